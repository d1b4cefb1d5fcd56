// Thai at 320 px (Galaxy S9+): the sheets, dialogs and toasts of collecting and spending points
// neither scroll sideways, nor cut text, nor split a Thai word. Thai has no spaces: `word-break:
// break-all` would split words anywhere, so no Thai may be styled so (docs/languages.md).
import { expect, type Reward, test } from '../fixtures';
import { TEXTS } from '../texts';
import {
  clippedTexts,
  expectThaiLinesIntact,
  horizontalOverflow,
  thaiBreakingAll,
  thaiWordsSplit,
} from './lineChecks';

test.use({ lineLanguage: 'th' });

test('the sheets, dialogs and toasts of collecting and spending points', async ({
  page,
  memberApi,
}) => {
  const t = TEXTS.th;
  await memberApi.post('/api/codes', { code: 'WELCOME100' });
  await memberApi.post('/api/codes', { code: 'LINE2026' });
  const reward = (await memberApi.get<Reward[]>('/api/rewards')).find(
    (r) => r.title === 'Free Iced Coffee',
  ) as Reward;

  await page.goto('/');
  await page.getByRole('button', { name: t.home.enterCode }).click();
  const sheet = page.getByRole('dialog', { name: t.code.title });
  await sheet.getByRole('textbox', { name: t.code.label }).fill('NOPE-1234');
  await sheet.getByRole('button', { name: t.code.submit }).click();
  await expect(sheet.getByText(t.code.unknown)).toBeVisible();
  await expectThaiLinesIntact(page, 'the code sheet with a refused code');
  await sheet.getByRole('textbox', { name: t.code.label }).fill('TEA30');
  await sheet.getByRole('button', { name: t.code.submit }).click();
  const added = page.getByRole('dialog', { name: t.code.successTitle });
  await expect(added.getByRole('button', { name: t.code.another })).toBeVisible();
  await expectThaiLinesIntact(page, 'points added');
  await added.getByRole('button', { name: t.code.done }).click();

  await page.goto(`/redeem/${reward.id}`);
  await page.getByRole('button', { name: t.redeem.detail.redeem, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.redeem.confirm.title });
  await expect(confirm.getByRole('button', { name: t.redeem.confirm.confirm })).toBeVisible();
  await expectThaiLinesIntact(page, 'the redeem confirmation');
  await confirm.getByRole('button', { name: t.redeem.confirm.confirm }).click();
  await expect(page.getByText(t.redeem.confirm.success)).toBeVisible();
  await expectThaiLinesIntact(page, 'the toast after redeeming');

  const item = page.getByRole('article').filter({ hasText: reward.title });
  await item.getByRole('button', { name: t.redeem.mine.use, exact: true }).click();
  const warning = page.getByRole('dialog', { name: t.redeem.use.title });
  await expect(warning.getByRole('button', { name: t.redeem.use.start })).toBeVisible();
  await expectThaiLinesIntact(page, 'the warning before using a reward');
  await warning.getByRole('button', { name: t.redeem.use.start }).click();
  const panel = page.getByRole('dialog', { name: t.redeem.code.title });
  await expect(panel.getByRole('img', { name: /^QR/ })).toBeVisible();
  await expectThaiLinesIntact(page, 'the reward code and its countdown');
});

// The checks find what they look for (a page of their own, no app): a check that never fails
// would let every route pass.
test('the checks find split Thai words, cut text and horizontal scrolling', async ({ page }) => {
  const sentence = 'กรุณากรอกโค้ดที่อยู่บนใบเสร็จเพื่อสะสมคะแนนและแลกของรางวัล';
  await page.setContent(`
    <p id="break-all" style="width: 90px; word-break: break-all">${sentence}</p>
    <p id="cut" style="width: 90px; overflow: hidden; white-space: nowrap">${sentence}</p>
    <div id="wide" style="width: 2000px">x</div>`);
  expect((await page.evaluate(thaiWordsSplit)).splits.length).toBeGreaterThan(2);
  expect(await page.evaluate(clippedTexts)).toHaveLength(1);
  expect((await page.evaluate(horizontalOverflow)).wide).toEqual(['div.']);
  expect(await page.evaluate(thaiBreakingAll)).toEqual([`"${sentence.slice(0, 40)}" in p.`]);

  await page.setContent(`
    <p style="width: 90px; overflow-wrap: break-word">${sentence}</p>
    <p style="width: 90px; overflow-wrap: anywhere">${sentence}</p>
    <p style="width: 90px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">${sentence}</p>
    <p style="width: 90px; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2">${sentence}</p>`);
  const kept = await page.evaluate(thaiWordsSplit);
  expect(kept.lines, 'the Thai wraps').toBeGreaterThan(10);
  expect(kept.splits).toEqual([]);
  expect(await page.evaluate(clippedTexts)).toEqual([]);
  expect((await page.evaluate(horizontalOverflow)).wide).toEqual([]);
  expect(await page.evaluate(thaiBreakingAll)).toEqual([]);
});
