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

/** Runs the startup sequence with the browser's real dependencies. */
export async function runStartup(liff: Promise<Liff>): Promise<void> {
  handIn();
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
      startPageData: (path) => {
        const route = routeAt(path);
        if (route?.data) startPageData(route.data);
        // The page's chunks download while the step-7 calls are out, in a task after the one
        // that sends them: begun earlier, they would share the network with login.
        return new Promise((loaded) =>
          setTimeout(() => loaded(route?.component.preload().catch(() => undefined))),
        );
      },
      dropPageData,
      languageSettled,
      // Only in the language it will be replaced in: a Thai snapshot waits for its texts.
      showSnapshot: (path, lineUserId) => {
        if (language.peek() === wanted) routeAt(path)?.snapshot?.show(lineUserId);
      },
      forgetSnapshot: () => {
        for (const snapshot of snapshots) snapshot.forget();
      },
    });
  } catch (error) {
    reportError(error);
    startupFailed.value = true;
  }
}
