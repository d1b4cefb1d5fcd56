/** Query parameters carried through the LINE redirect (SPEC §3). */
export const CAROUSEL_KEY = 'carousel';
export const LOGSTATE_KEY = 'logstate';
export const FULL_PATH_PARAM = 'fullPath';

/** Keeps carousel and logstate of the launch URL in localStorage under their own names. */
export function keepLaunchParams(url: URL, storage: Storage): void {
  for (const key of [CAROUSEL_KEY, LOGSTATE_KEY]) {
    const value = url.searchParams.get(key);
    if (value !== null) storage.setItem(key, value);
  }
}

/** Path and query of the URL without the carried parameters. */
export function fullPathOf(url: URL): string {
  const query = new URLSearchParams(url.search);
  for (const key of [CAROUSEL_KEY, LOGSTATE_KEY, FULL_PATH_PARAM]) query.delete(key);
  const search = query.toString();
  return url.pathname + (search ? `?${search}` : '');
}

/** The in-app path a LINE deep link asked for, if it is one of ours. */
export function requestedFullPath(url: URL): string | undefined {
  const value = url.searchParams.get(FULL_PATH_PARAM);
  return value?.startsWith('/') && !value.startsWith('//') ? value : undefined;
}
