import { beforeEach, vi } from 'vitest';

/** src/liff as the MyRewards tests see it, through
 *  `vi.mock('../../../../src/liff', () => import('./liff.mock'))`.
 *  A test sets `liff.context` to the chat the app was opened from. */
export const liff = {
  context: { type: 'none', scope: [] } as { type: string; scope: string[] } | null,
  sendMessages: vi.fn(async (_messages: unknown) => {}),
};

export const getLiff = async () => ({
  getContext: () => liff.context,
  // As in @line/liff 2.31: sendMessages is not a name it knows.
  isApiAvailable: (name: string) => {
    if (name === 'sendMessages') throw new Error('Unexpected API name.');
    return false;
  },
  sendMessages: liff.sendMessages,
});

/** Before each test: opened outside a chat, nothing sent. */
export function outsideAChat(): void {
  beforeEach(() => {
    liff.context = { type: 'none', scope: [] };
    liff.sendMessages.mockClear();
  });
}
