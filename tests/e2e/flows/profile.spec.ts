import { randomInt } from 'node:crypto';
import { Api, appReady, expect, homeBalance, test, type User } from './fixtures';
import { shape, TEXTS } from './texts';
import { expectLanguage } from './thaiPage';

test('withdrawing the personal-information consent asks first and stays withdrawn', async ({
  page,
  memberApi,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  const consent = page.getByRole('switch', { name: 'Use of my personal information' });
  await expect(consent).toBeChecked();

  // Asking is not withdrawing: "Keep my consent" changes nothing.
  await consent.click();
  const ask = page.getByRole('dialog', { name: 'Withdraw your consent?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep my consent' }).click();
  await expect(ask).toBeHidden();
  await expect(consent).toBeChecked();
  expect((await memberApi.get<User>('/api/user')).personalInfoConsent).toBe(true);

  await consent.click();
  await ask.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('Your consent has been withdrawn.')).toBeVisible();
  await expect(consent).not.toBeChecked();

  await page.reload();
  await appReady(page);
  await expect(consent).not.toBeChecked();
  expect((await memberApi.get<User>('/api/user')).personalInfoConsent).toBe(false);

  // Giving it back needs no confirmation.
  await consent.click();
  await expect(page.getByText('Thank you. Your consent is saved.')).toBeVisible();
  await expect(consent).toBeChecked();
});

test.describe('a member who has not answered the questionnaire', () => {
  test.use({ memberQuestionnaire: 'open' });

  test('is sent to it; skipping goes Home and stays there after a reload', async ({
    page,
    member: _member,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/questionnaire$/);
    await expect(page.getByRole('heading', { name: 'A few questions' })).toBeVisible();

    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(homeBalance(page)).toContainText('0 pts');

    await page.reload();
    await appReady(page);
    await expect(homeBalance(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');

    // Skipping is not final: the questionnaire itself still opens, to be answered later (only an
    // answered one sends the member Home, SPEC §4 after login).
    await page.goto('/questionnaire');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'A few questions' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/questionnaire');
  });
});

test('every consent given is on Profile and can be taken back; joining is remembered from it', async ({
  page,
  memberApi,
}) => {
  const campaign = (
    await memberApi.get<{ id: number; title: string }[]>('/api/campaigns?type=campaign')
  ).find((c) => c.title === 'Summer Points Festival');
  if (!campaign) throw new Error('The seed has no "Summer Points Festival"');
  await page.goto(`/content/campaignDetail?id=${campaign.id}`);
  await page.getByRole('button', { name: 'Join campaign' }).click();
  const ask = page.getByRole('dialog', { name: 'Before you join' });
  await ask.getByRole('checkbox', { name: /Required/ }).check();
  await ask.getByRole('button', { name: 'Agree and join' }).click();
  const joined = page.getByText('You have joined. Enter codes to collect points.');
  await expect(joined).toBeVisible();
  // The webview reloads: joining was kept by the server, not by the page.
  await page.reload();
  await appReady(page);
  await expect(joined).toBeVisible();

  await page.goto('/profile');
  const marketing = page.getByRole('switch', { name: 'News, offers and campaigns' });
  const taking = page.getByRole('switch', { name: 'Taking part in campaigns' });
  // Registration said no to news and offers; the campaign consent was just given.
  await expect(marketing).not.toBeChecked();
  await expect(taking).toBeChecked();
  await marketing.click();
  await expect(marketing).toBeChecked();
  await taking.click();
  await expect(taking).not.toBeChecked();
  await page.reload();
  await appReady(page);
  await expect(marketing).toBeChecked();
  await expect(taking).not.toBeChecked();

  await page.goto(`/content/campaignDetail?id=${campaign.id}`);
  await expect(page.getByRole('button', { name: 'Join campaign' })).toBeVisible();
});

test('a skipped questionnaire can be answered later from Profile', async ({
  page,
  member: _member,
}) => {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Answer the questionnaire' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(page.getByRole('heading', { level: 1, name: 'A few questions' })).toBeVisible();
});

test.describe('a customer whose LINE speaks Thai', () => {
  test.use({ lineLanguage: 'th' });

  test('chooses English in Profile: the app turns English at once and stays so after a reload', async ({
    page,
    member: _member,
  }) => {
    const { en, th } = TEXTS;
    await page.goto('/profile');
    await expectLanguage(page, 'th', th.profile.title);
    const language = page.getByRole('radiogroup', { name: th.profile.language });
    await expect(language.getByRole('radio', { name: 'ภาษาไทย' })).toBeChecked();

    await language.getByRole('radio', { name: 'English' }).check();
    await expectLanguage(page, 'en', en.profile.title);
    await page.reload();
    await appReady(page);
    // The choice on this device beats LINE's language.
    await expectLanguage(page, 'en', en.profile.title);
    await page.goto('/');
    await expect(homeBalance(page, en)).toBeVisible();

    await page.goto('/profile');
    await page
      .getByRole('radiogroup', { name: en.profile.language })
      .getByRole('radio', { name: 'ภาษาไทย' })
      .check();
    await expectLanguage(page, 'th', th.profile.title);
  });
});

test('a member changes their number with the code sent to it; the old token stops working, the app goes on', async ({
  page,
  member,
  memberApi,
  request,
  otpFor,
}) => {
  const t = TEXTS.en;
  // 08…: never a member fixture's number (09…).
  const newTel = `08${String(randomInt(100_000_000)).padStart(8, '0')}`;
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 401) refused.push(response.url());
  });

  await page.goto('/profile/update');
  await expect(page.getByRole('heading', { level: 1, name: t.profile.updateTitle })).toBeVisible();
  const tel = page.getByLabel(t.personal.tel, { exact: true });
  await expect(tel).toHaveValue(member.tel);
  const sendCode = page.getByRole('button', { name: t.personal.sendCode });
  await expect(sendCode).toBeHidden();

  await tel.fill(newTel);
  await expect(page.getByText(t.profile.newNumberIntro)).toBeVisible();
  // Saving with a code none was sent for says so at the code field, and saves nothing.
  const code = page.getByLabel(t.form.otpLabel, { exact: true });
  await code.fill('123456');
  await page.getByRole('button', { name: t.profile.save }).click();
  await expect(code).toBeFocused();
  await expect(page.getByText(t.personal.codeNeeded)).toBeVisible();

  await sendCode.click();
  const codeSent = shape(t.personal.codeSent, `08x-xxx-${newTel.slice(-4)}`, '([A-Z0-9]{6})');
  const sent = page.getByRole('status').filter({ hasText: codeSent });
  await expect(sent).toBeVisible();
  const ref = codeSent.exec((await sent.textContent()) ?? '')?.[1] as string;
  await expect(code).toBeFocused();
  await expect(page.getByRole('button', { name: t.personal.resendCode })).toBeDisabled();

  // The webview is reclaimed while the customer reads the SMS: the number and the code sent to
  // it are still there.
  await page.reload();
  await appReady(page);
  await expect(tel).toHaveValue(newTel);
  await expect(sent).toBeVisible();

  await code.fill(await otpFor(newTel, ref));
  await page.getByRole('button', { name: t.profile.save }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(page.getByText(t.profile.saved)).toBeVisible();

  // Every older token of the member was revoked with the change: the test's own is refused.
  const old = await request.get('/api/user', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(old.status()).toBe(401);
  await expect(memberApi.get('/api/user')).rejects.toThrow(/answered 401/);

  // The app holds the new one: it goes on calling without signing in again.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  expect(cookie?.value).toBeTruthy();
  expect(cookie?.value).not.toBe(member.token);
  expect((await new Api(request, cookie?.value).get<{ tel: string }>('/api/user')).tel).toBe(
    newTel,
  );
  await page.getByRole('link', { name: t.profile.codeHistory }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.profile.codeTitle })).toBeVisible();
  await expect(page.getByText(t.profile.codeEmptyTitle)).toBeVisible();
  await page.goto('/profile/update');
  await expect(tel).toHaveValue(newTel);
  await expect(sendCode).toBeHidden();
  expect(refused).toEqual([]);
});
