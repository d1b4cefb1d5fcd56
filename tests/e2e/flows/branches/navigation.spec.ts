import { appReady, expect, test } from '../fixtures';

test('not-found pages and the footer rule', async ({ page, member: _member }) => {
  const footer = page.getByText(/^version \S+/);

  // Route validation fails: /content/{id} needs a number.
  await page.goto('/content/abc');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /content/abc', { exact: true })).toBeVisible();
  await expect(footer).toBeVisible();

  // No route matches.
  await page.goto('/nope');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Page not found: /nope', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(footer).toBeVisible();

  // Coming soon has no footer.
  await page.goto('/activity/comingSoon');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footer).toHaveCount(0);
});

test('a member opening /register goes Home, keeping the query', async ({
  page,
  member: _member,
}) => {
  await page.goto('/register?carousel=2&utm=e2e');
  await appReady(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.search === '?carousel=2&utm=e2e', { timeout: 2_000 });
});
