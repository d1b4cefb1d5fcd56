import type * as calls from '../api/sessionCalls';
import { PLATFORM } from '../constants';
import type { Liff } from '../liff/types';
import { questionnaireStatus, toQuestionnaireStatus } from '../state/questionnaire';
import { lineProfile, ready, setStoredUser, setUser, user } from '../state/session';
import { clearAccessToken, setAccessToken } from '../state/token';
import {
  CAROUSEL_KEY,
  fullPathOf,
  keepLaunchParams,
  LOGSTATE_KEY,
  requestedFullPath,
} from './launchParams';

export interface StartupDeps {
  liff: Liff;
  api: Pick<
    typeof calls,
    'login' | 'createUser' | 'getUser' | 'updateLineProfile' | 'logState' | 'checkQuestionnaire'
  >;
  /** The current page URL (read after LIFF init, which may rewrite it). */
  currentUrl: () => URL;
  userAgent: string;
  liffId: string;
  lineOaId: string;
  storage: Storage;
  nowS: () => number;
  /** In-app move that replaces the current history entry. */
  navigate: (path: string) => void;
  navigateExternal: (url: string, options: { allowExternal: boolean }) => void;
  reload: () => void;
  /** Starts downloading the code of the page at `path`, as the login call goes out: the network
   *  carries nothing else until login answers. Answers once that code is in: the app shows once
   *  it is, so that the shell is never drawn without its page. */
  loadPageCode: (path: string) => Promise<unknown>;
  /** Starts loading the data of the page at `path` (pages/pageData), once the access token
   *  exists; the page takes that answer when it shows. */
  startPageData: (path: string) => void;
  /** Drops data started that no page has taken yet (the app is not going to show it). */
  dropPageData: () => void;
  /** Paints what the page at `path` showed this LINE user last time, if it keeps such a thing
   *  (a route's `snapshot`, app/routes), while startup goes on. */
  showSnapshot: (path: string, lineUserId: string) => void;
  /** Resolves once the texts of the customer's language are here (or could not be). */
  languageSettled: Promise<void>;
  /** Takes any such snapshot off the screen and out of storage. */
  forgetSnapshot: () => void;
}

export type StartupOutcome =
  | { kind: 'left'; reason: 'outside-line' | 'login' | 'token-expired' | 'not-friend' }
  | { kind: 'register' }
  | { kind: 'ready' };

/** SPEC §4 startup, steps 1–9. Resolves once the page is leaving ('left': overlay stays up) or the
 *  app is ready. */
export async function startup(deps: StartupDeps): Promise<StartupOutcome> {
  const { liff, api, storage } = deps;

  // 1. Initialise LIFF.
  await liff.init(deps.liffId);
  const url = deps.currentUrl();
  keepLaunchParams(url, storage);
  const requested = requestedFullPath(url);
  const firstPath = new URL(requested ?? url.pathname, url.origin).pathname;

  // 2. Outside LINE: open the app's deep link, carrying where the visitor was.
  if (!liff.isInClient() && !hasLineMarker(deps.userAgent)) {
    const query = new URLSearchParams({
      carousel: storage.getItem(CAROUSEL_KEY) ?? '',
      logstate: storage.getItem(LOGSTATE_KEY) ?? '',
      fullPath: fullPathOf(url),
    });
    deps.navigateExternal(`https://liff.line.me/${deps.liffId}?${query}`, { allowExternal: true });
    return { kind: 'left', reason: 'outside-line' };
  }

  // 3. Not logged in to LINE.
  if (!liff.isLoggedIn()) {
    deps.forgetSnapshot();
    liff.login(url.origin);
    return { kind: 'left', reason: 'login' };
  }

  // 4. Expired ID token (exp is in seconds).
  const decoded = liff.getDecodedIDToken();
  if (!decoded || decoded.exp < deps.nowS()) {
    deps.forgetSnapshot();
    liff.logout();
    deps.reload();
    return { kind: 'left', reason: 'token-expired' };
  }
  deps.showSnapshot(firstPath, decoded.sub);

  // 5 and 6. Friendship and profile are independent: ask for both at once.
  const [friendship, profile] = await Promise.all([liff.getFriendship(), liff.getProfile()]);
  if (!friendship.friendFlag) {
    deps.forgetSnapshot();
    deps.navigateExternal(`https://line.me/R/ti/p/${deps.lineOaId}`, { allowExternal: true });
    return { kind: 'left', reason: 'not-friend' };
  }
  lineProfile.value = profile;

  const idToken = liff.getIDToken() ?? '';
  const os = liff.getOS() ?? '';
  const saveStateLog = async (userId: number | '') => {
    try {
      await api.logState(userId, storage.getItem(LOGSTATE_KEY) ?? '', os);
      storage.removeItem(LOGSTATE_KEY);
    } catch {
      // Kept in storage: the next startup sends it again.
    }
  };

  // 7. Backend login, then everything that only needs the token, in parallel.
  let session: Awaited<ReturnType<typeof api.login>>;
  const loggingIn = api.login(profile.userId, idToken);
  const pageCode = deps.loadPageCode(firstPath);
  try {
    session = await loggingIn;
  } catch {
    return register(deps, profile.userId, idToken, saveStateLog);
  }
  setAccessToken(session.accessToken);
  deps.startPageData(firstPath);
  const [loaded, , , check] = await Promise.allSettled([
    api.getUser(),
    api.updateLineProfile(profile.displayName, profile.pictureUrl),
    saveStateLog(session.userId),
    api.checkQuestionnaire(),
  ]);
  // 8. A user the backend cannot load, or one who never finished registering, registers.
  if (loaded.status === 'rejected' || loaded.value.registered === false) {
    return register(deps, profile.userId, idToken, saveStateLog);
  }
  setUser(loaded.value);
  // A failed check counts as not completed (SPEC §4).
  questionnaireStatus.value = toQuestionnaireStatus(
    check.status === 'fulfilled' ? check.value : null,
  );

  if (requested) deps.navigate(requested);

  // 9. Ready: the overlay goes away.
  await Promise.all([deps.languageSettled, pageCode]);
  ready.value = true;
  return { kind: 'ready' };
}

async function register(
  deps: StartupDeps,
  lineUserId: string,
  idToken: string,
  saveStateLog: (userId: number | '') => Promise<void>,
): Promise<StartupOutcome> {
  clearAccessToken();
  deps.dropPageData();
  deps.forgetSnapshot();
  user.value = null;
  questionnaireStatus.value = null;
  let userId: number | '' = '';
  try {
    userId = (await deps.api.createUser(lineUserId, idToken)).userId;
    setStoredUser({ id: userId });
  } catch {
    // Registration still opens; its own calls report what is wrong.
  }
  await saveStateLog(userId);
  deps.navigate('/register');
  await deps.languageSettled;
  ready.value = true;
  return { kind: 'register' };
}

const hasLineMarker = (userAgent: string) =>
  new RegExp(`\\b${PLATFORM.lineUserAgentMarker}\\b`).test(userAgent);
