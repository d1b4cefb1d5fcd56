import type { Page } from '@playwright/test';
import { appReady, expect, homeBalance, pts, test } from '../fixtures';

/** Holds the backend login until `release()`: startup cannot finish before then. */
async function holdLogin(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/authorization/login', async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}

/** From the next load on: adds up every layout shift of the page in `layoutShift` (the test makes
 *  no input, so all of them count towards CLS). */
const sumLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const sum = globalThis as unknown as { layoutShift: number };
    sum.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        sum.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

const readyMarked = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('app-ready').length > 0);

test('a repeat visit paints the last Home at once, marked refreshing, then the fresh one', async ({
  page,
  member,
  memberApi,
}) => {
  await page.goto('/');
  await appReady(page);
  await expect(homeBalance(page)).toContainText(pts(0));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(member.displayName);

  // Points change behind the app's back; the next open must not pass the old balance off as fresh.
  await memberApi.post('/api/codes', { code: 'THANKYOU50' });
  const login = await holdLogin(page);
  await sumLayoutShifts(page);
  await page.reload();

  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'Refreshing…' })).toBeVisible();
  await expect(homeBalance(page)).toContainText(pts(0));
  await expect(page.locator('#overlay')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Enter a code' })).toBeDisabled();
  expect(await readyMarked(page)).toBe(false);

  login.release();
  await appReady(page);
  await expect(homeBalance(page)).toContainText(pts(50));
  await expect(page.getByText('Refreshing…')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Enter a code' })).toBeEnabled();
  // The fresh Home took the snapshot's place without moving anything (the refreshing note's line
  // going away shifted all below it by 21 px).
  expect(await page.evaluate(() => (globalThis as { layoutShift?: number }).layoutShift)).toBe(0);
});

test("another LINE user on the same phone never sees the last user's Home", async ({
  page,
  member,
  liffMock,
}) => {
  await page.goto('/');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(member.displayName);

  await liffMock({
    profile: { userId: `${member.lineUserId}-other`, displayName: 'Someone else' },
  });
  const login = await holdLogin(page);
  await page.reload();
  // The overlay stays up while the other user's startup waits on the backend.
  await expect(page.locator('#overlay')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByText(member.displayName)).toHaveCount(0);
  await expect(page.getByText('Refreshing…')).toHaveCount(0);
  login.release();
});
