import { afterNextPaint } from '../platform/afterPaint';
import { uncoverPage } from '../ui/loadingOverlay';

export const APP_READY_MARK = 'app-ready';

/** Startup has finished and the first page is on screen: uncovers the page and marks
 *  'app-ready' (read by browser tests and benchmarks), once. Then downloads what reports trouble
 *  (the toasts, the page shown when a page cannot load): it must be here before the network goes,
 *  and it waits until the page has painted so that it does not slow the first page down. The
 *  field vitals come then too, for the same reason, and what follows the customer from screen to
 *  screen (./nextScreens: next chunks prefetched at idle, a tap's data asked for at once). */
export function markAppReady(): void {
  uncoverPage();
  if (performance.getEntriesByName(APP_READY_MARK).length) return;
  performance.mark(APP_READY_MARK);
  afterNextPaint(() => {
    // Not caught: should one fail, it is reported like any other unexpected failure.
    import('../ui/Toaster');
    import('./ChunkLoadError');
    import('./afterReady');
  });
}
