// Every route of SPEC §2: how to open it with demo data (looked up by title) and how to tell it has
// loaded, in either language (../texts.ts). Shared by every-route.spec.ts and
// ../narrow/thai-lines.spec.ts.
import type { Page } from '@playwright/test';
import { type Api, appReady, expect, type Reward, test } from '../fixtures';
import { literal, shape, type Texts } from '../texts';

interface Campaign {
  id: number;
  title: string;
}

/** The demo items the parameterised routes open. */
export interface Demo {
  reward: Reward;
  campaign: Campaign;
  activity: Campaign;
  upcomingActivity: Campaign;
}

export interface RouteCase {
  /** As SPEC §2 writes it. */
  route: string;
  url: (demo: Demo) => string;
  /** The page's h1 once loaded. */
  heading: (t: Texts) => string | RegExp;
  /** Text that only the loaded page shows (not its skeleton). */
  shows: (t: Texts) => string | RegExp;
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

/** Something in every history and list of `api`'s member: 300 points from codes, one reward
 *  redeemed. Answers the demo items. */
export async function fillMember(api: Api): Promise<Demo> {
  for (const code of ['WELCOME100', 'LINE2026']) await api.post('/api/codes', { code });
  const demo = await demoItems(api);
  await api.post(
    `/api/rewards/${demo.reward.id}/redeem`,
    {},
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  return demo;
}

/** The routes a registered member (questionnaire done) opens. */
export const MEMBER_ROUTES: RouteCase[] = [
  {
    route: '/',
    url: () => '/',
    heading: (t) => new RegExp(`^${literal(t.home.greeting('E2E'))}`),
    shows: () => 'Double Points Weekend',
  },
  {
    route: '/activity',
    url: () => '/activity',
    heading: (t) => t.activity.list.title,
    shows: () => 'Beach Cleanup Day',
  },
  {
    route: '/activity/activityDetail',
    url: (d) => `/activity/activityDetail?id=${d.activity.id}`,
    heading: () => 'Beach Cleanup Day',
    shows: () => 'Bring a hat and water.',
  },
  {
    route: '/activity/comingSoon',
    url: (d) => `/activity/comingSoon?id=${d.upcomingActivity.id}`,
    heading: () => 'Thai Cooking Class',
    shows: (t) => shape(t.activity.comingSoon.startsOn, '.+'),
  },
  {
    // Contents have no list call; the seed inserts "Five ways to earn points faster" first.
    route: '/content/{id}',
    url: () => '/content/1',
    heading: () => 'Five ways to earn points faster',
    shows: () => 'Answer the questionnaire once for 50 points.',
  },
  {
    route: '/content/campaign',
    url: () => '/content/campaign',
    heading: (t) => t.content.campaigns.title,
    shows: () => 'Double Points Weekend',
  },
  {
    route: '/content/campaignDetail',
    url: (d) => `/content/campaignDetail?id=${d.campaign.id}`,
    heading: () => 'Double Points Weekend',
    shows: () => 'From Friday to Sunday every drink earns double points.',
  },
  {
    route: '/content/Exclusive',
    url: () => '/content/Exclusive',
    heading: (t) => t.content.exclusive.title,
    shows: () => 'VIP Members Night',
  },
  {
    route: '/product',
    url: () => '/product',
    heading: (t) => t.product.title,
    shows: () => 'Signature Coffee',
  },
  {
    route: '/profile',
    url: () => '/profile',
    heading: (t) => t.profile.title,
    shows: (t) => t.profile.pointHistory,
  },
  {
    route: '/profile/update',
    url: () => '/profile/update',
    heading: (t) => t.profile.updateTitle,
    shows: (t) => t.profile.save,
  },
  {
    route: '/profile/history/code',
    url: () => '/profile/history/code',
    heading: (t) => t.profile.codeTitle,
    shows: () => 'Welcome bonus',
  },
  {
    route: '/profile/history/redeem',
    url: () => '/profile/history/redeem',
    heading: (t) => t.profile.redeemTitle,
    shows: () => 'Free Iced Coffee',
  },
  {
    route: '/redeem',
    url: () => '/redeem',
    heading: (t) => t.redeem.catalogue.title,
    shows: () => 'Free Iced Coffee',
  },
  {
    route: '/redeem/{id}',
    url: (d) => `/redeem/${d.reward.id}`,
    heading: () => 'Free Iced Coffee',
    shows: () => 'Any iced coffee, any size.',
  },
  {
    route: '/redeem/myRewards',
    url: () => '/redeem/myRewards',
    heading: (t) => t.redeem.mine.title,
    shows: () => 'Free Iced Coffee',
  },
];

/** A deep-link arrival is forwarded at once; its loaded state is the page it lands on. */
export const REDIRECT: RouteCase = {
  route: '/redirect',
  url: () => '/redirect?fullPath=%2Fproduct',
  heading: (t) => t.product.title,
  shows: () => 'Signature Coffee',
};

/** For a member who has not answered the questionnaire. */
export const QUESTIONNAIRE: RouteCase = {
  route: '/questionnaire',
  url: () => '/questionnaire',
  heading: (t) => t.questionnaire.title,
  shows: () => 'How did you hear about us?',
};

/** For a LINE user who has not registered. */
export const REGISTER: RouteCase = {
  route: '/register',
  url: () => '/register',
  heading: (t) => t.register.title,
  shows: (t) => t.personal.sendCode,
};

/** Waits for the loaded page: startup over, the page's own content in place of its skeleton,
 *  fonts and pictures in. */
export async function loaded(page: Page, c: RouteCase, t: Texts): Promise<void> {
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: c.heading(t) })).toBeVisible();
  await expect(page.getByRole('main').getByText(c.shows(t)).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(
    async () => {
      await document.fonts.ready;
      return [...document.images].every((img) => img.complete);
    },
    undefined,
    { polling: 250 },
  );
}

/** Declares one test per route of SPEC §2, each opening its page as the customer it needs and
 *  handing it, loaded, to `check`. */
export function forEveryRoute(t: Texts, check: (page: Page, c: RouteCase) => Promise<void>): void {
  test.describe('as a member', () => {
    let demo: Demo;
    test.beforeEach(async ({ memberApi }) => {
      demo = await fillMember(memberApi);
    });

    for (const c of [...MEMBER_ROUTES, REDIRECT]) {
      test(c.route, async ({ page }) => {
        await page.goto(c.url(demo));
        if (c === REDIRECT) await expect(page).toHaveURL((url) => url.pathname === '/product');
        await loaded(page, c, t);
        await check(page, c);
      });
    }
  });

  test.describe('as a member who has not answered the questionnaire', () => {
    test.use({ memberQuestionnaire: 'open' });
    test(QUESTIONNAIRE.route, async ({ page, member: _member }) => {
      await page.goto(QUESTIONNAIRE.url({} as Demo));
      await loaded(page, QUESTIONNAIRE, t);
      await check(page, QUESTIONNAIRE);
    });
  });

  test(REGISTER.route, async ({ page, customer: _customer }) => {
    await page.goto(REGISTER.url({} as Demo));
    await loaded(page, REGISTER, t);
    await check(page, REGISTER);
  });
}
