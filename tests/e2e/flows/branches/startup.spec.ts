// The startup branches of SPEC §4 in a real browser against the reference server, reached
// through the mock LIFF overrides (DESIGN.md). LINE's own pages are stubbed (the customer fixture):
// no request leaves this machine.
import type { Page } from '@playwright/test';
import { expect, homeBalance, test } from '../fixtures';

/** Counts document loads of the main frame from now on. */
function countLoads(page: Page) {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  return loads;
}

/** Resolves when no new document has loaded for `quietMs` (fails after `withinMs`): the
 *  startup ended instead of reloading forever. Call it once the page shows where startup ends: a
 *  slow first load can be quiet for longer than `quietMs` before its own reload. */
async function settled(loads: string[], quietMs = 1_500, withinMs = 10_000) {
  let seen = -1;
  let since = Date.now();
  await expect
    .poll(
      () => {
        if (loads.length !== seen) {
          seen = loads.length;
          since = Date.now();
        }
        return Date.now() - since >= quietMs;
      },
      {
        message: 'the page kept reloading',
        timeout: withinMs,
        intervals: [250],
      },
    )
    .toBe(true);
  return loads.length;
}

const sessionItem = (page: Page, key: string) =>
  page.evaluate((k) => sessionStorage.getItem(k), key);

test('not logged in to LINE: the mock login logs in once and startup goes on (no loop)', async ({
  page,
  customer: _customer,
  liffMock,
}) => {
  await liffMock({ isLoggedIn: false });
  const loads = countLoads(page);
  await page.goto('/');
  // Step 3: liff.login(origin). The mock "logs in" (a token for an hour in sessionStorage) and
  // loads the origin again; a new LINE user then lands on registration.
  await expect(page).toHaveURL(/\/register$/);
  expect(await settled(loads)).toBeLessThanOrEqual(3);
  expect(Number(await sessionItem(page, 'liff-mock:login-exp'))).toBeGreaterThan(Date.now() / 1000);
});

test('an expired ID token: logout, reload, login once, then the member is Home (no loop)', async ({
  page,
  member: _member,
  liffMock,
}) => {
  await liffMock({ idTokenExp: 0 });
  const loads = countLoads(page);
  await page.goto('/');
  await expect(homeBalance(page)).toContainText('0 pts');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // Loads: the first (expired → logout → reload), the reload (logged out → login), the login's.
  expect(await settled(loads)).toBe(3);
  expect(Number(await sessionItem(page, 'liff-mock:login-exp'))).toBeGreaterThan(Date.now() / 1000);
});

test('not a friend of the official account: the add-friend page opens', async ({
  page,
  customer: _customer,
  liffMock,
}) => {
  await liffMock({ friendFlag: false });
  await page.goto('/');
  await page.waitForURL('https://line.me/R/ti/p/@loyaltydemo');
  await expect(page.getByText('LINE stand-in')).toBeVisible();
});

test('outside LINE: the LIFF deep link opens, carrying where the visitor was', async ({
  page,
  customer: _customer,
  liffMock,
}) => {
  await liffMock({ isInClient: false });
  await page.goto('/redeem?carousel=2&logstate=e2e');
  await page.waitForURL(/^https:\/\/liff\.line\.me\//);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/2000000000-demo');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    carousel: '2',
    logstate: 'e2e',
    fullPath: '/redeem',
  });
});
