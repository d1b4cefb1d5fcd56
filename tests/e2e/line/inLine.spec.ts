// Journeys inside LINE (the LIFF browser): LINE opens the app with its tokens in the fragment, the
// production build's real LIFF SDK checks them with the emulated LINE, and the reference server
// verifies the very ID token the SDK got. A journey that reaches a page waits for startup first
// (appReady, bounded by the test's timeout, not an assertion's 10 s): on a CI host 3× slower than
// usual, the real SDK's startup on the Pixel 7 took 13 s.
import type { Page } from '@playwright/test';
import { th } from '../../../src/pages/home/text.th';
import type { Api } from '../flows/fixtures';
import { appReady, expect, homeBalance, nextApiForm, test } from './fixtures';
import type { LineScenario } from './scenario';

test('a member opened in LINE lands on Home; the profile update and state log carry what the SDK read', async ({
  page,
  line,
  member,
}) => {
  const profileUpdate = nextApiForm(page, 'PUT', '/api/user/line');
  const stateLog = nextApiForm(page, 'POST', '/api/log/state');
  await line.open('/');
  await appReady(page);
  await expect(homeBalance(page)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  expect(await profileUpdate).toEqual({
    lineDisplayName: member.displayName,
    linePictureUrl: line.scenario.profile.pictureUrl,
  });
  expect(await stateLog).toEqual({ userId: String(member.userId), state: '', os: 'android' });
  // LINE's credentials leave the address bar once the SDK holds them.
  expect(new URL(page.url()).hash).toBe('');
});

test.describe('on an iPhone, LINE in Thai', () => {
  test.use({ lineScenario: { os: 'ios', language: 'th-TH' } });

  test('the state log carries the OS the SDK reads from the user agent; the app speaks Thai', async ({
    page,
    line,
    member,
  }) => {
    const stateLog = nextApiForm(page, 'POST', '/api/log/state');
    await line.open('/');
    await appReady(page);
    await expect(homeBalance(page, th.balanceLabel)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect(await stateLog).toEqual({ userId: String(member.userId), state: '', os: 'ios' });
  });
});

test.describe('on an iPhone with LINE 14.11, whose app language is not the webview’s', () => {
  test.use({
    lineScenario: { os: 'ios', lineVersion: '14.11.0', language: 'en-US', appLanguage: 'th' },
  });

  test('the SDK asks LINE for its app language, and the app speaks it', async ({
    page,
    line,
    member,
  }) => {
    void member;
    await line.open('/');
    await appReady(page);
    await expect(homeBalance(page, th.balanceLabel)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});

test('a deep link through liff.state opens that page with its query', async ({
  page,
  line,
  member,
}) => {
  void member;
  await line.open('/', { liffState: '/redeem/3?carousel=2' });
  await appReady(page);
  await expect(page).toHaveURL(
    (url) => url.pathname === '/redeem/3' && url.search === '?carousel=2',
  );
  await expect(page.getByRole('button', { name: 'Redeem', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('carousel'))).toBe('2');
});

test.describe('not a friend of the official account', () => {
  test.use({ lineScenario: { friend: false } });

  test('opens the add-friend page', async ({ page, line, member }) => {
    void member;
    await line.open('/');
    await expect(page).toHaveURL('https://line.me/R/ti/p/@e2eoa');
    expect(line.pagesOpened.map(String)).toEqual(['https://line.me/R/ti/p/@e2eoa']);
  });
});

test('a new LINE user registers with the one-time code and reaches Home', async ({
  page,
  line,
  customer,
  otpFor,
}) => {
  await line.open('/');
  await appReady(page);
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText(customer.displayName)).toBeVisible();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('First name').fill(customer.firstname);
  await field('Last name').fill(customer.lastname);
  await field('Email').fill(customer.email);
  await field('Mobile number').fill(customer.tel);
  await field('Birth date').fill('05/14/90');
  await page.getByRole('button', { name: 'Send code' }).click();
  const sent = page.getByRole('status').filter({ hasText: /^Code sent to/ });
  const ref = /ref ([A-Z0-9]{6})$/.exec((await sent.textContent()) ?? '')?.[1];
  await field('Verification code').fill(await otpFor(customer.tel, ref));
  await page.getByRole('checkbox', { name: /I agree to the collection and use/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(homeBalance(page)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

/** Gives the member a reward to share: 300 points, then "Free Iced Coffee". */
async function redeemOne(api: Api): Promise<string> {
  for (const code of ['WELCOME100', 'LINE2026']) await api.post('/api/codes', { code });
  const rewards = await api.get<{ id: number; title: string }[]>('/api/rewards');
  const reward = rewards.find((r) => r.title === 'Free Iced Coffee');
  if (!reward) throw new Error('The seed has no "Free Iced Coffee".');
  await api.post(
    `/api/rewards/${reward.id}/redeem`,
    {},
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  return reward.title;
}

const shareButton = (page: Page) => page.getByRole('button', { name: 'Share to chat' });
const shortcutButton = (page: Page) => page.getByRole('button', { name: 'Add to home screen' });

test('in a chat with chat_message.write, a reward shares to the chat and the home-screen shortcut is offered', async ({
  page,
  line,
  memberApi,
}) => {
  const title = await redeemOne(memberApi);
  await line.open('/redeem/myRewards');
  await appReady(page);
  const item = page.getByRole('article').filter({ hasText: title });
  await item.getByRole('button', { name: 'Share to chat' }).click();
  await expect(page.getByText('Shared to the chat.')).toBeVisible();
  const share = line.calls.find((c) => c.url.pathname === '/message/v3/share');
  expect(JSON.parse(share?.body ?? '{}')).toEqual({
    messages: [{ type: 'text', text: `I just redeemed "${title}" with my points!` }],
  });

  await page.goto('/profile');
  await expect(shortcutButton(page)).toBeVisible();
});

const noShare: [string, Partial<LineScenario>][] = [
  ['opened outside a chat', { contextType: 'none' }],
  ['without the chat_message.write scope', { scopes: ['openid', 'profile'] }],
];
for (const [where, scenario] of noShare) {
  test.describe(where, () => {
    test.use({ lineScenario: scenario });

    test('no share to chat', async ({ page, line, memberApi }) => {
      const title = await redeemOne(memberApi);
      await line.open('/redeem/myRewards');
      await appReady(page);
      await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
      await expect(shareButton(page)).toHaveCount(0);
    });
  });
}

test.describe('a LINE version without home-screen shortcuts', () => {
  test.use({ lineScenario: { lineVersion: '13.1.0' } });

  test('no home-screen shortcut', async ({ page, line, member }) => {
    void member;
    await line.open('/profile');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Rewards I redeemed/ })).toBeVisible();
    await expect(shortcutButton(page)).toHaveCount(0);
  });
});
