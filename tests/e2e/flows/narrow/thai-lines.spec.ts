// Thai on the narrowest screen (the Galaxy S9+, 320 px wide): every route of SPEC §2 in Thai,
// loaded (../routes/routeCases.ts), has no horizontal scrolling, no text cut off by a box that
// hides its overflow (unless the box ellipses or clamps it on purpose), and no Thai word split
// across two lines. Thai writes no spaces between words: the browser breaks lines at the word
// boundaries of its dictionary, unless a style lets it break anywhere (`word-break: break-all`)
// or a box gets narrower than a word (`overflow-wrap: anywhere` lets a flex or grid item shrink
// below its longest word), which splits words in the middle.
import { expect, test } from '../fixtures';
import { forEveryRoute } from '../routes/routeCases';
import { TEXTS } from '../texts';
import { clippedTexts, horizontalOverflow, thaiWordsSplit } from './lineChecks';

test.use({ lineLanguage: 'th' });

forEveryRoute(TEXTS.th, async (page, c) => {
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(page.viewportSize()?.width, 'the narrowest screen').toBeLessThanOrEqual(320);

  const overflow = await page.evaluate(horizontalOverflow);
  expect(
    overflow.scrollWidth,
    `no horizontal scrolling on ${c.route}: ${overflow.wide}`,
  ).toBeLessThanOrEqual(overflow.clientWidth);
  expect.soft(await page.evaluate(clippedTexts), `text cut off on ${c.route}`).toEqual([]);
  expect.soft(await page.evaluate(thaiWordsSplit), `Thai words split on ${c.route}`).toEqual([]);
});

// The checks find what they look for (a page of their own, no app): a check that never fails
// would let every route pass.
test('the checks find split Thai words, cut text and horizontal scrolling', async ({ page }) => {
  const sentence = 'กรุณากรอกโค้ดที่อยู่บนใบเสร็จเพื่อสะสมคะแนนและแลกของรางวัล';
  await page.setContent(`
    <p id="break-all" style="width: 90px; word-break: break-all">${sentence}</p>
    <p id="cut" style="width: 90px; overflow: hidden; white-space: nowrap">${sentence}</p>
    <div id="wide" style="width: 2000px">x</div>`);
  expect((await page.evaluate(thaiWordsSplit)).length).toBeGreaterThan(2);
  expect(await page.evaluate(clippedTexts)).toHaveLength(1);
  expect((await page.evaluate(horizontalOverflow)).wide).toEqual(['div.']);

  await page.setContent(`
    <p style="width: 90px; overflow-wrap: break-word">${sentence}</p>
    <p style="width: 90px; overflow-wrap: anywhere">${sentence}</p>
    <p style="width: 90px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">${sentence}</p>
    <p style="width: 90px; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2">${sentence}</p>`);
  expect(await page.evaluate(thaiWordsSplit)).toEqual([]);
  expect(await page.evaluate(clippedTexts)).toEqual([]);
  expect((await page.evaluate(horizontalOverflow)).wide).toEqual([]);
});
