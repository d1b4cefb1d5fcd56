import { describe, expect, it, vi } from 'vitest';
import { addToHomeScreen } from '../../../src/liff/shortcut';
import type { Liff } from '../../../src/liff/types';

describe('home-screen shortcut', () => {
  it("rejects with 'Invalid LIFF ID.' when no LIFF id is configured", async () => {
    const liff = { createShortcutOnHomeScreen: vi.fn() } as unknown as Liff;
    await expect(addToHomeScreen('', liff)).rejects.toThrow(new Error('Invalid LIFF ID.'));
    expect(liff.createShortcutOnHomeScreen).not.toHaveBeenCalled();
  });

  it('creates the shortcut for the app URL', async () => {
    const liff = { createShortcutOnHomeScreen: vi.fn(async () => {}) } as unknown as Liff;
    await addToHomeScreen('123-abc', liff);
    expect(liff.createShortcutOnHomeScreen).toHaveBeenCalledWith({
      url: 'https://miniapp.line.me/123-abc',
    });
  });
});
