// The startup floor: SPEC §4's chain and nothing else (LIFF init and checks → login → step 7 with
// the first page's data → Home's first banner), importing only the LIFF adapter and wretch, built
// with the app's toolchain (floorPage.ts); it makes no request the app does not make.
import wretch from 'wretch';

// The app's LIFF chunk, requested at once (the page also modulepreloads it), as the app does.
const liffReady = import('./liff').then((m) => m.createLiff());

type Feed = { banners: Array<{ imageUrl: string }> };

async function start(): Promise<void> {
  const liff = await liffReady;
  // As the app does (src/boot/run.ts): LIFF's chunk was evaluated in this task, init goes in the
  // next. On a repeat open both come from the cache and would otherwise add up to one long task.
  await new Promise((resolve) => setTimeout(resolve));
  await liff.init(import.meta.env.VITE_LIFF_ID ?? '');
  const decoded = liff.getDecodedIDToken();
  if (!liff.isLoggedIn() || !decoded)
    throw new Error('The startup floor needs a signed-in LINE user.');
  const [friendship, profile] = await Promise.all([liff.getFriendship(), liff.getProfile()]);
  if (!friendship.friendFlag) throw new Error('The startup floor needs a friend of the account.');

  const api = wretch(import.meta.env.VITE_API_BASE ?? '');
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const session = await api
    .url('/api/authorization/login')
    .body(form({ lineUserId: profile.userId, idToken: liff.getIDToken() ?? '' }))
    .post()
    .json<{ userId: number; accessToken: string }>();
  const signedIn = api.auth(`Bearer ${session.accessToken}`);

  // As the app does: the banner starts downloading as soon as the feed names it.
  let banner = '';
  const feed = signedIn
    .get('/api/home')
    .json<Feed>()
    .then((answer) => {
      banner = answer.banners[0]?.imageUrl ?? '';
      const preload = Object.assign(document.createElement('link'), {
        rel: 'preload',
        as: 'image',
        href: banner,
        fetchPriority: 'high',
      });
      document.head.append(preload);
    });
  await Promise.all([
    feed,
    signedIn.get('/api/user').json(),
    signedIn
      .url('/api/user/line')
      .body(form({ lineDisplayName: profile.displayName, linePictureUrl: profile.pictureUrl }))
      .put()
      // Read, as the app reads it: an unread no-store body leaves the request open to the browser.
      .json(),
    signedIn
      .url('/api/log/state')
      .body(form({ userId: String(session.userId), state: '', os: liff.getOS() ?? '' }))
      .post()
      .res(),
    signedIn.get('/api/questionnaire/check').json(),
  ]);

  // A picture the browser loaded outside the document is never a largest-contentful-paint
  // candidate, so it goes in as an <img> with its source, as Home's carousel does.
  // Decoded off the main thread, as the app's carousel (Carousel.tsx) decodes it.
  const picture = Object.assign(document.createElement('img'), {
    src: banner,
    alt: '',
    decoding: 'async',
  });
  picture.width = 640;
  picture.height = 360;
  // Home's carousel size (16 px margins): the demo banners are small SVGs, and at full width one
  // falls under the bits-per-pixel below which Chrome takes no image for the largest paint.
  picture.style.cssText =
    'display:block;width:calc(100% - 32px);height:auto;aspect-ratio:16/9;margin:16px';
  const app = document.getElementById('app');
  app?.classList.add('app-main');
  app?.append(picture);
  // Ready as the app is (app/AppRoutes, app/appReady): in the next frame, the overlay goes and
  // the mark is set, so the frame that lays out and paints the page is the mark's task, as the
  // app's is. The banner's paint is the largest one (LCP).
  requestAnimationFrame(() => {
    document.getElementById('overlay')?.remove();
    performance.mark('app-ready');
  });
}

void start();
