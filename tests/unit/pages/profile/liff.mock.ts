import { vi } from 'vitest';

/** src/liff as the Profile tests see it, through
 *  `vi.mock('../../../../src/liff', () => import('./liff.mock'))`.
 *  In LINE, with no home-screen shortcut, unless a test says otherwise. */
export const liff = {
  isInClient: vi.fn(() => true),
  isApiAvailable: vi.fn(() => false),
};
export const addToHomeScreen = vi.fn(async () => {});
export const getLiff = async () => liff;
export const loadedLiff = () => liff;
