import Cookies from 'js-cookie';

/** The backend access token lives in this cookie (SPEC §3, API.md conventions). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

export const getAccessToken = (): string | undefined => Cookies.get(ACCESS_TOKEN_COOKIE);

export function setAccessToken(token: string): void {
  Cookies.set(ACCESS_TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  });
}

export function clearAccessToken(): void {
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
}
