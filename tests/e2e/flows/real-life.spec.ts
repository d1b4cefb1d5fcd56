// Real life on a budget phone inside LINE: the webview is killed while the customer reads the
// SMS, the network drops, the hardware back button is pressed, the session goes stale.
import type { Page } from '@playwright/test';
import { setOffline } from '../budgetPhone';
import { appReady, type Customer, expect, test } from './fixtures';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillDetails(page: Page, c: Customer) {
  await field(page, 'First name').fill(c.firstname);
  await field(page, 'Last name').fill(c.lastname);
  await field(page, 'Email').fill(c.email);
  await field(page, 'Birth date').fill('05/14/90');
  await field(page, 'Mobile number').fill(c.tel);
  await page.getByRole('checkbox', { name: /I agree to the collection and use/ }).check();
}

/** The app downloads what reports trouble right after app-ready: wait until it is in. */
const offlineHelpLoaded = (page: Page) =>
  page.waitForFunction(() =>
    ['Toaster-', 'ChunkLoadError-'].every((name) =>
      performance.getEntriesByType('resource').some((e) => e.name.includes(name)),
    ),
  );

test('a reload after "Send code" keeps the sent code: the SMS code registers and the countdown goes on', async ({
  page,
  customer,
  otpFor,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/register$/);
  await fillDetails(page, customer);
  await page.getByRole('button', { name: 'Send code' }).click();
  const sent = page.getByRole('status').filter({ hasText: /^Code sent to/ });
  await expect(sent).toHaveText(/ref [A-Z0-9]{6}$/);
  const ref = /ref ([A-Z0-9]{6})$/.exec((await sent.textContent()) ?? '')?.[1] as string;

  // LINE's webview is reclaimed while the customer reads the SMS, then opened again.
  await page.reload();
  await appReady(page);
  await expect(sent).toHaveText(`Code sent to 09x-xxx-${customer.tel.slice(-4)}, ref ${ref}`);
  await expect(page.getByText(/^You can ask for a new code in \d+ s$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  await expect(field(page, 'First name')).toHaveValue(customer.firstname);
  await expect(
    page.getByRole('checkbox', { name: /I agree to the collection and use/ }),
  ).toBeChecked();

  await field(page, 'Verification code').fill(await otpFor(customer.tel, ref));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
});

test.describe('a member who has not answered the questionnaire', () => {
  test.use({ memberQuestionnaire: 'open' });

  test('keeps a long answer across a reload', async ({ page, member: _ }) => {
    await page.goto('/questionnaire');
    const answer = page.getByRole('textbox', { name: /What could we do better/ });
    const long = 'More oat milk and fresh bread every morning, please. '.repeat(10).slice(0, 480);
    await answer.fill(long);
    await page.getByRole('radio', { name: 'A friend' }).check();
    await page.reload();
    await appReady(page);
    await expect(answer).toHaveValue(long);
    await expect(page.getByRole('radio', { name: 'A friend' })).toBeChecked();
  });
});

test('profile edit keeps unsaved changes across a reload', async ({ page, member }) => {
  await page.goto('/profile/update');
  await field(page, 'First name').fill('Somsak');
  await page.reload();
  await appReady(page);
  await expect(field(page, 'First name')).toHaveValue('Somsak');
  await expect(field(page, 'Last name')).toHaveValue(member.lastname);
});

test('offline, an error is still shown and a page not opened yet says so instead of vanishing', async ({
  page,
  member: _,
}) => {
  await page.goto('/');
  await appReady(page);
  await offlineHelpLoaded(page);
  await setOffline(page, true);

  // A page whose code was never downloaded.
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'You’re offline' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/Still no connection/)).toBeVisible();
  await expect(page).toHaveURL(/\/product$/);

  // Back online, the page opens by itself.
  await setOffline(page, false);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
});

test('registering offline says there is no connection', async ({ page, customer }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/register$/);
  await appReady(page);
  await offlineHelpLoaded(page);
  await fillDetails(page, customer);
  await setOffline(page, true);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /No connection/ })).toBeVisible();
});

test('the back button closes the image preview first, then leaves the page', async ({
  page,
  member: _,
}) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await page
    .getByRole('button', { name: /^View larger picture of / })
    .first()
    .click();
  const preview = page.getByRole('dialog', { name: /^Image preview/ });
  await expect(preview).toBeVisible();

  await page.goBack();
  await expect(preview).toBeHidden();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('in profile edit, back closes the calendar, keeps the edit, then asks before leaving it', async ({
  page,
  member,
}) => {
  await page.goto('/profile');
  await appReady(page);
  await page.getByRole('link', { name: 'Edit my details' }).click();
  await expect(page).toHaveURL(/\/profile\/update$/);
  await field(page, 'First name').fill('Somsak');
  await page.getByRole('button', { name: 'Choose birth date from a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: /Choose date/ });
  await expect(calendar).toBeVisible();

  await page.goBack();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/update$/);
  await expect(field(page, 'First name')).toHaveValue('Somsak');

  // The next back would leave unsaved changes: it asks first. Staying keeps the edit.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect
    .poll(() => asked)
    .toEqual(['Leave without saving? What you changed here will be lost.']);
  await expect(page).toHaveURL(/\/profile\/update$/);
  await expect(field(page, 'First name')).toHaveValue('Somsak');

  // Leaving drops the edit: profile edit opens again with the saved name.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('link', { name: 'Edit my details' }).click();
  await expect(field(page, 'First name')).toHaveValue(member.firstname);
});

/** The next call to `url` carries a forged token, which the server rejects (401) as it rejects an
 *  expired one. The app holds its token in memory once it has written it (src/state/token.ts), so a
 *  cookie forged under a running page would not be sent: the token is forged on its way out. */
async function sendForgedTokenOnce(page: Page, url: string): Promise<void> {
  await page.route(
    url,
    (route) =>
      route.continue({
        headers: { ...route.request().headers(), authorization: 'Bearer forged.token.value' },
      }),
    { times: 1 },
  );
}

test.describe('a bad or expired session', () => {
  test('heals by itself: the page loads with a fresh sign-in', async ({ page, member: _ }) => {
    await page.goto('/');
    await appReady(page);
    await sendForgedTokenOnce(page, '**/api/user/history/point');
    await page.getByRole('link', { name: 'Profile' }).click();
    // The history loads (a new member has none) instead of "Please sign in again.".
    await expect(page.getByText('No points yet')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('when signing in again fails, "Sign in again" is offered and works', async ({
    page,
    member: _,
  }) => {
    await page.goto('/');
    await appReady(page);
    await offlineHelpLoaded(page);
    await page.route('**/api/authorization/login', (route) =>
      route.fulfill({
        status: 401,
        json: { error: { code: 'UNAUTHORIZED', message: 'Please sign in again.' } },
      }),
    );
    await sendForgedTokenOnce(page, '**/api/user/history/point');
    await page.getByRole('link', { name: 'Profile' }).click();
    const signIn = page.getByRole('button', { name: 'Sign in again' });
    await expect(signIn).toBeVisible();
    await page.unroute('**/api/authorization/login');
    await signIn.click();
    await appReady(page);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Point history' })).toBeVisible();
    await expect(signIn).toBeHidden();
  });
});
