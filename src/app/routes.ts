import type { ReadonlySignal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
import { homeSnapshot } from '../pages/home/snapshot';
import { withChunkReload } from '../platform/chunkReload';
import { ROUTE_TABLE, type RouteEntry, type RoutePath } from './routeTable';

type Params = Record<string, string | undefined>;

export interface RouteDef extends RouteEntry {
  component: LazyPage;
  /** Route validation (SPEC §4): failing shows 404 'Page Not Found: {path}'. */
  validate?: (params: Params) => boolean;
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

/** The validation of a route whose `:id` must be a positive integer: one function they share. */
const hasPositiveId = (params: Params) => /^[1-9]\d*$/.test(params.id ?? '');

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
// build splits it (tests/unit/app/routeTable.test.ts holds each to the page the table names).
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

/** The pages that keep a snapshot of what they showed last time. */
const SNAPSHOTS: Partial<Record<RoutePath, PageSnapshot>> = { '/': homeSnapshot };

export const routes: RouteDef[] = ROUTE_TABLE.map((route: RouteEntry & { path: RoutePath }, i) => ({
  ...route,
  component: page(loaders[i] as () => Promise<{ default: ComponentType<never> }>),
  validate: route.positiveId ? hasPositiveId : undefined,
  snapshot: SNAPSHOTS[route.path],
}));

/** The snapshots the route table's pages keep. */
export const snapshots = Object.values(SNAPSHOTS) as PageSnapshot[];
