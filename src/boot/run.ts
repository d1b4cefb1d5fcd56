import { onUnauthorized } from '../api/client';
import {
  checkQuestionnaire,
  createUser,
  getUser,
  login,
  logState,
  updateLineProfile,
} from '../api/sessionCalls';
import { matchRoute } from '../app/guards';
import { snapshots } from '../app/routes';
import { LIFF_ID, LINE_OA_ID } from '../config';
import type { Liff } from '../liff/types';
import { dropPageData, startPageData } from '../pages/pageData';
import { listenBeforeRouter } from '../platform/firstPopstate';
import { navigate, navigateExternal } from '../platform/navigate';
import { reportError } from '../platform/reportError';
import { chosenLanguage, language, languageOf, setLanguage, thaiFrom } from '../state/language';
import { startupFailed } from '../state/session';
import { startup } from './startup';

/** What lower modules are handed at startup rather than import, before the shell renders: how to
 *  load the first screen's Thai and how to sign in again after a 401 (each a chunk of its own,
 *  loaded when first needed), and the popstate listener that must run before the router's. */
function handIn(): void {
  thaiFrom(() => import('../app/firstScreenThai').then((m) => m.firstScreenThai));
  onUnauthorized((error) => import('../api/signInAgain').then((m) => m.signInAgain(error)));
  listenBeforeRouter();
}

const routeAt = (path: string) => matchRoute(path.replace(/\/+$/, '') || '/')?.route;

/** Runs the startup sequence with the browser's real dependencies. `renderShell` draws the app
 *  (app/App) once, in a task of its own after the login call is out: until then the overlay is
 *  all there is to see, and drawn before, it held the login call back by its render. */
export async function runStartup(liff: Promise<Liff>, renderShell: () => void): Promise<void> {
  handIn();
  let shellRendered = false;
  const showShell = () => {
    if (shellRendered) return;
    shellRendered = true;
    renderShell();
  };
  try {
    const sdk = await liff;
    // The customer's choice on this device, else LINE's language. A Thai first screen loads its
    // texts alongside startup's calls; the page shows once both are here.
    const wanted = chosenLanguage() ?? languageOf(sdk.getAppLanguage());
    const languageSettled = setLanguage(wanted);
    // LIFF's chunk was evaluated in this very task: start it up in the next one, so that the two
    // do not add up to one long task.
    await new Promise((resolve) => setTimeout(resolve));
    await startup({
      liff: sdk,
      api: { login, createUser, getUser, updateLineProfile, logState, checkQuestionnaire },
      currentUrl: () => new URL(location.href),
      userAgent: navigator.userAgent,
      liffId: LIFF_ID,
      lineOaId: LINE_OA_ID,
      storage: localStorage,
      nowS: () => Math.floor(Date.now() / 1000),
      navigate: (path) => navigate(path, { replace: true }),
      navigateExternal,
      reload: () => location.reload(),
      // Called as the login call goes out. The page's chunks in the next task, apart from the one
      // that sent login; the shell's first render in the task after that.
      loadPageCode: (path) =>
        new Promise((loaded) =>
          setTimeout(() => {
            loaded(
              routeAt(path)
                ?.component.preload()
                .catch(() => undefined),
            );
            setTimeout(showShell);
          }),
        ),
      startPageData: (path) => {
        const data = routeAt(path)?.data;
        if (data) startPageData(data);
      },
      dropPageData,
      languageSettled,
      // Only in the language it will be replaced in: a Thai snapshot waits for its texts.
      showSnapshot: (path, lineUserId) => {
        if (language.peek() !== wanted) return;
        const snapshot = routeAt(path)?.snapshot;
        snapshot?.show(lineUserId);
        // A snapshot is drawn at once, while LINE and the backend are still to answer.
        if (snapshot?.shown.peek()) setTimeout(showShell);
      },
      forgetSnapshot: () => {
        for (const snapshot of snapshots) snapshot.forget();
      },
    });
  } catch (error) {
    reportError(error);
    startupFailed.value = true;
  } finally {
    // Startup may end before its login call: the page left, or it failed and says so.
    showShell();
  }
}
