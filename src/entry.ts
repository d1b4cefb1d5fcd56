// The document's only script. The overlay in index.html needs no JS, and it must paint before any
// app code runs: app code that starts before the first contentful paint holds that paint back
// (on a budget phone, by the whole evaluation of the app). So the app, which index.html
// modulepreloads (downloaded and compiled in parallel, not run), starts once the overlay has
// painted; in a hidden page, which never paints, after a second. Every browser LINE opens the app
// in reports paint timing (Chromium 60+, Safari 14.1+); one that did not would also start then.

// A Thai customer's overlay reads Thai from its first paint (index.html shows the label of
// <html lang>): the choice kept on this device (key `language`, state/language.ts) or else the
// webview's language, which LINE sets to its own. Not imported: this script stays a few hundred
// bytes.
try {
  if ((localStorage.getItem('language') || navigator.language).startsWith('th')) {
    document.documentElement.lang = 'th';
    // And its Thai words start downloading now, beside the app's and LIFF's chunks.
    import('./app/firstScreenThai').catch(() => undefined);
  }
} catch {
  // Storage off: the overlay stays English until the app knows better.
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

new PerformanceObserver((list) => {
  if (list.getEntriesByName('first-contentful-paint').length) start();
}).observe({ type: 'paint', buffered: true });
setTimeout(start, 1000);
