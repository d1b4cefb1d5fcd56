/** Runs fn once the browser has painted the next frame (or after a second in a hidden page,
 *  which paints nothing). For work the first screen does not need: a request started before a
 *  paint is counted in that paint's time by Lighthouse's simulation (its LCP estimate waits for
 *  every request begun before the observed LCP), and on a phone it shares the bandwidth with what
 *  is being shown. */
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
