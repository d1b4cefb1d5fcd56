// Loaded after app-ready (app/afterReady): none of this is in the JS before it. Fetches, at idle and
// at the lowest priority, the chunks of what the customer can open from the screen they are on,
// so that a tap waits for its data only (one round trip), never for code.
import { BUILD_ID } from '../config';
import { afterIdle } from './idle';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch for a customer who asked to save data, or on a 2G connection (slow-2g, 2g). */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export interface PrefetcherDeps {
  /** Fetches each screen's next chunk files (build/nextFiles.ts); asked once, at the first
   *  screen. */
  next: () => Promise<Record<string, string[]> | undefined>;
  /** Runs fn when the main thread is idle. */
  whenIdle: (fn: () => void) => void;
  /** Asks for `url` at the lowest priority, into the HTTP cache (a <link rel=prefetch>). */
  fetchLow: (url: string) => void;
  connection: () => Connection | undefined;
}

/** Prefetches the next chunks of each screen shown, one file per idle period, each once; never on
 *  Save-Data or 2G. Returns `screen(pattern)`, called for each screen shown. */
export function createPrefetcher(deps: PrefetcherDeps) {
  const asked = new Set<string>();
  const queue: string[] = [];
  let pumping = false;
  let next: ReturnType<PrefetcherDeps['next']> | undefined;

  const pump = () => {
    const url = queue.shift();
    pumping = url !== undefined;
    if (!pumping) return;
    if (!asked.has(url as string)) {
      asked.add(url as string);
      deps.fetchLow(url as string);
    }
    deps.whenIdle(pump);
  };

  return (screen: string): Promise<void> => {
    next ??= deps.next();
    return next.then((files) => {
      if (!prefetchAllowed(deps.connection())) return;
      for (const url of files?.[screen] ?? [])
        if (!asked.has(url) && !queue.includes(url)) queue.push(url);
      if (!pumping && queue.length) {
        pumping = true;
        deps.whenIdle(pump);
      }
    });
  };
}

const prefetchLink = (url: string) => {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = '';
  link.fetchPriority = 'low';
  link.href = url;
  document.head.append(link);
};

/** This build's next chunk files, asked for at an idle period (the first screen is shown after
 *  app-ready has painted: app/afterReady); none when they cannot be had. */
const nextFiles = () =>
  new Promise((resolve) => afterIdle(() => resolve(undefined), 0))
    .then(() => fetch(`${import.meta.env.BASE_URL}builds/next/${BUILD_ID}.json`))
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);

/** The browser's prefetcher, fed with this build's next chunk files. */
export const prefetchScreen = createPrefetcher({
  next: nextFiles,
  whenIdle: (fn) => afterIdle(fn, 0),
  fetchLow: prefetchLink,
  connection: () => (navigator as Navigator & { connection?: Connection }).connection,
});
