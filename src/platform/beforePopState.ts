// The router (preact-iso's LocationProvider) moves the page on popstate. A popstate listener added
// after it runs after it, capture or not (Chromium calls window's listeners in the order they were
// added), and the router's move has re-rendered by then (in the microtask after its listener),
// unmounting the page whose guard wanted to ask first. So the one listener that may keep the page
// is added here, as the first bundle is evaluated, before the router mounts.

/** Answers true to keep the page: the router, and every later listener, never see the event. */
type KeepPage = (event: PopStateEvent) => boolean;

let keepPage: KeepPage | null = null;

addEventListener('popstate', (event) => {
  if (keepPage?.(event)) event.stopImmediatePropagation();
});

/** Asks `keep` before the router on every popstate, until the returned function is called. */
export function beforePopState(keep: KeepPage): () => void {
  keepPage = keep;
  return () => {
    if (keepPage === keep) keepPage = null;
  };
}
