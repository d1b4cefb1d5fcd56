// The router (preact-iso's LocationProvider) moves the page on popstate, and a listener added after
// the router's runs too late: the page whose leave guard wanted to ask first is gone. So startup
// adds this listener before the shell mounts the router (boot/run.ts), and it runs what the guard
// puts in `firstPopstate.run`; the guard calls event.stopImmediatePropagation() to keep the page.

/** What runs on popstate before the router; one at a time. */
export const firstPopstate: { run?: (event: PopStateEvent) => void } = {};

/** Adds the listener that runs `firstPopstate.run`: once, before the router mounts. */
export function listenBeforeRouter(): void {
  addEventListener('popstate', (event) => firstPopstate.run?.(event));
}
