import { expect, type Reward, test, type User } from './fixtures';

test('carousel dots are 44×44 touch targets', async ({ page, member: _member }) => {
  await page.goto('/');
  const dots = page.getByRole('button', { name: /^Show slide \d+ of \d+$/ });
  await expect(dots.first()).toBeVisible();
  for (const dot of await dots.all()) {
    const box = await dot.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

test('a code typed with an inner space counts, and a success toast leaves the back link free', async ({
  page,
  memberApi,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Enter a code' }).click();
  const sheet = page.getByRole('dialog', { name: 'Enter a code' });
  await sheet.getByRole('textbox', { name: 'Code' }).fill('tea 30');
  await sheet.getByRole('button', { name: 'Add points' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Points added' }).getByText('+30 pts'),
  ).toBeVisible();
  expect((await memberApi.get<User>('/api/user')).points).toBe(30);

  await memberApi.post('/api/codes', { code: 'WELCOME100' });
  const reward = (await memberApi.get<Reward[]>('/api/rewards')).find(
    (r) => r.title === 'Free Iced Coffee',
  ) as Reward;
  await page.goto(`/redeem/${reward.id}`);
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Redeem this reward?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/redeem\/myRewards$/);
  // The reward's page has a "Rewards" back link too: measure My rewards' own, once it is shown.
  await expect(page.getByRole('heading', { name: 'My rewards' })).toBeVisible();
  const toast = page.getByText('Reward redeemed. Find it in My rewards.');
  await expect(toast).toBeVisible();
  const back = page.getByRole('link', { name: 'Rewards' });
  const [toastBox, backBox] = [await toast.boundingBox(), await back.boundingBox()];
  expect(toastBox && backBox && toastBox.y >= backBox.y + backBox.height).toBe(true);
  // Tappable while the toast is still up (a covered link would wait out the toast's 5 s).
  await back.click({ timeout: 2_000 });
  await expect(page).toHaveURL(/\/redeem$/);
});

test('a number in the +66 form is taken whole and saved as 0 and nine digits', async ({
  page,
  member,
  memberApi,
}) => {
  await page.goto('/profile/update');
  const tel = page.getByLabel('Mobile number');
  const international = `+66 ${member.tel.slice(1, 3)} ${member.tel.slice(3, 6)} ${member.tel.slice(6)}`;
  await tel.fill('');
  await tel.pressSequentially(international);
  await expect(tel).toHaveValue(international);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect((await memberApi.get<User & { tel: string }>('/api/user')).tel).toBe(member.tel);
});
