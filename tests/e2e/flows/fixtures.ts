// Fixtures and helpers of the flows: every test is its own LINE user (a fresh mock LIFF profile)
// with its own mobile number, so tests never share state and run in parallel.
import { createHash, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { LiffMockOverrides } from '../../../src/liff/mockState';
import { type BudgetPhoneOptions, emulateBudgetPhone } from '../budgetPhone';
import { FLOWS } from './env';
import { type Language, TEXTS, type Texts } from './texts';

export { expect };

/** What a QA script may write to localStorage 'liff-mock' (DESIGN.md, "Mock LIFF"). */
export type LiffMock = LiffMockOverrides;

export interface Customer {
  lineUserId: string;
  displayName: string;
  firstname: string;
  lastname: string;
  /** 10 digits starting with 0, unique to the test. */
  tel: string;
  email: string;
  /** YYYY-MM-DD */
  birthDate: string;
}

export interface Member extends Customer {
  userId: number;
  /** The app's access token (Bearer) for API calls made by the test itself. */
  token: string;
}

/** A new LINE user: `U-e2e-{hash of the test title}-{time}` and a mobile number nobody else has. */
export function newCustomer(testInfo: TestInfo): Customer {
  const titleHash = createHash('sha1').update(testInfo.titlePath.join(' › ')).digest('hex');
  const lineUserId = `U-e2e-${titleHash.slice(0, 8)}-${Date.now()}-${randomInt(1000)}`;
  const tel = `09${String(randomInt(100_000_000)).padStart(8, '0')}`;
  return {
    lineUserId,
    displayName: `E2E ${titleHash.slice(0, 4)}`,
    firstname: 'Somchai',
    lastname: 'Jaidee',
    tel,
    email: `${lineUserId.toLowerCase()}@example.com`,
    birthDate: '1990-05-14',
  };
}

/** Resolves once startup finished (the app sets this mark when the overlay goes away). */
export const appReady = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0);

/** Keeps the browser on this machine: LINE's pages become a one-line stand-in. */
async function stubLine(page: Page): Promise<void> {
  for (const pattern of [
    'https://line.me/**',
    'https://liff.line.me/**',
    'https://access.line.me/**',
  ]) {
    await page.route(pattern, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>LINE</title><p>LINE stand-in</p>' }),
    );
  }
}

/**
 * The latest one-time code the server sent to `tel` (with reference `ref` when given). The
 * reference server in SMS_MODE=console prints `[sms] to {tel}: Your code is {code} (ref {ref}). …`,
 * and tests/e2e/flows/serve.mjs copies its output to `log` (FLOWS.log for the flows' server).
 */
export async function readOtp(tel: string, ref?: string, log: string = FLOWS.log): Promise<string> {
  const line = new RegExp(
    `\\[sms\\] to ${tel}: Your code is (\\d{6}) \\(ref ${ref ?? '[A-Z0-9]{6}'}\\)`,
    'g',
  );
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const text = await readFile(log, 'utf8');
        code = [...text.matchAll(line)].at(-1)?.[1];
        return code;
      },
      { message: `an SMS to ${tel} (ref ${ref ?? 'any'}) in ${log}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** Calls the reference API as the test itself (not through the app). */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token?: string,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    return this.token ? { authorization: `Bearer ${this.token}`, ...extra } : extra;
  }

  private async json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    const text = await response.text();
    if (!response.ok()) {
      throw new Error(`${response.url()} answered ${response.status()}: ${text}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  get<T>(path: string): Promise<T> {
    return this.request.get(path, { headers: this.headers() }).then((r) => this.json<T>(r));
  }

  post<T>(path: string, form: Record<string, string> = {}, headers?: Record<string, string>) {
    return this.request
      .post(path, { form, headers: this.headers(headers) })
      .then((r) => this.json<T>(r));
  }
}

/** The mock LIFF's ID token as the server's AUTH_MODE=mock accepts it (any string 'mock…'). */
const mockIdToken = (lineUserId: string) =>
  `mock.${Buffer.from(JSON.stringify({ sub: lineUserId })).toString('base64url')}`;

/** The code of the SMS the server sent to `tel` with reference `ref`. */
export type OtpReader = (tel: string, ref: string) => Promise<string>;

/** Registers `customer` through the API, as the app does (createuser → otp → register). A server
 *  in AUTH_MODE=line needs LINE's `idToken` for the customer and sends its codes where `otpFor`
 *  reads them (the flows' server prints them to its log). */
export async function registerThroughApi(
  request: APIRequestContext,
  customer: Customer,
  {
    questionnaire = 'skip',
    idToken = mockIdToken(customer.lineUserId),
    otpFor = (tel, ref) => readOtp(tel, ref),
  }: { questionnaire?: 'skip' | 'open'; idToken?: string; otpFor?: OtpReader } = {},
): Promise<Member> {
  const anonymous = new Api(request);
  const { userId } = await anonymous.post<{ userId: number }>('/api/authorization/createuser', {
    lineUserId: customer.lineUserId,
    idToken,
  });
  // The code is bound to the LINE user who asks: registering, the ID token proves who that is.
  const { otpRefCode } = await anonymous.post<{ otpRefCode: string }>('/api/authorization/otp', {
    tel: customer.tel,
    lineUserId: customer.lineUserId,
    idToken,
  });
  const otpCode = await otpFor(customer.tel, otpRefCode);
  const { accessToken } = await anonymous.post<{ accessToken: string }>(
    '/api/authorization/register',
    {
      otpCode,
      otpRefCode,
      userId: String(userId),
      lineUserId: customer.lineUserId,
      lineDisplayname: customer.displayName,
      linePictureUrl: '',
      firstname: customer.firstname,
      lastname: customer.lastname,
      tel: customer.tel,
      email: customer.email,
      consent1: 'true',
      consent2: 'false',
      birthDate: customer.birthDate,
      idToken,
    },
  );
  if (questionnaire === 'skip') {
    await new Api(request, accessToken).post('/api/questionnaire/skip');
  }
  return { ...customer, userId, token: accessToken };
}

export interface User {
  id: number;
  points: number;
  personalInfoConsent: boolean;
  registered: boolean;
}

export interface Reward {
  id: number;
  title: string;
  pointsCost: number;
  useWindowMinutes: number;
}

/** The balance on Home ("Your points 1,234 pts"), in the language of `t`. */
export const homeBalance = (page: Page, t: Texts = TEXTS.en): Locator =>
  page.getByRole('main').locator('header p').filter({ hasText: t.home.balanceLabel });

export const pts = (n: number) => `${n.toLocaleString('en-US')} pts`;

interface Options {
  /** LINE's app language as the mock LIFF reports it ('th' opens the app in Thai), written to
   *  'liff-mock' before the first load; unset, the browser's language. With `liffMock`'s calls. */
  lineLanguage: string | undefined;
}

interface Fixtures {
  /** Sets the mock LIFF scenario for every later load of `page` (call it before `page.goto`).
   *  Calls add up: `liffMock({ isInClient: false })` keeps the `customer`'s profile. */
  liffMock: (overrides: LiffMock) => Promise<void>;
  /** The latest one-time code the server sent to `tel`, by SMS (its reference when given). */
  otpFor: (tel: string, ref?: string) => Promise<string>;
  /** A new LINE user; `page` opens the app as them. In Thai (`lineLanguage: 'th'`) their name
   *  is Thai. */
  customer: Customer;
  /** `customer`, registered through the API; the questionnaire skipped unless
   *  `test.use({ memberQuestionnaire: 'open' })`. */
  member: Member;
  memberQuestionnaire: 'skip' | 'open';
  /** The API as `member`. */
  memberApi: Api;
}

export const test = base.extend<Fixtures & Options & BudgetPhoneOptions>({
  budgetPhone: [false, { option: true }],
  lineLanguage: [undefined, { option: true }],
  // Every test is a customer on their own network: the page and `request` send a client address
  // of their own, which the flows server reads from X-Forwarded-For (TRUST_PROXY=127.0.0.1 in
  // playwright.config.ts). Otherwise the per-IP one-time-code limit (20 per 10 minutes) would
  // count the whole suite as one client.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientIp });
  },
  page: async ({ page, budgetPhone }, use) => {
    if (budgetPhone) await emulateBudgetPhone(page);
    await use(page);
  },
  // Automatic, so that `lineLanguage` reaches every test, also those that never call it.
  liffMock: [
    async ({ page, lineLanguage }, use) => {
      let scenario: LiffMock = {};
      const liffMock = async (overrides: LiffMock) => {
        scenario = {
          ...scenario,
          ...overrides,
          profile: { ...scenario.profile, ...overrides.profile },
        };
        // Init scripts run in the order they were added, before the app on every load: the
        // latest, merged scenario is the one the app reads.
        await page.addInitScript(
          (value) => localStorage.setItem('liff-mock', value),
          JSON.stringify(scenario),
        );
      };
      if (lineLanguage) await liffMock({ language: lineLanguage });
      await use(liffMock);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; otpFor has none
  otpFor: async ({}, use) => {
    await use((tel, ref) => readOtp(tel, ref));
  },
  customer: async ({ page, liffMock, lineLanguage }, use, testInfo) => {
    // A customer whose LINE speaks Thai writes their name in Thai.
    const customer = {
      ...newCustomer(testInfo),
      ...(lineLanguage === 'th' && { firstname: 'สมชาย', lastname: 'ใจดี' }),
    };
    await liffMock({ profile: { userId: customer.lineUserId, displayName: customer.displayName } });
    await stubLine(page);
    await use(customer);
  },
  memberQuestionnaire: ['skip', { option: true }],
  member: async ({ customer, request, memberQuestionnaire }, use) => {
    await use(await registerThroughApi(request, customer, { questionnaire: memberQuestionnaire }));
  },
  memberApi: async ({ member, request }, use) => {
    await use(new Api(request, member.token));
  },
});

/** Declares the tests of `journey` twice: as they are, in English, and under 'in Thai' with LINE's
 *  app language 'th'. Each finds what it taps and reads by the words of `t`. */
export function inEnglishAndThai(journey: (t: Texts, language: Language) => void): void {
  journey(TEXTS.en, 'en');
  test.describe('in Thai', () => {
    test.use({ lineLanguage: 'th' });
    journey(TEXTS.th, 'th');
  });
}
