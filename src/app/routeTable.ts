// The route table as data (SPEC §2), with no imports the build cannot run: src/app/routes.ts gives
// each route its page's lazy loader; the size budget (perf/size.mjs) reads the table and
// ROUTE_PAGES, which the app does not ship.
import type { PageDataKey } from '../pages/pageData';

export interface RouteEntry {
  /** preact-iso pattern. Static paths come before parameterised siblings. */
  path: string;
  /** 'none' for /register and /redirect (SPEC §2); the shared layout when absent. */
  layout?: 'default' | 'none';
  /** The footer is hidden on these (SPEC §2). */
  hideFooter?: boolean;
  /** The `:id` must be a positive integer (SPEC §4), else 404 'Page Not Found: {path}'. */
  positiveId?: boolean;
  /** The data the page shows first (pages/pageData): startup starts it right after login, in
   *  parallel with the rest of startup, when the app opens on this route. */
  data?: PageDataKey;
}

export const ROUTE_TABLE = [
  { path: '/', data: 'home' },
  { path: '/activity' },
  { path: '/activity/activityDetail' },
  { path: '/activity/comingSoon', hideFooter: true },
  { path: '/content/campaign' },
  { path: '/content/campaignDetail' },
  { path: '/content/Exclusive' },
  { path: '/content/:id', positiveId: true },
  { path: '/product', data: 'products' },
  { path: '/profile', data: 'pointHistory' },
  { path: '/profile/update' },
  { path: '/profile/history/code', data: 'codeHistory' },
  { path: '/profile/history/redeem', data: 'redeemHistory' },
  { path: '/redeem', data: 'rewards' },
  { path: '/redeem/myRewards', data: 'myRewards' },
  { path: '/redeem/:id', positiveId: true },
  { path: '/questionnaire' },
  { path: '/register', layout: 'none' },
  { path: '/redirect', layout: 'none', hideFooter: true },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];

/** Each route's page module under src/pages, without extension: the module its loader in
 *  routes.ts imports (tests/unit/app/routeTable.test.ts holds them to it). */
export const ROUTE_PAGES: Record<RoutePath, string> = {
  '/': 'home/Home',
  '/activity': 'activity/ActivityList',
  '/activity/activityDetail': 'activity/ActivityDetail',
  '/activity/comingSoon': 'activity/ComingSoon',
  '/content/campaign': 'content/CampaignList',
  '/content/campaignDetail': 'content/CampaignDetail',
  '/content/Exclusive': 'content/Exclusive',
  '/content/:id': 'content/ContentItem',
  '/product': 'product/Products',
  '/profile': 'profile/Profile',
  '/profile/update': 'profile/ProfileUpdate',
  '/profile/history/code': 'profile/CodeHistory',
  '/profile/history/redeem': 'profile/RedeemHistory',
  '/redeem': 'redeem/Rewards',
  '/redeem/myRewards': 'redeem/MyRewards',
  '/redeem/:id': 'redeem/RewardDetail',
  '/questionnaire': 'questionnaire/Questionnaire',
  '/register': 'register/Register',
  '/redirect': 'redirect/Redirect',
};
