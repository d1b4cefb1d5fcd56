// The router (preact-iso's LocationProvider) moves the page on popstate. A popstate listener added
// after it runs after it, capture or not (Chromium calls window's listeners in the order they were
// added), and the router's move has re-rendered by then (in the microtask after its listener),
// unmounting the page whose leave guard wanted to ask first (ui/useLeaveGuard). So this listener
// is added as the first bundle is evaluated, before the router mounts, and runs what the guard
// puts in `firstPopstate.run`; the guard calls event.stopImmediatePropagation() to keep the page.

/** What runs on popstate before the router; one at a time. */
export const firstPopstate: { run?: (event: PopStateEvent) => void } = {};

addEventListener('popstate', (event) => firstPopstate.run?.(event));
