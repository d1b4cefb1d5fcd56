// The customer's taps on the budget phone (`npm run journeys`): per tap the Event Timing
// interaction and the time until the new screen's content shows, and the layout shifts (CLS) of
// every route's first open and after each tap, JOURNEY_ROUNDS rounds (5 unless set), each round a
// new member on a new page. Writes reports/journeys.json and prints one line per tap and route.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { BUDGET_PHONE, BUDGET_PHONE_CPU_ENV } from '../budgetPhone';
import {
  Api,
  appReady,
  expect,
  test as flows,
  newCustomer,
  registerThroughApi,
} from '../flows/fixtures';
import {
  type Demo,
  fillMember,
  loaded,
  MEMBER_ROUTES,
  QUESTIONNAIRE,
  REGISTER,
  type RouteCase,
} from '../flows/routes/routeCases';
import { TEXTS } from '../flows/texts';
import { installJourneyProbe, loadCls, measureTap, median, type TapFigures } from './measure';

/** The flows' fixtures, but a customer whose LINE pages are not stubbed: any route
 *  (page.route) turns Playwright's HTTP cache off, and a phone's cache is what the prefetched
 *  chunks wait in. A member's journeys never leave for LINE. */
const test = flows.extend({
  customer: async ({ liffMock }, use, testInfo) => {
    const customer = newCustomer(testInfo);
    await liffMock({ profile: { userId: customer.lineUserId, displayName: customer.displayName } });
    await use(customer);
  },
});

const ROUNDS = Number(process.env.JOURNEY_ROUNDS) || 5;
const REPORT = 'reports/journeys.json';
/** JOURNEY_GATE=0 measures only; else the last test holds the medians to TARGETS. */
const GATE = process.env.JOURNEY_GATE !== '0';

/** The targets on the calibrated budget phone (issue 47), absolute, held on medians: a new screen
 *  one round trip (plus 150 ms) after the tap, the code sheet (Home's main action) within 100 ms,
 *  every interaction within 100 ms, and no layout shift (CLS 0.02) after a tap or on a first
 *  open. Confirm redeem waits for the redeem call before it moves on: two round trips. */
const TARGETS = {
  shownMs: BUDGET_PHONE.network.latency + 150,
  sheetMs: 100,
  interactionMs: 100,
  cls: 0.02,
  roundTrips: { confirmRedeem: 2 } as Partial<Record<string, number>>,
};
const t = TEXTS.en;

/** The taps, in the order of the report. */
const TAPS = {
  codeSheet: 'Home → enter a code (sheet)',
  rewards: 'Home shortcut → /redeem',
  rewardDetail: 'reward card → /redeem/:id',
  confirmOpens: 'Redeem → confirmation',
  confirmRedeem: 'Confirm redeem → /redeem/myRewards',
  questionnaire: 'Profile → questionnaire',
  datePicker: 'Register → date picker',
  thai: 'Profile → ภาษาไทย',
} as const;
type TapName = keyof typeof TAPS;

const taps = new Map<TapName, TapFigures[]>();
const routeCls = new Map<string, number[]>();

const addTap = (name: TapName, figures: TapFigures) => {
  taps.set(name, [...(taps.get(name) ?? []), figures]);
};
const addRoute = (route: string, cls: number) => {
  routeCls.set(route, [...(routeCls.get(route) ?? []), cls]);
};

const ms = (n: number) => `${Math.round(n)}`;
const cls = (n: number) => n.toFixed(3);

/** The medians (and the interaction's max) of every tap, and each route's CLS. */
function summary() {
  return {
    taps: (Object.keys(TAPS) as TapName[])
      .filter((name) => taps.has(name))
      .map((name) => {
        const runs = taps.get(name) as TapFigures[];
        return {
          name,
          tap: TAPS[name],
          interactionMedianMs: median(runs.map((r) => r.interactionMs)),
          interactionMaxMs: Math.max(...runs.map((r) => r.interactionMs)),
          shownMedianMs: median(runs.map((r) => r.shownMs)),
          clsMedian: median(runs.map((r) => r.cls)),
          clsMax: Math.max(...runs.map((r) => r.cls)),
          runs,
        };
      }),
    routes: [...routeCls].map(([route, runs]) => ({
      route,
      clsMedian: median(runs),
      clsMax: Math.max(...runs),
      runs,
    })),
  };
}

test.describe.configure({ mode: 'serial' });
test.use({ trace: 'off', screenshot: 'off', video: 'off', budgetPhone: true });
test.beforeEach(async ({ page }) => {
  test.setTimeout(240_000);
  await installJourneyProbe(page);
});

test.afterAll(() => {
  const result = summary();
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    REPORT,
    JSON.stringify(
      {
        phone: {
          device: 'Moto G4',
          cpuSlowdown: Number(process.env[BUDGET_PHONE_CPU_ENV]) || BUDGET_PHONE.cpuSlowdown,
          network: BUDGET_PHONE.network,
        },
        rounds: ROUNDS,
        ...result,
        // What the gate reads (journeys-selftest.mjs too): whether every tap was measured, and
        // each target missed.
        complete: result.taps.length === Object.keys(TAPS).length,
        missed: missedTargets(result),
      },
      null,
      2,
    ),
  );
  console.log(`\nJourneys on the budget phone, ${ROUNDS} rounds (medians; ${REPORT}):`);
  for (const tap of result.taps) {
    console.log(
      `${tap.tap}: INP ${ms(tap.interactionMedianMs)}/${ms(tap.interactionMaxMs)} ms, ` +
        `shown ${ms(tap.shownMedianMs)} ms, CLS ${cls(tap.clsMax)}`,
    );
  }
  for (const route of result.routes) {
    console.log(
      `${route.route} first open: CLS ${cls(route.clsMedian)} (max ${cls(route.clsMax)})`,
    );
  }
});

const main = (page: Page) => page.getByRole('main');

/** What misses a target, in words: empty when every median holds. */
function missedTargets(result: ReturnType<typeof summary>): string[] {
  const missed: string[] = [];
  const rtt = BUDGET_PHONE.network.latency;
  for (const tap of result.taps) {
    const shownTarget =
      tap.name === 'codeSheet'
        ? TARGETS.sheetMs
        : TARGETS.shownMs + ((TARGETS.roundTrips[tap.name] ?? 1) - 1) * rtt;
    if (tap.shownMedianMs > shownTarget)
      missed.push(`${tap.tap}: shown ${ms(tap.shownMedianMs)} ms > ${shownTarget} ms`);
    if (tap.interactionMedianMs > TARGETS.interactionMs)
      missed.push(
        `${tap.tap}: interaction ${ms(tap.interactionMedianMs)} ms > ${TARGETS.interactionMs} ms`,
      );
    if (tap.clsMedian > TARGETS.cls)
      missed.push(`${tap.tap}: CLS ${cls(tap.clsMedian)} > ${TARGETS.cls}`);
  }
  for (const route of result.routes)
    if (route.clsMedian > TARGETS.cls)
      missed.push(`${route.route} first open: CLS ${cls(route.clsMedian)} > ${TARGETS.cls}`);
  return missed;
}

/** Home to the code sheet, to the rewards, a reward, its confirmation and My rewards. */
async function homeToMyRewards(page: Page) {
  await page.goto('/');
  await appReady(page);
  await expect(main(page).getByText('Double Points Weekend').first()).toBeVisible();
  await page.waitForTimeout(1_000);

  addTap(
    'codeSheet',
    await measureTap(page, page.getByRole('button', { name: t.home.enterCode }), {
      all: [{ selector: '[role="dialog"] input' }],
    }),
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: t.code.title })).toBeHidden();

  addTap(
    'rewards',
    await measureTap(page, main(page).getByRole('link', { name: t.home.rewards, exact: true }), {
      path: '^/redeem$',
      all: [
        { selector: 'main h1', text: t.redeem.catalogue.title },
        { selector: 'main li h2', text: 'Free Iced Coffee' },
      ],
    }),
  );
  addTap(
    'rewardDetail',
    await measureTap(
      page,
      main(page)
        .getByRole('link', { name: /Free Iced Coffee/ })
        .first(),
      {
        path: '^/redeem/\\d+$',
        all: [{ selector: 'main p', text: 'Any iced coffee, any size.' }],
      },
    ),
  );
  addTap(
    'confirmOpens',
    await measureTap(
      page,
      page.getByRole('button', { name: t.redeem.detail.redeem, exact: true }),
      {
        all: [{ selector: '[role="dialog"] dl' }],
      },
    ),
  );
  addTap(
    'confirmRedeem',
    await measureTap(
      page,
      page
        .getByRole('dialog', { name: t.redeem.confirm.title })
        .getByRole('button', { name: t.redeem.confirm.confirm }),
      {
        path: '^/redeem/myRewards$',
        all: [{ selector: 'main article', text: 'Free Iced Coffee' }],
      },
    ),
  );
}

/** Profile to the questionnaire, back, then to Thai. */
async function profileJourney(page: Page) {
  await page.goto('/profile');
  await appReady(page);
  const link = main(page).getByRole('link', { name: t.profile.questionnaire });
  await expect(link).toBeVisible();
  await page.waitForTimeout(1_000);
  addTap(
    'questionnaire',
    await measureTap(page, link, {
      path: '^/questionnaire$',
      all: [{ selector: 'main', text: 'How did you hear about us?' }],
    }),
  );
  await page.goBack();
  await expect(main(page).getByRole('heading', { level: 1, name: t.profile.title })).toBeVisible();
  await page.waitForTimeout(1_000);
  addTap(
    'thai',
    await measureTap(page, main(page).getByText('ภาษาไทย', { exact: true }), {
      all: [{ selector: 'main h1', text: TEXTS.th.profile.title }],
    }),
  );
}

for (let round = 1; round <= ROUNDS; round++) {
  test.describe(`round ${round}`, () => {
    test('Home → code sheet → rewards → reward → redeem', async ({ page, memberApi }) => {
      for (const code of ['WELCOME100', 'LINE2026']) await memberApi.post('/api/codes', { code });
      await homeToMyRewards(page);
    });

    test('Profile → questionnaire, → ภาษาไทย', async ({ page, member: _member }) => {
      await profileJourney(page);
    });

    test('Register → date picker, and every route first opened', async ({
      page,
      customer: _customer,
      liffMock,
      request,
    }) => {
      // An unregistered LINE user: the registration page.
      const visitor = newCustomer(test.info());
      await liffMock({ profile: { userId: visitor.lineUserId, displayName: visitor.displayName } });
      await page.goto(REGISTER.url({} as Demo));
      await loaded(page, REGISTER, t);
      await page.waitForTimeout(1_000);
      addRoute(REGISTER.route, await loadCls(page));
      const birthDate = t.personal.birthDate;
      addTap(
        'datePicker',
        await measureTap(
          page,
          page.getByRole('button', { name: t.form.openCalendar(birthDate.toLowerCase()) }),
          { all: [{ selector: '[role="dialog"] button' }] },
        ),
      );

      // A member who has not answered the questionnaire: /questionnaire.
      const asked = await registerThroughApi(request, newCustomer(test.info()), {
        questionnaire: 'open',
      });
      await liffMock({ profile: { userId: asked.lineUserId, displayName: asked.displayName } });
      await firstOpen(page, QUESTIONNAIRE, {} as Demo);

      // Members with something in every list; a new one every few routes (a LINE user signs in
      // at most 10 times a minute).
      const routes = [...MEMBER_ROUTES];
      while (routes.length) {
        const someone = await registerThroughApi(request, newCustomer(test.info()));
        const demo = await fillMember(new Api(request, someone.token));
        await liffMock({
          profile: { userId: someone.lineUserId, displayName: someone.displayName },
        });
        for (const c of routes.splice(0, 8)) await firstOpen(page, c, demo);
      }
    });
  });
}

async function firstOpen(page: Page, c: RouteCase, demo: Demo) {
  await page.goto(c.url(demo));
  await loaded(page, c, t);
  await page.waitForTimeout(1_000);
  addRoute(c.route, await loadCls(page));
}

test('the targets hold on the medians', () => {
  test.skip(!GATE, 'JOURNEY_GATE=0: measured only');
  const result = summary();
  expect(result.taps.length, 'every tap measured').toBe(Object.keys(TAPS).length);
  expect(missedTargets(result)).toEqual([]);
});
