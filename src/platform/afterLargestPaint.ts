import { afterNextPaint } from './afterPaint';

/** As afterNextPaint, for what may follow a first screen: once the browser has reported a largest
 *  paint made after this call, so shown, not only drawn (Lighthouse's LCP estimate waits for every
 *  request that ended before the largest paint was shown); after a second if none comes. Once the
 *  customer has touched the page there are no more largest paints: as afterNextPaint. */
export function afterLargestPaint(fn: () => void): void {
  if (
    !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint') ||
    performance.getEntriesByType('first-input').length
  ) {
    afterNextPaint(fn);
    return;
  }
  const since = performance.now();
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.startTime >= since)) setTimeout(run);
  });
  const run = () => {
    observer.disconnect();
    if (done) return;
    done = true;
    fn();
  };
  observer.observe({ type: 'largest-contentful-paint' });
  setTimeout(run, 1000);
}
