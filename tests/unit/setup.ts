import { cleanup, configure } from '@testing-library/preact';
import { afterAll, afterEach } from 'vitest';
import { listenBeforeRouter } from '../../src/platform/firstPopstate';
import { clearAccessToken } from '../../src/state/token';

// A find or waitFor gives up after 5 s, not Testing Library's 1 s: what a test waits for is often a
// lazy chunk, which Vite transforms on its first import, and with the server tests beside (CI) a
// loaded 2-core host took over a second for the calendar's (ProfileUpdate, 2026-11-27).
configure({ asyncUtilTimeout: 5000 });

// As startup does before the shell mounts the router (boot/run.ts): the leave guard asks first.
listenBeforeRouter();

// jsdom lays nothing out and has no Element.scrollTo; every browser the app runs in has it.
Element.prototype.scrollTo ??= function scrollTo(
  this: Element,
  options?: ScrollToOptions | number,
) {
  if (typeof options === 'object' && options.left !== undefined) this.scrollLeft = options.left;
};

afterEach(async () => {
  cleanup();
  // A layer closed by unmounting steps history back (ui/backLayer), and jsdom traverses history
  // in a task of its own: let it land here, not in the next test's freshly set address.
  await new Promise((resolve) => setTimeout(resolve, 0));
  localStorage.clear();
  sessionStorage.clear();
  clearAccessToken();
});

// Preact runs effects after the next frame, or after 35 ms without one (hooks' afterNextFrame).
// A timer still pending when the file ends would fire after jsdom is gone (cancelAnimationFrame
// is not defined): let it fire first.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
