import type { Page } from '@playwright/test';
import {
  type Api,
  expect,
  homeBalance,
  inEnglishAndThai,
  pts,
  type Reward,
  test,
  type User,
} from './fixtures';
import { literal, pointsIn, shape, TEXTS, type Texts } from './texts';
import { expectLanguage } from './thaiPage';

const rewardByTitle = async (api: Api, title: string) => {
  const reward = (await api.get<Reward[]>('/api/rewards')).find((r) => r.title === title);
  if (!reward) throw new Error(`The seed has no reward "${title}"`);
  return reward;
};

const giveCodes = async (api: Api, codes: string[]) => {
  for (const code of codes) await api.post('/api/codes', { code });
};

const openCodeSheet = async (page: Page, t: Texts = TEXTS.en) => {
  await page.getByRole('button', { name: t.home.enterCode }).click();
  const sheet = page.getByRole('dialog', { name: t.code.title });
  await expect(sheet.getByRole('textbox', { name: t.code.label })).toBeFocused();
  return sheet;
};

// Collecting points with codes, redeeming a reward and using it: in English and in Thai.
inEnglishAndThai((t, language) => {
  const points = (n: number) => pointsIn(t, n);

  test('demo codes raise the balance', async ({ page, memberApi }) => {
    await page.goto('/');
    await expectLanguage(page, language, shape(t.home.greeting, '.+'));
    await expect(homeBalance(page, t)).toContainText(points(0));

    const sheet = await openCodeSheet(page, t);
    await sheet.getByRole('textbox', { name: t.code.label }).fill('welcome100');
    await sheet.getByRole('button', { name: t.code.submit }).click();
    const added = page.getByRole('dialog', { name: t.code.successTitle });
    await expect(added.getByText(t.code.pointsAdded(points(100)))).toBeVisible();
    await expect(added.getByText(t.code.newBalance(points(100)))).toBeVisible();

    await added.getByRole('button', { name: t.code.another }).click();
    await sheet.getByRole('textbox', { name: t.code.label }).fill('LINE2026');
    await sheet.getByRole('button', { name: t.code.submit }).click();
    await expect(added.getByText(t.code.newBalance(points(300)))).toBeVisible();
    await added.getByRole('button', { name: t.code.done }).click();
    await expect(added).toBeHidden();
    await expect(homeBalance(page, t)).toContainText(points(300));

    // Kept by the server, and listed in the code history.
    expect((await memberApi.get<User>('/api/user')).points).toBe(300);
    await page.reload();
    await expect(homeBalance(page, t)).toContainText(points(300));
    await page.goto('/profile/history/code');
    await expect(page.getByText('LINE friends bonus')).toBeVisible();
    await expect(page.getByText('Welcome bonus')).toBeVisible();
  });

  test('redeeming: the confirmation states cost and balance after, and a double tap spends once', async ({
    page,
    memberApi,
  }) => {
    await giveCodes(memberApi, ['WELCOME100', 'LINE2026']); // 300 pts
    const reward = await rewardByTitle(memberApi, 'Free Iced Coffee');

    await page.goto(`/redeem/${reward.id}`);
    await expect(page.getByRole('heading', { name: reward.title })).toBeVisible();
    await page.getByRole('button', { name: t.redeem.detail.redeem, exact: true }).click();

    const confirm = page.getByRole('dialog', { name: t.redeem.confirm.title });
    const sums = confirm.locator('dl');
    await expect(sums).toContainText(`${t.redeem.confirm.cost}${points(reward.pointsCost)}`);
    await expect(sums).toContainText(`${t.redeem.confirm.balance}${points(300)}`);
    await expect(sums).toContainText(`${t.redeem.confirm.after}${points(300 - reward.pointsCost)}`);

    const redeems: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/rewards\/\d+\/redeem$/.test(r.url()))
        redeems.push(r.url());
    });
    await confirm.getByRole('button', { name: t.redeem.confirm.confirm }).dblclick();

    await expect(page).toHaveURL(/\/redeem\/myRewards$/);
    await expect(page.getByText(t.redeem.confirm.success)).toBeVisible();
    await expectLanguage(page, language, t.redeem.mine.title);
    await expect(page.getByRole('heading', { name: reward.title })).toHaveCount(1);

    expect(redeems).toHaveLength(1);
    expect((await memberApi.get<User>('/api/user')).points).toBe(300 - reward.pointsCost);
    const history = await memberApi.get<{ rewardTitle: string; pointsSpent: number }[]>(
      '/api/user/history/redeem',
    );
    expect(history).toEqual([
      expect.objectContaining({ rewardTitle: reward.title, pointsSpent: reward.pointsCost }),
    ]);
    const spent =
      await memberApi.get<{ delta: number; reason: string }[]>('/api/user/history/point');
    expect(spent.filter((p) => p.reason === 'redeem')).toEqual([
      expect.objectContaining({ delta: -reward.pointsCost }),
    ]);
  });

  test('using a reward warns first, then shows code, QR and countdown; it reopens after a reload', async ({
    page,
    memberApi,
  }) => {
    await giveCodes(memberApi, ['WELCOME100']);
    const reward = await rewardByTitle(memberApi, 'Free Iced Coffee');
    await memberApi.post(
      `/api/rewards/${reward.id}/redeem`,
      {},
      { 'Idempotency-Key': crypto.randomUUID() },
    );

    await page.goto('/');
    await page.getByRole('link', { name: t.home.myRewards }).click();
    await expect(page).toHaveURL(/\/redeem\/myRewards$/);
    await expectLanguage(page, language, t.redeem.mine.title);
    const item = page.getByRole('article').filter({ hasText: reward.title });
    await item.getByRole('button', { name: t.redeem.mine.use, exact: true }).click();

    const warning = page.getByRole('dialog', { name: t.redeem.use.title });
    await expect(warning).toContainText(t.redeem.use.warning(reward.useWindowMinutes));
    await warning.getByRole('button', { name: t.redeem.use.start }).click();

    const panel = page.getByRole('dialog', { name: t.redeem.code.title });
    const label = literal(t.redeem.code.codeLabel);
    const codeText = panel.locator('p').filter({ hasText: new RegExp(`^${label}`) });
    await expect(codeText).toHaveText(new RegExp(`^${label}\\S+$`));
    const code = ((await codeText.textContent()) ?? '').slice(t.redeem.code.codeLabel.length);
    await expect(panel.getByRole('img', { name: t.redeem.code.qrLabel(code) })).toBeVisible();
    const timeLeftIs = new RegExp(`^${literal(t.redeem.code.timeLeft)}: \\d{1,2}:\\d{2}$`);
    const timeLeft = panel.getByText(timeLeftIs);
    await expect(timeLeft).toBeVisible();
    const first = await timeLeft.textContent();
    await expect(timeLeft).not.toHaveText(first ?? '', { timeout: 5_000 }); // it counts down
    await panel.getByRole('button', { name: t.redeem.code.close }).click();
    await expect(panel).toBeHidden();

    await page.reload();
    await expect(item.getByText(t.redeem.mine.inUse)).toBeVisible();
    await item.getByRole('button', { name: t.redeem.mine.show }).click();
    await expect(codeText).toHaveText(`${t.redeem.code.codeLabel}${code}`);
    await expect(panel.getByRole('img', { name: t.redeem.code.qrLabel(code) })).toBeVisible();
    await expect(panel.getByText(timeLeftIs)).toBeVisible();
  });
});

test('a refused code is explained and the typed code stays in the box', async ({
  page,
  member: _member,
}) => {
  await page.goto('/');
  const sheet = await openCodeSheet(page);
  const box = sheet.getByRole('textbox', { name: 'Code' });

  await box.fill('NOPE-1234');
  await sheet.getByRole('button', { name: 'Add points' }).click();
  await expect(box).toHaveAccessibleDescription(/We don't recognise that code/);
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveValue('NOPE-1234');
  await expect(box).toBeFocused();

  await box.fill('EXPIRED99');
  await sheet.getByRole('button', { name: 'Add points' }).click();
  await expect(box).toHaveAccessibleDescription(/This code has expired\./);
  await expect(box).toHaveValue('EXPIRED99');

  await box.fill('SOON400');
  await sheet.getByRole('button', { name: 'Add points' }).click();
  await expect(box).toHaveAccessibleDescription(/can't be used yet/);
  await expect(box).toHaveValue('SOON400');
  await expect(homeBalance(page)).toContainText(pts(0));
});
