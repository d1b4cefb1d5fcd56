// One cold load of a page on the budget phone and what it cost, as the browser itself reports it.
// Shared by the performance spec (perf/spec/) and `npm run bench` (perf/bench.ts).
import type { Browser } from '@playwright/test';
import { BUDGET_PHONE, emulateBudgetPhone } from '../../tests/e2e/budgetPhone';

/** The mark the app sets when the loading overlay goes away (src/app/appReady.ts). */
const APP_READY_MARK = 'app-ready';
/** The static page with only the overlay (perf/floor/floorPage.ts), served by mock builds. */
export const FLOOR_PATH = '/floor.html';

export interface LoadFigures {
  /** The path the page ended on (a redirect measures another page). */
  endedOn: string;
  /** performance.mark('app-ready'), ms after navigation start; null for a page without the app. */
  appReadyMs: number | null;
  /** The last largest-contentful-paint candidate once the page has settled, ms. */
  lcpMs: number;
  /** The longest main-thread task until the page settled, and until app-ready (0: none ≥ 50 ms). */
  longestTaskMs: number;
  longestTaskBeforeReadyMs: number;
  /** Bytes of JavaScript transferred (Resource Timing transferSize) that finished before app-ready
   *  (before the page settled when there is no app-ready). */
  jsBeforeReadyBytes: number;
}

/** A longest-task figure for people: the browser reports long tasks from 50 ms, so 0 is none. */
export const longestTaskText = (ms: number): string =>
  ms > 0 ? `${Math.round(ms)} ms` : 'none ≥ 50 ms';

/** What the init script keeps on window, observed from before the document's first byte. */
interface Observed {
  lcp: number;
  tasks: Array<[start: number, duration: number]>;
  ready: Promise<number>;
}

/** Runs in the page before any of its scripts: buffered observers for LCP, long tasks and the
 *  app-ready mark (long tasks are only seen by an observer that exists when they happen). Kept as
 *  source text: a function would be serialised after tsx's transform, whose helpers (`__name`)
 *  do not exist in the page. Fills window.__perf (Observed). */
const OBSERVE = `(() => {
  const observed = { lcp: 0, tasks: [] };
  const on = (type, each) =>
    new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
  on('largest-contentful-paint', (entry) => { observed.lcp = entry.startTime; });
  on('longtask', (entry) => observed.tasks.push([entry.startTime, entry.duration]));
  observed.ready = new Promise((resolve) =>
    on('mark', (entry) => { if (entry.name === ${JSON.stringify(APP_READY_MARK)}) resolve(entry.startTime); }),
  );
  window.__perf = observed;
})();`;

/** Loads `path` in a fresh context (no cache, no cookies) slowed to the budget phone, waits for
 *  app-ready (when `waitForApp`) and then for the network to rest, and reads the figures. */
export async function measureLoad(
  browser: Browser,
  baseURL: string,
  path: string,
  { waitForApp }: { waitForApp: boolean },
): Promise<LoadFigures> {
  const context = await browser.newContext({ ...BUDGET_PHONE.device, baseURL });
  try {
    const page = await context.newPage();
    await emulateBudgetPhone(page);
    await page.addInitScript(OBSERVE);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const appReadyMs = waitForApp
      ? await page.evaluate(() => (window as unknown as { __perf: Observed }).__perf.ready)
      : null;
    // Images and the chunks loaded after ready, then one more frame for the last LCP entry.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    const figures = await page.evaluate((readyMs) => {
      const { lcp, tasks } = (window as unknown as { __perf: Observed }).__perf;
      const until = readyMs ?? Number.POSITIVE_INFINITY;
      const js = performance
        .getEntriesByType('resource')
        .filter(
          (e): e is PerformanceResourceTiming =>
            (e as PerformanceResourceTiming).initiatorType !== 'img' &&
            new URL(e.name).pathname.endsWith('.js') &&
            (e as PerformanceResourceTiming).responseEnd <= until,
        );
      return {
        lcpMs: lcp,
        longestTaskMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
        longestTaskBeforeReadyMs: Math.max(
          0,
          ...tasks.filter(([start]) => start < until).map(([, duration]) => duration),
        ),
        jsBeforeReadyBytes: js.reduce((sum, e) => sum + e.transferSize, 0),
      };
    }, appReadyMs);
    return { endedOn: new URL(page.url()).pathname, appReadyMs, ...figures };
  } finally {
    await context.close();
  }
}

/** The median of each figure over loads (the middle one; the mean of the two middle ones). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid] as number) + (sorted[mid + 1] as number)) / 2;
}
