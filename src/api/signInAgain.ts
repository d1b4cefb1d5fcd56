import { loadedLiff } from '../liff';
import { lineProfile } from '../state/session';
import { clearAccessToken, setAccessToken } from '../state/token';
import type { ApiError } from './errors';
import { login } from './sessionCalls';

let pending: Promise<void> | undefined;

/**
 * After a signed-in call was answered 401: the backend login of startup (SPEC §4 step 7) again,
 * with the LINE user and ID token this page already has, and a new access token. Calls that got
 * a 401 at the same time share one sign-in. Rejects with `unauthorized` (the call's own 401) when
 * it cannot sign in: before startup knew the LINE user, or when the backend refuses the login.
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
  if (!lineUserId || !idToken) throw unauthorized;
  // The login itself must not carry the token that was refused.
  clearAccessToken();
  try {
    setAccessToken((await login(lineUserId, idToken)).accessToken);
  } catch {
    throw unauthorized;
  }
}
