import { expect, homeBalance, test } from '../fixtures';

test('Home: every control has an accessible name and nothing overflows at 360 px', async ({
  page,
  memberApi,
}) => {
  await memberApi.post('/api/codes', { code: 'WELCOME100' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(homeBalance(page)).toContainText('100 pts');
  // The feed (banners and highlights) is in.
  await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading campaigns…' })).toHaveCount(0);

  const controls = [
    ...(await page.getByRole('button').all()),
    ...(await page.getByRole('link').all()),
    ...(await page.getByRole('textbox').all()),
    ...(await page.getByRole('img').all()),
  ];
  expect(controls.length).toBeGreaterThan(8);
  for (const control of controls) {
    await expect.soft(control).toHaveAccessibleName(/\S/);
  }

  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .slice(0, 5),
  }));
  expect(overflow.clientWidth).toBe(360);
  expect(overflow, 'no horizontal scrolling at 360 px').toMatchObject({ scrollWidth: 360 });
});
