import type { Page } from '@playwright/test';
import {
  Api,
  type Customer,
  expect,
  homeBalance,
  inEnglishAndThai,
  test,
  type User,
} from './fixtures';
import { pointsIn, shape, TEXTS, type Texts } from './texts';
import { expectLanguage } from './thaiPage';

/** The accessible name of a day in the date picker's calendar, e.g. 'Monday, May 14, 1990'. The
 *  calendar names its days in English in both languages (SPEC §9). */
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

async function fillDetails(page: Page, c: Customer, t: Texts = TEXTS.en) {
  await field(page, t.personal.firstname).fill(c.firstname);
  await field(page, t.personal.lastname).fill(c.lastname);
  await field(page, t.personal.email).fill(c.email);
  await field(page, t.personal.tel).fill(c.tel);
}

/** Taps "Send code" and answers the reference of the SMS the page says was sent. */
async function sendCode(page: Page, t: Texts = TEXTS.en): Promise<string> {
  await page.getByRole('button', { name: t.personal.sendCode }).click();
  const codeSent = shape(t.personal.codeSent, '09x-xxx-\\d{4}', '([A-Z0-9]{6})');
  const sent = page.getByRole('status').filter({ hasText: codeSent });
  await expect(sent).toBeVisible();
  return codeSent.exec((await sent.textContent()) ?? '')?.[1] as string;
}

// Registering and the questionnaire: in English, and in Thai by a customer with a Thai name
// (the `customer` fixture's).
inEnglishAndThai((t, language) => {
  test('a new customer registers, answers every kind of question and sees the points on Home', async ({
    page,
    customer,
    otpFor,
    context,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/register$/);
    await expectLanguage(page, language, t.register.title);
    await expect(page.getByText(customer.displayName)).toBeVisible();

    await fillDetails(page, customer, t);
    // The birth date through the date picker.
    const birthDate = t.personal.birthDate;
    await page.getByRole('button', { name: t.form.openCalendar(birthDate.toLowerCase()) }).click();
    const calendar = page.getByRole('dialog', { name: t.form.calendarLabel(birthDate) });
    await calendar.getByRole('combobox', { name: t.form.year }).selectOption('1990');
    await calendar.getByRole('combobox', { name: t.form.month }).selectOption({ label: 'May' });
    await calendar.getByRole('button', { name: dayName(customer.birthDate) }).click();
    await expect(calendar).toBeHidden();
    await expect(field(page, birthDate)).toHaveValue('05/14/90');

    const ref = await sendCode(page, t);
    await field(page, t.form.otpLabel).fill(await otpFor(customer.tel, ref));
    await page.getByRole('checkbox', { name: t.register.consent1 }).check();
    await page.getByRole('button', { name: t.register.submit, exact: true }).click();

    // A new member has not answered the questionnaire yet.
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expectLanguage(page, language, t.questionnaire.title);
    await page.getByRole('radio', { name: 'A friend' }).check(); // single
    await page.getByRole('checkbox', { name: 'Coffee' }).check(); // multiple
    await page.getByRole('checkbox', { name: 'Bakery' }).check();
    await page.getByLabel(/What could we do better/).fill('More oat milk, please.'); // text
    await page.getByRole('radio', { name: t.questionnaire.ratingOf(5, 5) }).check(); // rating
    await page.getByRole('button', { name: t.questionnaire.submit }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText(t.questionnaire.thanksPoints(50))).toBeVisible();
    await expect(homeBalance(page, t)).toContainText(pointsIn(t, 50));

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
