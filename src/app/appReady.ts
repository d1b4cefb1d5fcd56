import { afterNextPaint } from '../platform/afterPaint';
import { uncoverPage } from '../ui/loadingOverlay';

export const APP_READY_MARK = 'app-ready';

/** Startup has finished and the first page is on screen: uncovers the page and marks
 *  'app-ready' (read by browser tests and benchmarks), once. Then, once the page has painted so
 *  as not to slow it down, loads what comes after it (./afterReady). */
export function markAppReady(): void {
  uncoverPage();
  if (performance.getEntriesByName(APP_READY_MARK).length) return;
  performance.mark(APP_READY_MARK);
  afterNextPaint(() => {
    // Not caught: should it fail, it is reported like any other unexpected failure.
    import('./afterReady');
  });
}
