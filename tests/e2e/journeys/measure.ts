// What the journeys measure in the page, on the budget phone: each tap's Event Timing interaction
// (PerformanceObserver 'event', durationThreshold 16, as INP reads it), the time from the tap to
// the new screen's content, and the layout shifts (CLS) of each route's first open and after each
// tap. Installed before the app's first script (addInitScript), read back by journeys.spec.ts.
import type { Locator, Page } from '@playwright/test';

interface Probe {
  events: { id: number; name: string; start: number; duration: number; processingEnd: number }[];
  shifts: { start: number; value: number; recent: boolean }[];
  tapAt: number;
}

declare global {
  interface Window {
    __journeys?: Probe;
  }
}

/** Runs in the page before any of its scripts. */
function installProbe() {
  const probe: Probe = { events: [], shifts: [], tapAt: 0 };
  window.__journeys = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (e.interactionId) {
        probe.events.push({
          id: e.interactionId,
          name: e.name,
          start: e.startTime,
          duration: e.duration,
          processingEnd: e.processingEnd,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      probe.shifts.push({ start: e.startTime, value: e.value, recent: e.hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // The tap's own time: the first pointer event of the gesture, in the page's clock.
  addEventListener('pointerdown', (e) => (probe.tapAt = e.timeStamp), { capture: true });
}

export const installJourneyProbe = (page: Page) => page.addInitScript(installProbe);

/** What shows the new screen: for each, an element matching `selector` whose text holds `text`,
 *  visible; on a path matching `path` when given. */
export interface Shown {
  path?: string;
  all: { selector: string; text?: string }[];
}

export interface TapFigures {
  /** The longest Event Timing entry of the tap's interaction (0: every entry under 16 ms). */
  interactionMs: number;
  /** From the tap (pointerdown) to the first frame with the new screen's content. */
  shownMs: number;
  /** Layout shifts after the tap (those the browser counts: not within 500 ms of an input). */
  cls: number;
}

/** The first frame (requestAnimationFrame) in which `shown` is on screen; in the page's clock. */
const whenShown = (page: Page, shown: Shown) =>
  page
    .waitForFunction(
      ({ path, all }) => {
        if (path && !new RegExp(path).test(location.pathname)) return false;
        const shows = ({ selector, text }: { selector: string; text?: string }) =>
          [...document.querySelectorAll(selector)].some((el) => {
            if (text && !(el.textContent ?? '').includes(text)) return false;
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true });
          });
        return all.every(shows) && performance.now();
      },
      shown,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);

/** How long the page settles after something shows (late shifts, Event Timing's report). */
const SETTLE_MS = 1_000;

/** Taps `target` as a finger does and measures the tap (TapFigures) until `shown` is on screen,
 *  then lets the page settle for `settleMs` (0 where only `shownMs` is read: the interaction and
 *  the shifts are then not all reported yet). */
export async function measureTap(
  page: Page,
  target: Locator,
  shown: Shown,
  settleMs = SETTLE_MS,
): Promise<TapFigures> {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const probe = window.__journeys as Probe;
    probe.tapAt = 0;
  });
  const from = await page.evaluate(() => performance.now());
  await target.tap();
  const shownAt = await whenShown(page, shown);
  await page.waitForTimeout(settleMs);
  return page.evaluate(
    ({ from, shownAt }) => {
      const probe = window.__journeys as Probe;
      const tapAt = probe.tapAt || from;
      const mine = probe.events.filter((e) => e.start >= tapAt - 1);
      const id = mine.find((e) => e.name === 'pointerdown' || e.name === 'click')?.id;
      const durations = mine.filter((e) => e.id === id).map((e) => e.duration);
      const cls = probe.shifts
        .filter((s) => s.start >= tapAt && !s.recent)
        .reduce((sum, s) => sum + s.value, 0);
      return {
        interactionMs: durations.length ? Math.max(...durations) : 0,
        shownMs: shownAt - tapAt,
        cls,
      };
    },
    { from, shownAt },
  );
}

/** The layout shifts of the page's load so far (a first open), those the browser counts. */
export const loadCls = (page: Page) =>
  page.evaluate(() =>
    (window.__journeys as Probe).shifts
      .filter((s) => !s.recent)
      .reduce((sum, s) => sum + s.value, 0),
  );

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
