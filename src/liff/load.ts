import type { Liff } from './types';

let pending: Promise<Liff> | undefined;
let loaded: Liff | undefined;

/** Starts loading LIFF (call it as early as possible; it runs in parallel with the app code) and
 *  resolves with the facade. The mock is a separate dynamic import so production bundles never
 *  contain it. */
export function loadLiff(): Promise<Liff> {
  pending ??= (
    import.meta.env.VITE_LIFF_MOCK === '1'
      ? import('./mock').then((m) => m.createMockLiff())
      : import('./real').then((m) => m.createRealLiff())
  ).then((liff) => (loaded = liff));
  return pending;
}

/** The LIFF facade once loaded, without waiting: pages render after startup has initialised it,
 *  so they can decide what to show in their first render (no late button shifting the page). */
export const loadedLiff = (): Liff | undefined => loaded;

/** For pages: the initialised LIFF (startup has finished init before any page renders). */
export const getLiff = loadLiff;

/** The LINE ID token, sent where the backend must know who calls before it issued an access
 *  token (API.md, Security); undefined when LIFF has none. */
export const currentIdToken = (): Promise<string | undefined> =>
  getLiff().then(
    (liff) => liff.getIDToken() ?? undefined,
    () => undefined,
  );
