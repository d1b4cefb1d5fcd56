import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { clearAccessToken } from '../../src/state/token';

// jsdom lays nothing out and has no Element.scrollTo; every browser the app runs in has it.
Element.prototype.scrollTo ??= function scrollTo(
  this: Element,
  options?: ScrollToOptions | number,
) {
  if (typeof options === 'object' && options.left !== undefined) this.scrollLeft = options.left;
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearAccessToken();
});
