/** Runs `start` once, when the page's first contentful paint has happened (at once if it has), or
 *  after `hiddenMs` in a hidden page, which never paints. The app's entry (src/entry.ts) starts the
 *  app this way, so that no app code holds the overlay's first paint back; the startup floor
 *  (perf/floor/entry.ts) starts the same way, so both are measured from the same moment. Imported
 *  by entry scripts alone: anything else importing it would split it out of the entry chunk. */
export function afterFirstPaint(start: () => void, hiddenMs: number): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, hiddenMs);
}
