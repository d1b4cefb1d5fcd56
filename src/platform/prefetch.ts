// Loaded after app-ready (app/appReady): none of this is in the JS before it. Fetches, at idle and
// at the lowest priority, the chunks of what the customer can open from the screen they are on,
// so that a tap waits for its data only (one round trip), never for code.

/** What can be opened from a screen: the routes (route table patterns) and lazy parts ('sheet:…',
 *  the other language's texts) a tap there may need. Their chunk files come from the build
 *  (build/prefetchMap.ts writes them into CHUNKS). */
export const NEXT: Record<string, string[]> = {
  '/': [
    'sheet:code',
    '/redeem',
    '/profile',
    '/redeem/myRewards',
    '/content/campaignDetail',
    '/redeem/:id',
    '/activity',
    '/content/campaign',
    '/content/Exclusive',
    '/product',
  ],
  '/activity': ['/activity/activityDetail', '/activity/comingSoon'],
  '/activity/activityDetail': ['/activity/comingSoon', '/redeem/:id'],
  '/content/campaign': ['/content/campaignDetail'],
  '/content/campaignDetail': ['/redeem/:id', 'sheet:code'],
  '/content/Exclusive': ['/content/:id', '/content/campaignDetail'],
  '/redeem': ['/redeem/:id', '/redeem/myRewards', 'sheet:code'],
  '/redeem/:id': ['/redeem/myRewards'],
  '/redeem/myRewards': ['sheet:useReward'],
  '/profile': [
    'language',
    '/questionnaire',
    '/profile/update',
    '/profile/history/code',
    '/profile/history/redeem',
  ],
  '/profile/update': ['sheet:calendar'],
  '/register': ['sheet:calendar', '/questionnaire'],
  '/questionnaire': ['/'],
};

/** Filled in by the build (build/prefetchMap.ts, which replaces this object literal): each name
 *  of NEXT's lists with its chunk files and the shared chunks they import, as URLs. Empty in the
 *  dev server and in tests. */
const CHUNKS: Record<string, string[]> = { __prefetchChunks__: [] };

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
  /** Resolves once app-ready is marked. */
  appReady: () => Promise<void>;
  /** Runs fn when the main thread is idle (requestIdleCallback). */
  whenIdle: (fn: () => void) => void;
  /** Asks for `url` at the lowest priority, into the HTTP cache (a <link rel=prefetch>). */
  fetchLow: (url: string) => void;
  connection: () => Connection | undefined;
  /** Chunk files of each name. */
  chunks: Record<string, string[]>;
}

/** Prefetches the chunks of a screen's NEXT, one file per idle period, each once; never before
 *  app-ready, never on Save-Data or 2G. Returns `screen(pattern)`, called for each screen shown. */
export function createPrefetcher(deps: PrefetcherDeps) {
  const asked = new Set<string>();
  const queue: string[] = [];
  let pumping = false;
  const ready = deps.appReady();

  const pump = () => {
    const url = queue.shift();
    if (url === undefined) {
      pumping = false;
      return;
    }
    if (!asked.has(url)) {
      asked.add(url);
      deps.fetchLow(url);
    }
    deps.whenIdle(pump);
  };

  return (screen: string, extra: string[] = []): Promise<void> =>
    ready.then(() => {
      if (!prefetchAllowed(deps.connection())) return;
      const names = [...extra, ...(NEXT[screen] ?? [])];
      for (const url of names.flatMap((name) => deps.chunks[name] ?? []))
        if (!asked.has(url) && !queue.includes(url)) queue.push(url);
      if (!pumping && queue.length) {
        pumping = true;
        deps.whenIdle(pump);
      }
    });
}

/** Resolves once `performance.mark(name)` exists. */
export function whenMarked(name: string): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName(name, 'mark').length) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!performance.getEntriesByName(name, 'mark').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'mark' });
  });
}

const idle = (fn: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 50);
};

const prefetchLink = (url: string) => {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = '';
  link.fetchPriority = 'low';
  link.href = url;
  document.head.append(link);
};

/** The browser's prefetcher, fed with this build's chunk files. */
export const prefetchScreen = createPrefetcher({
  appReady: () => whenMarked('app-ready'),
  whenIdle: idle,
  fetchLow: prefetchLink,
  connection: () => (navigator as Navigator & { connection?: Connection }).connection,
  chunks: CHUNKS,
});
