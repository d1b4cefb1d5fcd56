import { afterFirstPaint } from './platform/firstPaint';
import { batchStyleWrites } from './ui/batchStyleWrites';

// The page's only script. App code run before the first paint holds that paint back, so the app
// (modulepreloaded by index.html) starts once index.html's overlay has painted, or after a second
// in a hidden page, which never paints. goober rides in this script's chunk (vite.config.ts: the
// startup window); its top level only defines functions.

// The overlay paints in the webview's language. The choice kept on this device (state/language.ts)
// is read after that paint: a page's first localStorage access waits on the browser process for
// the origin's whole storage, and before the first paint it held the overlay 5-47 ms (Lighthouse's
// runs, main thread blocked in this script's evaluation; the floors read no storage). Read here
// rather than imported from state/language.ts (chosenLanguage): this script stays tiny.
let thai = navigator.language.startsWith('th');
if (thai) document.documentElement.lang = 'th';

afterFirstPaint(() => {
  // Before any of the app's modules run: their css() calls write goober's style sheet.
  batchStyleWrites(document);
  const webview = thai;
  try {
    const kept = localStorage.getItem('language');
    if (kept) thai = kept.startsWith('th');
  } catch {
    // Storage off: the webview's language stands until the app knows better.
  }
  if (thai !== webview) document.documentElement.lang = thai ? 'th' : 'en';
  // A Thai first screen's words download beside the app's and LIFF's chunks. Asked for after the
  // first paint, not before: a script's request (High priority) that ends before the first paint
  // counts as render-blocking in Lighthouse's FCP estimate, which read Thai `/` at 1,053-1,074 ms
  // in the runs where it did and 800-833 ms in the others (2026-11-27, in docs/performance.md's history).
  if (thai) import('./app/firstScreenThai').catch(() => undefined);
  void import('./main');
}, 1000);
