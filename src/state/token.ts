import Cookies from 'js-cookie';

/** The backend access token lives in this cookie (SPEC §3, API.md conventions). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

const attributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: location.protocol === 'https:',
});

/** The token as the cookie holds it (undefined: none), or null until the cookie is first read.
 *  The cookie is read once per page and then known from what the app writes: the app is its only
 *  writer (SPEC §3 keeps the login's token there). Every call asks for the token, and the first
 *  `document.cookie` read after a write is a synchronous call to the browser's cookie store: 3-12
 *  ms on a CI host, between login's answer and the step-7 calls (2026-11-28, in
 *  docs/performance.md's history). */
let known: string | undefined | null = null;

export function getAccessToken(): string | undefined {
  if (known === null) known = Cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
  return known;
}

export function setAccessToken(token: string): void {
  Cookies.set(ACCESS_TOKEN_COOKIE, token, attributes());
  known = token || undefined;
}

export function clearAccessToken(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, attributes());
  known = undefined;
}
