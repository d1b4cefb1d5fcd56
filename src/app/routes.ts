import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { withChunkReload } from '../platform/chunkReload';
import { ROUTE_TABLE, type RouteEntry } from './routeTable';

type Params = Record<string, string | undefined>;

export interface RouteDef extends RouteEntry {
  component: LazyPage;
  /** Route validation (SPEC §4): failing shows 404 'Page Not Found: {path}'. */
  validate?: (params: Params) => boolean;
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

// Each route's page (ROUTE_PAGES), in the table's order, with its own literal import so that the
// build splits it (tests/unit/build/routePages.test.ts holds each to the page the table names).
export const loaders = [
  () => import('../pages/home/Home'),
  () => import('../pages/activity/ActivityList'),
  () => import('../pages/activity/ActivityDetail'),
  () => import('../pages/activity/ComingSoon'),
  () => import('../pages/content/CampaignList'),
  () => import('../pages/content/CampaignDetail'),
  () => import('../pages/content/Exclusive'),
  () => import('../pages/content/ContentItem'),
  () => import('../pages/product/Products'),
  () => import('../pages/profile/Profile'),
  () => import('../pages/profile/ProfileUpdate'),
  () => import('../pages/profile/CodeHistory'),
  () => import('../pages/profile/RedeemHistory'),
  () => import('../pages/redeem/Rewards'),
  () => import('../pages/redeem/MyRewards'),
  () => import('../pages/redeem/RewardDetail'),
  () => import('../pages/questionnaire/Questionnaire'),
  () => import('../pages/register/Register'),
  () => import('../pages/redirect/Redirect'),
] as const satisfies { length: (typeof ROUTE_TABLE)['length'] };

export const routes: RouteDef[] = ROUTE_TABLE.map((route: RouteEntry, i) => ({
  ...route,
  component: page(loaders[i] as () => Promise<{ default: ComponentType<never> }>),
  validate: (p: Params) => !route.positiveId || positiveInt(p.id),
}));
