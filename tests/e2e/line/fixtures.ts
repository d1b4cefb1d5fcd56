// The LINE journeys' fixtures: the production build with the real LIFF SDK, its requests to LINE
// routed to the emulator (emulator.ts) with the test's scenario; LINE's own pages (deep link,
// add-friend) become a one-line stand-in whose address the test reads.
import { randomInt } from 'node:crypto';
import {
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
} from '@playwright/test';
import { en } from '../../../src/pages/home/text.en';
import { type BudgetPhoneOptions, emulateBudgetPhone } from '../budgetPhone';
import {
  Api,
  type Customer,
  type Member,
  newCustomer,
  registerThroughApi,
} from '../flows/fixtures';
import { LINE_E2E } from './env';
import {
  DEFAULT_SCENARIO,
  encodeScenario,
  type LineScenario,
  SCENARIO_HEADER,
  userAgentFor,
} from './scenario';

export { expect };

/** A request the page sent to LINE. */
export interface LineCall {
  method: string;
  url: URL;
  body: string | null;
}

export interface EmulatedLine {
  /** The scenario now in force (the test's `lineScenario` with every `set` applied). */
  readonly scenario: LineScenario;
  /** Changes what LINE answers from now on. */
  set(change: Partial<LineScenario>): void;
  /** Opens the app at `path` the way the scenario's browser does: in LINE with LINE's tokens in
   *  the fragment, outside LINE as a plain page load. `liffState` opens it the way LINE opens a
   *  deep link `https://liff.line.me/{liffId}{liffState}` (the endpoint with `?liff.state=`). */
  open(path?: string, options?: { liffState?: string }): Promise<void>;
  /** An ID token LINE issued to the scenario's user (for registrations made through the API). */
  idToken(): Promise<string>;
  /** The requests the page sent to LINE's API and login hosts so far. */
  readonly calls: LineCall[];
  /** The LINE pages (deep link, add-friend page) the browser opened so far. */
  readonly pagesOpened: URL[];
}

interface Fixtures {
  /** The scenario the test starts with (`test.use({ lineScenario: { inClient: false } })`); the
   *  user agent and language of the browser follow it. */
  lineScenario: Partial<LineScenario>;
  line: EmulatedLine;
  /** A new LINE user (the scenario's profile) with a mobile number of their own. */
  customer: Customer;
  /** `customer`, registered through the API with LINE's ID token, questionnaire skipped. */
  member: Member;
  /** The API as `member`. */
  memberApi: Api;
  /** The latest one-time code the server sent to `tel` (its reference when given). */
  otpFor: (tel: string, ref?: string) => Promise<string>;
  /** What the page's Content-Security-Policy refused; every test ends with none (the policy
   *  lets the real SDK do all it does, and nothing else). */
  cspViolations: string[];
}

/**
 * The code of the latest SMS to `tel` (a local number), with reference `ref` when given, as
 * Twilio's stand-in in the emulator took it from the reference server (SMS_MODE=twilio).
 */
async function smsCode(tel: string, ref?: string): Promise<string> {
  const to = `+66${tel.slice(1)}`;
  const pattern = new RegExp(`Your code is (\\d{6}) \\(ref ${ref ?? '[A-Z0-9]{6}'}\\)`);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${LINE_E2E.emulatorOrigin}/__emulator/sms?to=${encodeURIComponent(to)}`,
        );
        const { texts } = (await response.json()) as { texts: string[] };
        code = texts.map((text) => pattern.exec(text)?.[1]).findLast(Boolean);
        return code;
      },
      { message: `an SMS to ${to} (ref ${ref ?? 'any'})`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

const emulator = async <T>(path: string, scenario: LineScenario): Promise<T> => {
  const response = await fetch(`${LINE_E2E.emulatorOrigin}${path}`, {
    method: 'POST',
    headers: { [SCENARIO_HEADER]: encodeScenario(scenario) },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
};

const STAND_IN = '<title>LINE</title><p>LINE stand-in</p>';
const AVATAR =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#06c755"/></svg>';

async function routeLine(
  context: BrowserContext,
  current: () => LineScenario,
  calls: LineCall[],
  pagesOpened: URL[],
): Promise<void> {
  await context.route(/^https:\/\/(api|access)\.line\.me\//, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() !== 'OPTIONS') {
      calls.push({ method: request.method(), url, body: request.postData() });
    }
    const scenario = current();
    if (scenario.unreachable) return route.abort('internetdisconnected');
    const response = await route.fetch({
      url: `${LINE_E2E.emulatorOrigin}${url.pathname}${url.search}`,
      headers: { ...request.headers(), [SCENARIO_HEADER]: encodeScenario(scenario) },
      maxRedirects: 0,
    });
    await route.fulfill({ response });
  });
  await context.route(/^https:\/\/(liff\.)?line\.me\//, (route) => {
    pagesOpened.push(new URL(route.request().url()));
    return route.fulfill({ contentType: 'text/html', body: STAND_IN });
  });
  await context.route(/^https:\/\/[^/]*line-scdn\.net\//, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: AVATAR }),
  );
}

/** A LINE user id of the test's own: `U` and 32 hex digits, like LINE's. */
const newLineUserId = () =>
  `U${Array.from({ length: 32 }, () => randomInt(16).toString(16)).join('')}`;

export const test = base.extend<Fixtures & BudgetPhoneOptions>({
  budgetPhone: [false, { option: true }],
  lineScenario: [{}, { option: true }],
  userAgent: async ({ userAgent, lineScenario }, use) => {
    await use(userAgentFor({ ...DEFAULT_SCENARIO, ...lineScenario }, userAgent ?? ''));
  },
  locale: async ({ lineScenario }, use) => {
    await use(lineScenario.language ?? DEFAULT_SCENARIO.language);
  },
  // Each test is a customer on a network of their own (TRUST_PROXY, as in the flows).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const clientIp = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientIp });
  },
  customer: async ({ lineScenario }, use, testInfo) => {
    const customer = newCustomer(testInfo);
    await use({
      ...customer,
      lineUserId: lineScenario.profile?.userId ?? newLineUserId(),
      displayName: lineScenario.profile?.displayName ?? `Khun ${customer.displayName}`,
    });
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__cspViolation', (what: string) => violations.push(what));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __cspViolation(what: string): void })
            .__cspViolation;
          report(`${event.effectiveDirective} refused ${event.blockedURI}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, budgetPhone }, use) => {
    if (budgetPhone) await emulateBudgetPhone(page);
    await use(page);
  },
  line: async ({ context, page, lineScenario, customer }, use) => {
    let scenario: LineScenario = {
      ...DEFAULT_SCENARIO,
      ...lineScenario,
      profile: {
        ...DEFAULT_SCENARIO.profile,
        userId: customer.lineUserId,
        displayName: customer.displayName,
        ...lineScenario.profile,
      },
    };
    const calls: LineCall[] = [];
    const pagesOpened: URL[] = [];
    await routeLine(context, () => scenario, calls, pagesOpened);
    // LINE answers the SDK's question for its app language (iOS); any other dialog is dismissed,
    // as Playwright does by default.
    page.on('dialog', (dialog) =>
      dialog.message() === 'LIFF:GET_APP_LANGUAGE' && scenario.appLanguage
        ? dialog.accept(scenario.appLanguage)
        : dialog.dismiss(),
    );
    if (scenario.inClient) {
      // LINE's native bridge: from LINE 9.5.0 the SDK waits for it before init goes on.
      await context.addInitScript(() => {
        (window as unknown as { _liff: unknown })._liff = { features: [], postMessage() {} };
      });
    }
    await use({
      get scenario() {
        return scenario;
      },
      set(change) {
        scenario = { ...scenario, ...change };
      },
      async open(path = '/', { liffState } = {}) {
        const target = liffState ? `/?liff.state=${encodeURIComponent(liffState)}` : path;
        if (!scenario.inClient) {
          await page.goto(target);
          return;
        }
        const tokens = await emulator<Record<string, string>>('/__emulator/launch', scenario);
        await page.goto(`${target}#${new URLSearchParams(tokens)}`);
      },
      idToken: () =>
        emulator<{ idToken: string }>('/__emulator/id-token', scenario).then((r) => r.idToken),
      calls,
      pagesOpened,
    });
  },
  member: async ({ customer, request, line }, use) => {
    await use(
      await registerThroughApi(request, customer, {
        idToken: await line.idToken(),
        otpFor: smsCode,
      }),
    );
  },
  memberApi: async ({ member, request }, use) => {
    await use(new Api(request, member.token));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; otpFor has none
  otpFor: async ({}, use) => {
    await use(smsCode);
  },
});

/** Home's balance line ("Your points 1,234 pts", or its Thai): the member is on Home. */
export const homeBalance = (page: Page, label = en.balanceLabel) =>
  page.getByRole('main').locator('header p').filter({ hasText: label });

/** Resolves once startup finished (the app sets this mark when the overlay goes away). */
export const appReady = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0);

/** The form fields of the next request the page sends to `path` of the app's API. */
export async function nextApiForm(page: Page, method: string, path: string) {
  const request: Request = await page.waitForRequest(
    (r) => r.method() === method && new URL(r.url()).pathname === path,
  );
  const form = await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { 'content-type': (await request.allHeaders())['content-type'] ?? '' },
  }).formData();
  return Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
}
