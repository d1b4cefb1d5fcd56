import { exec } from 'preact-iso/router';
import { isExternal, matchRedirect, type RouteRules } from '../platform/routeRules';
import { isQuestionnaireDone, type QuestionnaireStatus } from '../state/questionnaire';
import { routes as allRoutes, type RouteDef } from './routes';
import { text } from './text';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

export function matchRoute(
  path: string,
  routes: readonly RouteDef[] = allRoutes,
): RouteMatch | undefined {
  for (const route of routes) {
    const m = exec(path, route.path);
    if (m) return { route, params: m.params };
  }
  return undefined;
}

export interface NavigationContext {
  origin: string;
  hasToken: boolean;
  questionnaire: QuestionnaireStatus | null;
  routeRules: RouteRules;
  /** A newer build is out and the reload guard allows reloading at this URL. */
  reloadForBuild: boolean;
  routes?: readonly RouteDef[];
}

export type Outcome =
  | { kind: 'render'; match: RouteMatch }
  | { kind: 'error'; status: number; message: string; match?: RouteMatch }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'reload' };

export interface Decision {
  outcome: Outcome;
  /** Record a page-view log for this path. */
  pageView?: string;
}

const AFTER_LOGIN_DONE_PATHS = ['/questionnaire', '/register', '/redirect'];

/** What a navigation to `url` (path + query) does, in SPEC §4 order: a pending build update,
 *  route validation, the token guard of /register, the after-login rules (else a page view),
 *  route-rule redirects, then not-found or the page. */
export function decideNavigation(url: string, ctx: NavigationContext): Decision {
  if (ctx.reloadForBuild) return { outcome: { kind: 'reload' } };

  const target = new URL(url, ctx.origin);
  const path = target.pathname.replace(/\/+$/, '') || '/';
  const match = matchRoute(path, ctx.routes);

  if (match?.route.validate && !match.route.validate(match.params)) {
    return { outcome: { kind: 'error', status: 404, message: text.notFoundPath(path), match } };
  }

  if (ctx.hasToken && path === '/register') {
    return { outcome: { kind: 'redirect', to: `/${target.search}` } };
  }

  const q = ctx.questionnaire;
  if (q && !isQuestionnaireDone(q) && path !== '/questionnaire') {
    return { outcome: { kind: 'redirect', to: '/questionnaire' } };
  }
  // A skipped questionnaire can still be answered later: only an answered one closes its page.
  if (
    q &&
    (path === '/questionnaire' ? q.completed : isQuestionnaireDone(q)) &&
    AFTER_LOGIN_DONE_PATHS.includes(path)
  ) {
    return { outcome: { kind: 'redirect', to: '/' } };
  }
  const pageView = path;

  const redirect = matchRedirect(path, ctx.routeRules);
  if (redirect) {
    return {
      pageView,
      outcome: isExternal(redirect, ctx.origin)
        ? { kind: 'external', url: redirect }
        : { kind: 'redirect', to: redirect },
    };
  }

  if (!match) {
    return {
      pageView,
      outcome: { kind: 'error', status: 404, message: text.notFoundUrl(url) },
    };
  }
  return { pageView, outcome: { kind: 'render', match } };
}
