export const OVERLAY_ID = 'overlay';
export const APP_READY_MARK = 'app-ready';

/** Takes the loading overlay of index.html off the screen (also before startup has finished,
 *  when Home is painted from its snapshot). */
export function removeOverlay(doc: Document = document): void {
  doc.getElementById(OVERLAY_ID)?.remove();
  doc.getElementById('app')?.removeAttribute('aria-busy');
}

/** Startup has finished and the first page is on screen: removes the overlay and marks
 *  'app-ready' (read by browser tests and benchmarks), once. */
export function hideOverlay(doc: Document = document): void {
  removeOverlay(doc);
  if (!performance.getEntriesByName(APP_READY_MARK).length) performance.mark(APP_READY_MARK);
}
