import Cookies from 'js-cookie';

/** The backend access token lives in this cookie (SPEC §3, API.md conventions). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

const attributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'Lax',
  secure: location.protocol === 'https:',
});

export function getAccessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
}

export function setAccessToken(token: string): void {
  Cookies.set(ACCESS_TOKEN_COOKIE, token, attributes());
}

export function clearAccessToken(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, attributes());
}
