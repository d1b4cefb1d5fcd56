export const OVERLAY_ID = 'overlay';
export const APP_READY_MARK = 'app-ready';

/** Removes the loading overlay of index.html and marks 'app-ready' (read by browser tests and
 *  benchmarks). Only the first call does anything. */
export function hideOverlay(doc: Document = document): void {
  const overlay = doc.getElementById(OVERLAY_ID);
  if (!overlay) return;
  overlay.remove();
  doc.getElementById('app')?.removeAttribute('aria-busy');
  performance.mark(APP_READY_MARK);
}
