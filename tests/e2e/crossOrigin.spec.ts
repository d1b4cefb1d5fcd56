import { expect, type Page, test } from '@playwright/test';

const API = 'http://127.0.0.1:4174';

/** A request the fake API saw (tests/e2e/fakeApi.mjs). */
type Seen = {
  method: string;
  path: string;
  authorization: string | null;
  form: Record<string, string>;
};

const mockLiff = (page: Page, overrides: object) =>
  page.addInitScript(
    (value) => localStorage.setItem('liff-mock', value),
    JSON.stringify(overrides),
  );

const appReady = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0);

test('a returning user lands on home with a session', async ({ page, context }) => {
  await mockLiff(page, { profile: { userId: 'U-e2e-returning' } });
  await page.goto('/');
  await appReady(page);

  await expect(page.locator('#overlay')).toHaveCount(0);
  await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  await expect(page.getByText(/^version \S+/)).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'accessToken')).toMatchObject({
    value: 'token-U-e2e-returning',
    path: '/',
  });

  const requests = async () =>
    ((await (await page.request.get(`${API}/__requests`)).json()) as Seen[]).filter(
      (r) =>
        r.form.lineUserId === 'U-e2e-returning' ||
        r.authorization === 'Bearer token-U-e2e-returning',
    );
  // The page view is logged after the first page's paint, which may come after app-ready.
  let mine: Seen[] = [];
  await expect
    .poll(async () => {
      mine = await requests();
      return mine.some((r) => r.path === '/api/log/pageview');
    })
    .toBe(true);
  const login = mine.find((r) => r.path === '/api/authorization/login');
  expect(login?.form.idToken).toMatch(/^mock\./);
  expect(mine.find((r) => r.path === '/api/user')?.authorization).toBe(
    'Bearer token-U-e2e-returning',
  );
});

test('a new user is sent to /register', async ({ page, context }) => {
  await mockLiff(page, { profile: { userId: 'U-new-e2e' } });
  await page.goto('/?carousel=2&logstate=rich-menu');
  await appReady(page);

  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator('#overlay')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('carousel'))).toBe('2');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toEqual({
    id: 2,
  });
});

test('outside LINE the app opens its LINE deep link', async ({ page }) => {
  await mockLiff(page, { isInClient: false });
  await page.route('https://liff.line.me/**', (route) => route.fulfill({ body: 'LINE' }));
  await page.goto('/profile?tab=1&carousel=3');
  await page.waitForURL(/liff\.line\.me/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/e2e-liff-id');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    carousel: '3',
    logstate: '',
    fullPath: '/profile?tab=1',
  });
});
