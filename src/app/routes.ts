import type { ReadonlySignal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { homeSnapshot } from '../pages/home/snapshot';
import type { PageDataKey } from '../pages/pageData';
import { withChunkReload } from '../platform/chunkReload';

type Params = Record<string, string | undefined>;

export interface RouteDef {
  /** preact-iso pattern. Static paths come before parameterised siblings. */
  path: string;
  component: LazyPage;
  /** 'none' for /register and /redirect (SPEC §2); the shared layout when absent. */
  layout?: 'default' | 'none';
  /** The footer is hidden on these (SPEC §2). */
  hideFooter?: boolean;
  /** Route validation (SPEC §4): failing shows 404 'Page Not Found: {path}'. */
  validate?: (params: Params) => boolean;
  /** The data the page shows first (pages/pageData): startup starts it right after login, in
   *  parallel with the rest of startup, when the app opens on this route. */
  data?: PageDataKey;
  /** What the page showed this LINE user last time, painted by the shell while startup signs in. */
  snapshot?: PageSnapshot;
}

/** A page's snapshot from the last visit (pages/home/snapshot). */
export interface PageSnapshot {
  /** Startup: puts this LINE user's stored snapshot on screen, if there is one. */
  show: (lineUserId: string) => void;
  /** What is on screen, if anything (a signal: the shell re-renders when it changes). */
  shown: ReadonlySignal<unknown>;
  /** Takes it off the screen and out of storage. */
  forget: () => void;
  View: ComponentType;
}

const positiveInt = (value: string | undefined) => /^[1-9]\d*$/.test(value ?? '');

type PageModule = { default: ComponentType<Record<string, unknown>> };

/** What shows in place of a page whose chunk failed (offline, or still after the reload). Loaded
 *  right after app-ready (app/appReady), so that it is here when the network is not; should it be
 *  missing too, PageBoundary shows the plain error page. */
const chunkErrorPage = () => import('./ChunkLoadError') as Promise<PageModule>;

// Every page is its own lazy chunk; a chunk that fails to load reloads the page (SPEC §4).
const page = <T>(load: () => Promise<{ default: ComponentType<T> }>) =>
  lazy(withChunkReload(load as () => Promise<PageModule>, chunkErrorPage)) as unknown as LazyPage;

/** A lazy page (preact-iso's `lazy`, whose word is preload): preload() starts downloading its
 *  chunk. */
export type LazyPage = ComponentType<Record<string, unknown>> & { preload: () => Promise<unknown> };

export const routes: RouteDef[] = [
  {
    path: '/',
    data: 'home',
    snapshot: homeSnapshot,
    component: page(() => import('../pages/home/Home')),
  },
  {
    path: '/activity',
    component: page(() => import('../pages/activity/ActivityList')),
  },
  {
    path: '/activity/activityDetail',
    component: page(() => import('../pages/activity/ActivityDetail')),
  },
  {
    path: '/activity/comingSoon',
    hideFooter: true,
    component: page(() => import('../pages/activity/ComingSoon')),
  },
  {
    path: '/content/campaign',
    component: page(() => import('../pages/content/CampaignList')),
  },
  {
    path: '/content/campaignDetail',
    component: page(() => import('../pages/content/CampaignDetail')),
  },
  {
    path: '/content/Exclusive',
    component: page(() => import('../pages/content/Exclusive')),
  },
  {
    path: '/content/:id',
    validate: (p) => positiveInt(p.id),
    component: page(() => import('../pages/content/ContentItem')),
  },
  {
    path: '/product',
    data: 'products',
    component: page(() => import('../pages/product/Products')),
  },
  {
    path: '/profile',
    data: 'pointHistory',
    component: page(() => import('../pages/profile/Profile')),
  },
  {
    path: '/profile/update',
    component: page(() => import('../pages/profile/ProfileUpdate')),
  },
  {
    path: '/profile/history/code',
    data: 'codeHistory',
    component: page(() => import('../pages/profile/CodeHistory')),
  },
  {
    path: '/profile/history/redeem',
    data: 'redeemHistory',
    component: page(() => import('../pages/profile/RedeemHistory')),
  },
  {
    path: '/redeem',
    data: 'rewards',
    component: page(() => import('../pages/redeem/Rewards')),
  },
  {
    path: '/redeem/myRewards',
    data: 'myRewards',
    component: page(() => import('../pages/redeem/MyRewards')),
  },
  {
    path: '/redeem/:id',
    validate: (p) => positiveInt(p.id),
    component: page(() => import('../pages/redeem/RewardDetail')),
  },
  {
    path: '/questionnaire',
    component: page(() => import('../pages/questionnaire/Questionnaire')),
  },
  {
    path: '/register',
    layout: 'none',
    component: page(() => import('../pages/register/Register')),
  },
  {
    path: '/redirect',
    layout: 'none',
    hideFooter: true,
    component: page(() => import('../pages/redirect/Redirect')),
  },
];

/** The snapshots the route table's pages keep. */
export const snapshots = routes.flatMap((route) => (route.snapshot ? [route.snapshot] : []));
