/** Runs fn once the browser has painted the next frame (after a second in a hidden page). For work
 *  the first screen does not need: a request begun before a paint delays it (it shares the
 *  bandwidth, and Lighthouse's LCP estimate waits for it). */
export function afterNextPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, 1000);
}
