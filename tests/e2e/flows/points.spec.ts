import type { Page } from '@playwright/test';
import { type Api, expect, homeBalance, pts, type Reward, test, type User } from './fixtures';

const rewardByTitle = async (api: Api, title: string) => {
  const reward = (await api.get<Reward[]>('/api/rewards')).find((r) => r.title === title);
  if (!reward) throw new Error(`The seed has no reward "${title}"`);
  return reward;
};

const giveCodes = async (api: Api, codes: string[]) => {
  for (const code of codes) await api.post('/api/codes', { code });
};

const openCodeSheet = async (page: Page) => {
  await page.getByRole('button', { name: 'Enter a code' }).click();
  const sheet = page.getByRole('dialog', { name: 'Enter a code' });
  await expect(sheet.getByRole('textbox', { name: 'Code' })).toBeFocused();
  return sheet;
};

test('demo codes raise the balance', async ({ page, memberApi }) => {
  await page.goto('/');
  await expect(homeBalance(page)).toContainText(pts(0));

  const sheet = await openCodeSheet(page);
  await sheet.getByRole('textbox', { name: 'Code' }).fill('welcome100');
  await sheet.getByRole('button', { name: 'Add points' }).click();
  const added = page.getByRole('dialog', { name: 'Points added' });
  await expect(added.getByText('+100 pts')).toBeVisible();
  await expect(added.getByText(`Your balance is now ${pts(100)}.`)).toBeVisible();

  await added.getByRole('button', { name: 'Enter another code' }).click();
  await sheet.getByRole('textbox', { name: 'Code' }).fill('LINE2026');
  await sheet.getByRole('button', { name: 'Add points' }).click();
  await expect(added.getByText(`Your balance is now ${pts(300)}.`)).toBeVisible();
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(added).toBeHidden();
  await expect(homeBalance(page)).toContainText(pts(300));

  // Kept by the server, and listed in the code history.
  expect((await memberApi.get<User>('/api/user')).points).toBe(300);
  await page.reload();
  await expect(homeBalance(page)).toContainText(pts(300));
  await page.goto('/profile/history/code');
  await expect(page.getByText('LINE friends bonus')).toBeVisible();
  await expect(page.getByText('Welcome bonus')).toBeVisible();
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

test('redeeming: the confirmation states cost and balance after, and a double tap spends once', async ({
  page,
  memberApi,
}) => {
  await giveCodes(memberApi, ['WELCOME100', 'LINE2026']); // 300 pts
  const reward = await rewardByTitle(memberApi, 'Free Iced Coffee');

  await page.goto(`/redeem/${reward.id}`);
  await expect(page.getByRole('heading', { name: reward.title })).toBeVisible();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: 'Redeem this reward?' });
  const sums = confirm.locator('dl');
  await expect(sums).toContainText(`Cost${pts(reward.pointsCost)}`);
  await expect(sums).toContainText(`Your balance${pts(300)}`);
  await expect(sums).toContainText(`Balance after${pts(300 - reward.pointsCost)}`);

  const redeems: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/rewards\/\d+\/redeem$/.test(r.url()))
      redeems.push(r.url());
  });
  await confirm.getByRole('button', { name: 'Confirm' }).dblclick();

  await expect(page).toHaveURL(/\/redeem\/myRewards$/);
  await expect(page.getByText('Reward redeemed. Find it in My rewards.')).toBeVisible();
  await expect(page.getByRole('heading', { name: reward.title })).toHaveCount(1);

  expect(redeems).toHaveLength(1);
  expect((await memberApi.get<User>('/api/user')).points).toBe(300 - reward.pointsCost);
  const history = await memberApi.get<{ rewardTitle: string; pointsSpent: number }[]>(
    '/api/user/history/redeem',
  );
  expect(history).toEqual([
    expect.objectContaining({ rewardTitle: reward.title, pointsSpent: reward.pointsCost }),
  ]);
  const points =
    await memberApi.get<{ delta: number; reason: string }[]>('/api/user/history/point');
  expect(points.filter((p) => p.reason === 'redeem')).toEqual([
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
  await page.getByRole('link', { name: 'My rewards' }).click();
  await expect(page).toHaveURL(/\/redeem\/myRewards$/);
  const item = page.getByRole('article').filter({ hasText: reward.title });
  await item.getByRole('button', { name: 'Use' }).click();

  const warning = page.getByRole('dialog', { name: 'Use this reward now?' });
  await expect(warning).toContainText(
    `A ${reward.useWindowMinutes}-minute countdown starts as soon as you tap Start.`,
  );
  await warning.getByRole('button', { name: 'Start' }).click();

  const panel = page.getByRole('dialog', { name: 'Show this to staff' });
  const codeText = panel.locator('p').filter({ hasText: /^Reward code/ });
  await expect(codeText).toHaveText(/^Reward code\S+$/);
  const code = ((await codeText.textContent()) ?? '').replace(/^Reward code/, '');
  await expect(panel.getByRole('img', { name: `QR code for ${code}` })).toBeVisible();
  const timeLeft = panel.getByText(/^Time left:/);
  await expect(timeLeft).toHaveText(/^Time left: \d{1,2}:\d{2}$/);
  const first = await timeLeft.textContent();
  await expect(timeLeft).not.toHaveText(first ?? '', { timeout: 5_000 }); // it counts down
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();

  await page.reload();
  await expect(item.getByText('In use')).toBeVisible();
  await item.getByRole('button', { name: 'Show code' }).click();
  await expect(panel.locator('p').filter({ hasText: /^Reward code/ })).toHaveText(
    `Reward code${code}`,
  );
  await expect(panel.getByRole('img', { name: `QR code for ${code}` })).toBeVisible();
  await expect(panel.getByText(/^Time left: \d{1,2}:\d{2}$/)).toBeVisible();
});
