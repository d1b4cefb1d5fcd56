/** Runs fn once the browser is idle, then waits delayMs more (requestIdleCallback where it
 *  exists). */
export function afterIdle(fn: () => void, delayMs: number): void {
  const later = () => setTimeout(fn, delayMs);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(later, { timeout: 2000 });
  else setTimeout(later, 1);
}
