import { afterFirstPaint } from './platform/firstPaint';

// The page's only script. App code run before the first paint holds that paint back, so the app
// (modulepreloaded by index.html) starts once index.html's overlay has painted, or after a second
// in a hidden page, which never paints.

// The overlay reads Thai from its first paint for a Thai customer: the choice kept on this device
// (state/language.ts) or the webview's language. Read here rather than imported: this script
// stays tiny.
try {
  if ((localStorage.getItem('language') || navigator.language).startsWith('th')) {
    document.documentElement.lang = 'th';
    // And its Thai words start downloading now, beside the app's and LIFF's chunks.
    import('./app/firstScreenThai').catch(() => undefined);
  }
} catch {
  // Storage off: the overlay stays English until the app knows better.
}

afterFirstPaint(() => void import('./main'), 1000);
