/** Runs fn once the browser has shown the next paint (after a second in a hidden page). For work
 *  the first screen does not need: Lighthouse's LCP estimate waits for every request that ended
 *  before the largest paint was shown, which is later than the frame that drew it. So, while the
 *  page can still report largest paints (until the first input), it waits for one made after this
 *  call; after that, for the next frame. */
export function afterNextPaint(fn: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const run = () => {
    observer?.disconnect();
    if (done) return;
    done = true;
    fn();
  };
  const since = performance.now();
  if (
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint') &&
    !performance.getEntriesByType('first-input').length
  ) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) setTimeout(run);
    });
    observer.observe({ type: 'largest-contentful-paint' });
  } else requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 1000);
}
