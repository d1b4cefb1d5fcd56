import type { Page } from '@playwright/test';
import { Api, type Customer, expect, homeBalance, test, type User } from './fixtures';

/** The accessible name of a day in the date picker's calendar, e.g. 'Monday, May 14, 1990'. */
const dayName = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(y, m - 1, d));
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillDetails(page: Page, c: Customer) {
  await field(page, 'First name').fill(c.firstname);
  await field(page, 'Last name').fill(c.lastname);
  await field(page, 'Email').fill(c.email);
  await field(page, 'Mobile number').fill(c.tel);
}

/** Taps "Send code" and answers the reference of the SMS the page says was sent. */
async function sendCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Send code' }).click();
  const sent = page.getByRole('status').filter({ hasText: /^Code sent to/ });
  await expect(sent).toHaveText(/^Code sent to 09x-xxx-\d{4}, ref [A-Z0-9]{6}$/);
  return (
    /ref ([A-Z0-9]{6})$/.exec((await sent.textContent()) ?? '') as RegExpExecArray
  )[1] as string;
}

test('a new customer registers, answers every kind of question and sees the points on Home', async ({
  page,
  customer,
  otpFor,
  context,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText(customer.displayName)).toBeVisible();

  await fillDetails(page, customer);
  // The birth date through the date picker.
  await page.getByRole('button', { name: 'Choose birth date from a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose date: Birth date' });
  await calendar.getByRole('combobox', { name: 'Year' }).selectOption('1990');
  await calendar.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'May' });
  await calendar.getByRole('button', { name: dayName(customer.birthDate) }).click();
  await expect(calendar).toBeHidden();
  await expect(field(page, 'Birth date')).toHaveValue('05/14/90');

  const ref = await sendCode(page);
  await field(page, 'Verification code').fill(await otpFor(customer.tel, ref));
  await page.getByRole('checkbox', { name: /I agree to the collection and use/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  // A new member has not answered the questionnaire yet.
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(page.getByRole('heading', { name: 'A few questions' })).toBeVisible();
  await page.getByRole('radio', { name: 'A friend' }).check(); // single
  await page.getByRole('checkbox', { name: 'Coffee' }).check(); // multiple
  await page.getByRole('checkbox', { name: 'Bakery' }).check();
  await page.getByLabel(/What could we do better/).fill('More oat milk, please.'); // text
  await page.getByRole('radio', { name: '5 out of 5' }).check(); // rating
  await page.getByRole('button', { name: 'Send answers' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Thank you! You earned 50 points.')).toBeVisible();
  await expect(homeBalance(page)).toContainText('50 pts');

  // What the server kept.
  const token = (await context.cookies()).find((c) => c.name === 'accessToken')?.value;
  expect(token).toBeTruthy();
  const me = await new Api(request, token).get<User & Record<string, unknown>>('/api/user');
  expect(me).toMatchObject({
    lineUserId: customer.lineUserId,
    firstname: customer.firstname,
    lastname: customer.lastname,
    tel: customer.tel,
    email: customer.email,
    birthDate: customer.birthDate,
    registered: true,
    points: 50,
    personalInfoConsent: true,
  });
});

test('a wrong one-time code is explained at the field and nothing typed is lost', async ({
  page,
  customer,
  otpFor,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/register$/);

  await fillDetails(page, customer);
  // The birth date typed, as mm/dd/yy.
  await field(page, 'Birth date').fill('05/14/90');
  const ref = await sendCode(page);
  const right = await otpFor(customer.tel, ref);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  await field(page, 'Verification code').fill(wrong);
  await page.getByRole('checkbox', { name: /I agree to the collection and use/ }).check();
  await page.getByRole('checkbox', { name: /Send me news/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const otp = field(page, 'Verification code');
  await expect(otp).toHaveAttribute('aria-invalid', 'true');
  await expect(otp).toHaveAccessibleDescription(/The code is not right\. 4 tries left\./);
  await expect(otp).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);

  // Everything typed is still there.
  await expect(field(page, 'First name')).toHaveValue(customer.firstname);
  await expect(field(page, 'Last name')).toHaveValue(customer.lastname);
  await expect(field(page, 'Email')).toHaveValue(customer.email);
  await expect(field(page, 'Birth date')).toHaveValue('05/14/90');
  await expect(field(page, 'Mobile number')).toHaveValue(customer.tel);
  await expect(otp).toHaveValue(wrong);
  await expect(
    page.getByRole('checkbox', { name: /I agree to the collection and use/ }),
  ).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Send me news/ })).toBeChecked();

  // The right code then goes through.
  await otp.fill(right);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
});
