// The document's only script. The overlay in index.html needs no JS, and it must paint before any
// app code runs: app code that starts before the first contentful paint holds that paint back
// (on a budget phone, by the whole evaluation of the app). So the app, which index.html
// modulepreloads (downloaded and compiled in parallel, not run), starts once the overlay has
// painted. Where paint timing is missing, one frame later; in a hidden page, which never paints,
// after a second.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  }).observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(start));
}
setTimeout(start, 1000);
