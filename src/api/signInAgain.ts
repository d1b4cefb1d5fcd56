import { loadedLiff } from '../liff';
import { lineProfile } from '../state/session';
import { clearAccessToken, setAccessToken } from '../state/token';
import type { ApiError } from './errors';
import { login } from './sessionCalls';

let pending: Promise<void> | undefined;

export const SESSION_ENDED = 'Your session has ended.';
export const SIGN_IN_AGAIN = 'Sign in again';

/** The way back when signing in again failed: startup again, which signs in to LINE and the
 *  backend afresh. Raised as SPEC §2's document-level 'toast' event (the api folder does not import
 *  the ui); a toast with an action stays until it is used or dismissed. */
function offerSignIn(): void {
  const action = { label: SIGN_IN_AGAIN, run: () => location.reload() };
  document.dispatchEvent(
    new CustomEvent('toast', { detail: { severity: 'error', message: SESSION_ENDED, action } }),
  );
}

/**
 * After a signed-in call was answered 401: the backend login of startup (SPEC §4 step 7) again,
 * with the LINE user and ID token this page already has, and a new access token. Calls that got
 * a 401 at the same time share one sign-in. Rejects with `unauthorized` (the call's own 401) when
 * it cannot sign in: before startup knew the LINE user, or when the backend refuses the login
 * (then the customer is offered to sign in again).
 */
export function signInAgain(unauthorized: ApiError): Promise<void> {
  pending ??= signIn(unauthorized).finally(() => {
    pending = undefined;
  });
  return pending;
}

async function signIn(unauthorized: ApiError): Promise<void> {
  const lineUserId = lineProfile.peek()?.userId;
  const idToken = loadedLiff()?.getIDToken();
  // Before startup knew the LINE user, startup itself deals with a refused token.
  if (!lineUserId || !idToken) throw unauthorized;
  // The login itself must not carry the token that was refused.
  clearAccessToken();
  try {
    setAccessToken((await login(lineUserId, idToken)).accessToken);
  } catch {
    offerSignIn();
    throw unauthorized;
  }
}
