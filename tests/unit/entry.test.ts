import { afterEach, describe, expect, it, vi } from 'vitest';

// The entry's one dependency on the page: the first paint, here at once.
vi.mock('../../src/platform/firstPaint', () => ({
  afterFirstPaint: (start: () => void) => start(),
}));

/** What the style sheet looked like when the app's first module ran. */
const atAppStart: { sheet?: HTMLElement | null; batched?: boolean } = {};
vi.mock('../../src/main', () => {
  const sheet = document.getElementById('_goober');
  const node = sheet?.firstChild;
  atAppStart.sheet = sheet;
  atAppStart.batched = Boolean(node && Object.getOwnPropertyDescriptor(node, 'data'));
  return {};
});

afterEach(() => {
  document.getElementById('_goober')?.remove();
});

describe('the entry', () => {
  it("sets goober's style sheet up to batch its writes before the app's modules run", async () => {
    await import('../../src/entry');
    await vi.waitFor(() => expect(atAppStart.sheet).toBeTruthy());
    // Its text node takes writes through the batching setter (ui/batchStyleWrites).
    expect(atAppStart.batched).toBe(true);
  });
});
