export const OVERLAY_ID = 'overlay';
export const APP_READY_MARK = 'app-ready';

/** Takes the loading overlay of index.html off the screen (also before startup has finished,
 *  when Home is painted from its snapshot). */
export function removeOverlay(doc: Document = document): void {
  doc.getElementById(OVERLAY_ID)?.remove();
  doc.getElementById('app')?.removeAttribute('aria-busy');
}

/** Startup has finished and the first page is on screen: removes the overlay and marks
 *  'app-ready' (read by browser tests and benchmarks), once. Then downloads what reports trouble
 *  (the toasts, the page shown when a page cannot load): it must be here before the network goes,
 *  and it waits until now so that it does not slow the first page down. */
export function hideOverlay(doc: Document = document): void {
  removeOverlay(doc);
  if (performance.getEntriesByName(APP_READY_MARK).length) return;
  performance.mark(APP_READY_MARK);
  // Not caught: should one fail, it is reported like any other unexpected failure.
  import('../ui/Toaster');
  import('./ChunkLoadError');
}
