import { vi } from 'vitest';

/** src/liff as the Register tests see it, through
 *  `vi.mock('../../../../src/liff', () => import('./liff.mock'))`.
 *  Outside LINE unless a test says otherwise. */
export const liff = { isInClient: vi.fn(() => false), closeWindow: vi.fn() };
export const getLiff = async () => liff;
export const currentIdToken = async () => 'line-id-token';
