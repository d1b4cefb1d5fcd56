// Every route of SPEC §2 in its loaded state (startup over, the page's own content in place of
// its skeleton, pictures decoded): photographed to reports/screenshots/{route}.png for people to
// look at (never compared), and checked with axe, failing on a violation of any impact.
// On the budget phone's screen, at full speed: the journeys hold the app to the slow phone, and
// here its slow CPU and network would only make the loading, axe and the screenshots wait.
// Runs on the budget phone only (playwright.config.ts). Route parameters are demo data
// (server/src/db/seed.ts) looked up by title, so each page shows a real item.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { type Api, appReady, expect, type Reward, test } from '../fixtures';

interface Campaign {
  id: number;
  title: string;
}

/** The demo items the parameterised routes open. */
interface Demo {
  reward: Reward;
  campaign: Campaign;
  activity: Campaign;
  upcomingActivity: Campaign;
}

interface RouteCase {
  /** As SPEC §2 writes it. */
  route: string;
  url: (demo: Demo) => string;
  /** The page's h1 once loaded. */
  heading: string | RegExp;
  /** Text that only the loaded page shows (not its skeleton). */
  shows: string | RegExp;
}

const byTitle = async <T extends { title: string }>(api: Api, path: string, title: string) => {
  const item = (await api.get<T[]>(path)).find((i) => i.title === title);
  if (!item) throw new Error(`${path} has no "${title}": the demo data changed`);
  return item;
};

const demoItems = async (api: Api): Promise<Demo> => ({
  reward: await byTitle<Reward>(api, '/api/rewards', 'Free Iced Coffee'),
  campaign: await byTitle<Campaign>(api, '/api/campaigns?type=campaign', 'Double Points Weekend'),
  activity: await byTitle<Campaign>(api, '/api/campaigns?type=activity', 'Beach Cleanup Day'),
  upcomingActivity: await byTitle<Campaign>(
    api,
    '/api/campaigns?type=activity',
    'Thai Cooking Class',
  ),
});

/** The routes a registered member (questionnaire done) opens. */
const MEMBER_ROUTES: RouteCase[] = [
  { route: '/', url: () => '/', heading: /^Hello, E2E/, shows: 'Double Points Weekend' },
  { route: '/activity', url: () => '/activity', heading: 'Activities', shows: 'Beach Cleanup Day' },
  {
    route: '/activity/activityDetail',
    url: (d) => `/activity/activityDetail?id=${d.activity.id}`,
    heading: 'Beach Cleanup Day',
    shows: 'Bring a hat and water.',
  },
  {
    route: '/activity/comingSoon',
    url: (d) => `/activity/comingSoon?id=${d.upcomingActivity.id}`,
    heading: 'Thai Cooking Class',
    shows: /^Starts on /,
  },
  {
    // Contents have no list call; the seed inserts "Five ways to earn points faster" first.
    route: '/content/{id}',
    url: () => '/content/1',
    heading: 'Five ways to earn points faster',
    shows: 'Answer the questionnaire once for 50 points.',
  },
  {
    route: '/content/campaign',
    url: () => '/content/campaign',
    heading: 'Campaigns',
    shows: 'Double Points Weekend',
  },
  {
    route: '/content/campaignDetail',
    url: (d) => `/content/campaignDetail?id=${d.campaign.id}`,
    heading: 'Double Points Weekend',
    shows: 'From Friday to Sunday every drink earns double points.',
  },
  {
    route: '/content/Exclusive',
    url: () => '/content/Exclusive',
    heading: 'Exclusive',
    shows: 'VIP Members Night',
  },
  { route: '/product', url: () => '/product', heading: 'Products', shows: 'Signature Coffee' },
  { route: '/profile', url: () => '/profile', heading: 'My profile', shows: 'Point history' },
  {
    route: '/profile/update',
    url: () => '/profile/update',
    heading: 'Edit my details',
    shows: 'Save changes',
  },
  {
    route: '/profile/history/code',
    url: () => '/profile/history/code',
    heading: 'Codes I entered',
    shows: 'Welcome bonus',
  },
  {
    route: '/profile/history/redeem',
    url: () => '/profile/history/redeem',
    heading: 'Rewards I redeemed',
    shows: 'Free Iced Coffee',
  },
  { route: '/redeem', url: () => '/redeem', heading: 'Rewards', shows: 'Free Iced Coffee' },
  {
    route: '/redeem/{id}',
    url: (d) => `/redeem/${d.reward.id}`,
    heading: 'Free Iced Coffee',
    shows: 'Any iced coffee, any size.',
  },
  {
    route: '/redeem/myRewards',
    url: () => '/redeem/myRewards',
    heading: 'My rewards',
    shows: 'Free Iced Coffee',
  },
];

/** reports/screenshots/{route}.png: '/' is home.png, '/redeem/{id}' redeem-id.png. */
function screenshotPath(testInfo: TestInfo, route: string) {
  const name = route === '/' ? 'home' : route.slice(1).replace(/[{}]/g, '').replaceAll('/', '-');
  return join(dirname(testInfo.config.configFile ?? '.'), 'reports', 'screenshots', `${name}.png`);
}

/** Waits for the loaded page, photographs it and runs axe on it. */
async function checkLoaded(page: Page, testInfo: TestInfo, c: Omit<RouteCase, 'url'>) {
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
  await expect(page.getByRole('main').getByText(c.shows).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      return [...document.images].every((img) => img.complete);
    },
    undefined,
    { polling: 250 },
  );

  const path = screenshotPath(testInfo, c.route);
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });

  const { passes, violations } = await new AxeBuilder({ page }).analyze();
  expect(passes.length, 'axe checked the page').toBeGreaterThan(10);
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target).join(' | ')}`,
  );
  expect(found, `axe violations of any impact on ${c.route}`).toEqual([]);
}

test.use({ budgetPhone: false });

test.describe('as a member', () => {
  let demo: Demo;
  test.beforeEach(async ({ memberApi }) => {
    // Something in every history and list: 300 points from codes, one reward redeemed.
    for (const code of ['WELCOME100', 'LINE2026']) await memberApi.post('/api/codes', { code });
    demo = await demoItems(memberApi);
    await memberApi.post(
      `/api/rewards/${demo.reward.id}/redeem`,
      {},
      { 'Idempotency-Key': crypto.randomUUID() },
    );
  });

  for (const c of MEMBER_ROUTES) {
    test(c.route, async ({ page }, testInfo) => {
      await page.goto(c.url(demo));
      await checkLoaded(page, testInfo, c);
    });
  }

  test('/redirect', async ({ page }, testInfo) => {
    // A deep-link arrival is forwarded at once; its loaded state is the page it lands on.
    await page.goto('/redirect?fullPath=%2Fproduct');
    await expect(page).toHaveURL((url) => url.pathname === '/product');
    await checkLoaded(page, testInfo, {
      route: '/redirect',
      heading: 'Products',
      shows: 'Signature Coffee',
    });
  });
});

test.describe('as a member who has not answered the questionnaire', () => {
  test.use({ memberQuestionnaire: 'open' });
  test('/questionnaire', async ({ page, member: _member }, testInfo) => {
    await page.goto('/questionnaire');
    await checkLoaded(page, testInfo, {
      route: '/questionnaire',
      heading: 'A few questions',
      shows: 'How did you hear about us?',
    });
  });
});

test('/register', async ({ page, customer: _customer }, testInfo) => {
  await page.goto('/register');
  await checkLoaded(page, testInfo, {
    route: '/register',
    heading: 'Create your account',
    shows: 'Send code',
  });
});
