import { cleanup } from '@testing-library/preact';
import { afterEach } from 'vitest';
import { clearAccessToken } from '../../src/state/token';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearAccessToken();
});
