// Loaded after app-ready (./afterReady): from then on, each screen's next chunks are prefetched at
// idle (platform/prefetch), and a tap towards a page asks for its data at once, in parallel with
// the page's chunk, never after the chunk has run. The page takes the answer (pages/pageData).
import { startPageData, takePageData } from '../pages/pageData';
import { prefetcher } from '../platform/prefetch';
import { matchRoute } from './guards';

type Params = Record<string, string | undefined>;

/** pages/shared/parseId's rule (tests/unit/app/nextScreens.test.ts holds them to the same
 *  answers): imported, its module would share a chunk with this one rather than with the detail
 *  pages, and the build would need one chunk more than its hashes allow (build/chunkGroups.ts). */
export const parseId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** The detail calls, once the prefetcher has run their chunk (app/next's RUN_AT_IDLE): a tap then
 *  asks for its data in its own task. Until then a tap imports them, and an import resolves in a
 *  task of its own, which the browser runs after the tap's click (some 100 ms on the budget phone). */
let detail: typeof import('../api/detailCalls') | undefined;
const detailCalls = () => (detail ? Promise.resolve(detail) : import('../api/detailCalls'));

/** Asks for `key`'s data: by `call`, or a page's data key (pages/pageData) without one. */
type Start = (key: string, call?: () => Promise<unknown>) => void;

/** The data of the pages that take it by a key of their own, by route. Their calls are imported on
 *  the tap: their chunk (prefetched with Home's next chunks; the pages use it too) would otherwise
 *  load with this one after app-ready, in the first screen's network. */
const TAP_DATA: Record<string, (start: Start, params: Params, query: URLSearchParams) => void> = {
  '/redeem/:id': (start, params) => {
    const id = parseId(params.id);
    if (id) start(`reward:${id}`, () => detailCalls().then(({ getReward }) => getReward(id)));
  },
  '/content/campaignDetail': (start, _, query) => campaign(start, query),
  '/activity/activityDetail': (start, _, query) => campaign(start, query),
  '/questionnaire': (start) =>
    start('questionnaire', () => detailCalls().then(({ getQuestionnaire }) => getQuestionnaire())),
};

function campaign(start: Start, query: URLSearchParams) {
  const id = parseId(query.get('id') ?? undefined);
  if (id) start(`campaign:${id}`, () => detailCalls().then(({ getCampaign }) => getCampaign(id)));
}

const matchOf = (url: URL) => matchRoute(url.pathname.replace(/\/+$/, '') || '/');

/** The keys the last tap asked for: not taken by the next tap (the customer went elsewhere before
 *  the page came), they are dropped then, so that no old answer is ever shown. */
let lastTap: string[] = [];
const noAnswer = () => Promise.resolve(undefined);

/** Asks for the data of the page at `url`, if it is another page than the one at `from`. */
export function startDataFor(url: URL, from: string = location.pathname): void {
  if (url.origin !== location.origin || url.pathname === from) return;
  for (const key of lastTap) void takePageData(key, noAnswer);
  lastTap = [];
  const match = matchOf(url);
  if (!match) return;
  const { route, params } = match;
  if (route.validate && !route.validate(params)) return;
  const start: Start = (key, call) => {
    startPageData(key, call);
    lastTap.push(key);
  };
  if (route.data) start(route.data);
  TAP_DATA[route.path]?.(start, params, url.searchParams);
}

/** Prefetches what can be opened from the screen at `url`. */
function prefetchFrom(url: URL): void {
  const pattern = matchOf(url)?.route.path;
  if (pattern) void prefetcher.screen(pattern);
}

interface NavigateEvent extends Event {
  destination: { url: string; sameDocument: boolean };
}

/** The same-window link an event is on, if any. */
const linkOf = (event: Event): HTMLAnchorElement | null => {
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  return link && !link.target ? link : null;
};

/** Follows the customer from screen to screen. */
export function watchScreens(): void {
  prefetchFrom(new URL(location.href));
  void prefetcher
    .ran('calls')
    .then(() => import('../api/detailCalls'))
    .then((calls) => {
      detail = calls;
    });
  // A link's data is asked for as the finger lands: its click comes 30-40 ms later on the budget
  // phone, its navigation later still. What the press asked for is not asked again when its
  // navigation comes; a press that turns into a scroll (pointercancel) asked for nothing the next
  // tap keeps (startDataFor drops it).
  let pressed: string | undefined;
  const navigated = (url: URL) => {
    if (url.href !== pressed) startDataFor(url);
    pressed = undefined;
  };
  addEventListener(
    'pointerdown',
    (event) => {
      const link = event.isPrimary && event.button === 0 ? linkOf(event) : null;
      if (!link) return;
      const url = new URL(link.href);
      startDataFor(url);
      pressed = url.href;
    },
    true,
  );
  addEventListener('pointercancel', () => (pressed = undefined), true);
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  if (navigation) {
    // Fired inside history.pushState, which the router calls in the tap's own handler.
    navigation.addEventListener('navigate', (event) => {
      const { destination } = event as NavigateEvent;
      if (!destination.sameDocument) return;
      const url = new URL(destination.url);
      navigated(url);
      prefetchFrom(url);
    });
    return;
  }
  // Without the Navigation API (iOS before 26): a link's click, before the router handles it.
  addEventListener(
    'click',
    (event) => {
      const link = linkOf(event);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      navigated(new URL(link.href));
      setTimeout(() => prefetchFrom(new URL(location.href)));
    },
    true,
  );
  addEventListener('popstate', () => prefetchFrom(new URL(location.href)));
}
