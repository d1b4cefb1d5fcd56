import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The entry's one dependency on the page: the first paint, here when a test says so.
let paint: (() => void) | undefined;
vi.mock('../../src/platform/firstPaint', () => ({
  afterFirstPaint: (start: () => void) => {
    paint = start;
  },
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
const thaiWords = vi.hoisted(() => ({ asked: false }));
vi.mock('../../src/app/firstScreenThai', () => {
  thaiWords.asked = true;
  return {};
});

/** Runs the entry in a webview of `webview`'s language with `kept` chosen on this device. */
async function openWith(webview: string, kept: string | null) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(webview);
  if (kept) localStorage.setItem('language', kept);
  const reads = vi.spyOn(Storage.prototype, 'getItem');
  await import('../../src/entry');
  return reads;
}

beforeEach(() => {
  vi.resetModules();
  paint = undefined;
  thaiWords.asked = false;
  document.documentElement.lang = 'en';
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.getElementById('_goober')?.remove();
});

describe('the entry', () => {
  it("sets goober's style sheet up to batch its writes before the app's modules run", async () => {
    await openWith('en-US', null);
    paint?.();
    await vi.waitFor(() => expect(atAppStart.sheet).toBeTruthy());
    // Its text node takes writes through the batching setter (ui/batchStyleWrites).
    expect(atAppStart.batched).toBe(true);
  });

  it("paints the overlay in the webview's language without reading storage first", async () => {
    const reads = await openWith('th-TH', 'en');
    expect(document.documentElement.lang).toBe('th');
    expect(reads).not.toHaveBeenCalled();
    // After the paint the choice kept on this device wins.
    paint?.();
    expect(reads).toHaveBeenCalledWith('language');
    expect(document.documentElement.lang).toBe('en');
    expect(thaiWords.asked).toBe(false);
  });

  it('turns the overlay Thai after the first paint for a customer who chose Thai', async () => {
    await openWith('en-US', 'th');
    expect(document.documentElement.lang).toBe('en');
    paint?.();
    expect(document.documentElement.lang).toBe('th');
    // The first screen's Thai words download beside the app.
    await vi.waitFor(() => expect(thaiWords.asked).toBe(true));
  });
});
