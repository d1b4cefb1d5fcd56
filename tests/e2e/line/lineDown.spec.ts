// LINE unreachable, or answering errors, while the SDK starts: the customer reads what is wrong
// and can try again; nothing is held against them and nothing reloads by itself.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The app's own API calls from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.port === '4190' && url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

for (const [what, change] of [
  ['LINE unreachable', { unreachable: true }],
  ['LINE answering 500 for the access-token check', { failures: { verify: 500 } }],
] as const) {
  test(`${what} while the SDK starts: a clear message and a retry, no reload loop`, async ({
    page,
    line,
    member,
  }) => {
    void member;
    line.set(change);
    const calls = apiCalls(page);
    let loads = 0;
    page.on('load', () => loads++);
    await line.open('/');
    await expect(page.getByText('Could not reach LINE. Please try again.')).toBeVisible();
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
    expect(calls.filter((c) => c.startsWith('/api/authorization/'))).toEqual([]);
    expect(calls.filter((c) => c === '/api/log/state')).toEqual([]);

    // LINE is back: "Try again" starts the app.
    line.set({ unreachable: false, failures: {} });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').locator('header p').first()).toContainText('Your points');
  });
}
