/** The loading overlay of index.html: it covers the page until the app (or Home's snapshot) is on
 *  screen. */
export const OVERLAY_ID = 'overlay';

/** Uncovers the page: takes the loading overlay off the screen (also before startup has
 *  finished, when Home is painted from its snapshot). */
export function uncoverPage(): void {
  document.getElementById(OVERLAY_ID)?.remove();
  document.getElementById('app')?.removeAttribute('aria-busy');
}
