/** The backend access token lives in this cookie (SPEC §3, API.md conventions). Plain
 *  document.cookie: three small functions instead of a cookie library in the initial JS. */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

export function getAccessToken(): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq) !== ACCESS_TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(pair.slice(eq + 1)) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function setAccessToken(token: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and older WebViews.
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${secure}`;
}

export function clearAccessToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
