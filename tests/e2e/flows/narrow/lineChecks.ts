// What the Thai line checks look at on a page (thai-lines.spec.ts, and every route's Thai pass):
// plain functions run in the page (page.evaluate) that use nothing from outside themselves, and
// expectThaiLinesIntact, which runs them all.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Line starts inside a Thai word: for each text node with Thai, where a rendered line begins (a
 *  character lower than the one before it) that is neither a word boundary (Intl.Segmenter) nor
 *  after a space. Each as 'before|after', around the break; `lines`: the line starts in Thai
 *  text that were checked. */
export function thaiWordsSplit(): { lines: number; splits: string[] } {
  const thai = /[\u0E00-\u0E7F]/;
  const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
  const words = new Intl.Segmenter('th', { granularity: 'word' });
  const range = document.createRange();
  const splits: string[] = [];
  let lines = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!thai.test(text)) continue;
    const boundaries = new Set([...words.segment(text)].map((w) => w.index));
    let before: { rect: DOMRect; segment: string } | undefined;
    for (const { segment, index } of graphemes.segment(text)) {
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const rect = [...range.getClientRects()].find((r) => r.width > 0 && r.height > 0);
      // A space may end a line; after it any character may start one. Unrendered text has no box.
      if (/\s/.test(segment) || !rect) {
        before = undefined;
        continue;
      }
      const startsLine = before && rect.top > before.rect.top + before.rect.height / 2;
      if (startsLine && (thai.test(segment) || thai.test(before?.segment ?? ''))) {
        lines += 1;
        if (!boundaries.has(index)) {
          splits.push(
            `${text.slice(Math.max(0, index - 15), index)}|${text.slice(index, index + 15)}`,
          );
        }
      }
      before = { rect, segment };
    }
  }
  return { lines, splits };
}

/** Text cut off by a box that hides its overflow: a text node whose rendered box passes the
 *  padding box of the nearest ancestor that clips it on that axis, before any ancestor that
 *  scrolls on that axis. Boxes that ellipse or clamp on purpose (text-overflow: ellipsis,
 *  -webkit-line-clamp) and visually hidden text (a box of 1 px or a clip) do not count. */
export function clippedTexts(): string[] {
  const clipping = (value: string) => value === 'hidden' || value === 'clip';
  const scrolling = (value: string) => value === 'auto' || value === 'scroll';
  const range = document.createRange();
  const clipped: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    if (!text || !node.parentElement?.checkVisibility()) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    let x = true;
    let y = true;
    for (
      let el: HTMLElement | null = node.parentElement;
      el && el !== document.body && (x || y);
    ) {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.clip !== 'auto') break; // visually hidden
      const deliberate =
        style.textOverflow === 'ellipsis' ||
        style.getPropertyValue('-webkit-line-clamp') !== 'none';
      if (deliberate && (clipping(style.overflowX) || clipping(style.overflowY))) break;
      const left = box.left + el.clientLeft;
      const top = box.top + el.clientTop;
      const right = left + el.clientWidth;
      const bottom = top + el.clientHeight;
      // A line's box is the font's whole height; the letters need most of it, not all.
      const cut = rects.some(
        (r) =>
          (x && clipping(style.overflowX) && (r.left < left - 1 || r.right > right + 1)) ||
          (y &&
            clipping(style.overflowY) &&
            (r.top + r.height / 4 < top || r.bottom - r.height / 4 > bottom)),
      );
      if (cut) {
        clipped.push(`"${text.slice(0, 40)}" in ${el.tagName.toLowerCase()}.${el.className}`);
        break;
      }
      if (scrolling(style.overflowX)) x = false;
      if (scrolling(style.overflowY)) y = false;
      el = el.parentElement;
    }
  }
  return clipped;
}

/** The document's width and what sticks out past the screen's right edge. */
export function horizontalOverflow() {
  const { scrollWidth, clientWidth } = document.documentElement;
  const wide = [...document.body.querySelectorAll('*')]
    .filter((el) => el.getBoundingClientRect().right > clientWidth + 1)
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
    .slice(0, 5);
  return { scrollWidth, clientWidth, wide };
}

/** Thai text styled to break between any two letters (`word-break: break-all`): it splits Thai
 *  words wherever it wraps, at widths and font sizes the screens here never show. */
export function thaiBreakingAll(): string[] {
  const thai = /[\u0E00-\u0E7F]/;
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent ?? '';
    if (el && thai.test(text) && getComputedStyle(el).wordBreak === 'break-all') {
      found.push(`"${text.slice(0, 40)}" in ${el.tagName.toLowerCase()}.${el.className}`);
    }
  }
  return found;
}

/** The page as it is now, in Thai at 320 px: no horizontal scrolling, no text cut off, no Thai
 *  word split across lines. */
export async function expectThaiLinesIntact(page: Page, where: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(page.viewportSize()?.width, 'the narrowest screen').toBeLessThanOrEqual(320);

  const overflow = await page.evaluate(horizontalOverflow);
  expect(
    overflow.scrollWidth,
    `no horizontal scrolling on ${where}: ${overflow.wide}`,
  ).toBeLessThanOrEqual(overflow.clientWidth);
  expect.soft(await page.evaluate(clippedTexts), `text cut off on ${where}`).toEqual([]);
  const { lines, splits } = await page.evaluate(thaiWordsSplit);
  test.info().annotations.push({ type: `Thai lines wrapped on ${where}`, description: `${lines}` });
  expect.soft(splits, `Thai words split on ${where}`).toEqual([]);
  expect.soft(await page.evaluate(thaiBreakingAll), `Thai under break-all on ${where}`).toEqual([]);
}
