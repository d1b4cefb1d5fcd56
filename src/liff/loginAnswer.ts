/** Removes LINE Login's answer from the address bar. After a login outside LINE, @line/liff 2.31
 *  exchanges the code in init but leaves `code`, `state`, `liffClientId` and `liffRedirectUri` in
 *  the URL. They must not reach the page, its logs or a carried fullPath; and on Android a page
 *  whose referrer holds `liffClientId` makes the SDK's next init wait forever, taking it for a
 *  login that "escaped" LINE (after an expired-token logout, for one). Loaded only when the
 *  answer is there, so the startup JS does not carry it. */
export function dropLoginAnswer(url = new URL(location.href)): void {
  const query = url.searchParams;
  if (!query.has('liffClientId')) return;
  for (const key of ['code', 'state', 'liffClientId', 'liffRedirectUri']) query.delete(key);
  history.replaceState(null, '', url);
}
