/** The backend access token lives in this cookie (SPEC §3, API.md conventions). */
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
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${secure}`;
}

export function clearAccessToken(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
