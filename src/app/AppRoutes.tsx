import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { Route, Router, useLocation } from 'preact-iso';
import { logPageView } from '../api/sessionCalls';
import { afterNextPaint } from '../platform/afterPaint';
import { build, isOutdated } from '../platform/buildManifest';
import { navigateExternal } from '../platform/navigate';
import { canReloadAt, reloadAt } from '../platform/reloadGuard';
import { questionnaireStatus } from '../state/questionnaire';
import { currentUserId } from '../state/session';
import { getAccessToken } from '../state/token';
import { markAppReady } from './appReady';
import { ErrorPage } from './ErrorPage';
import { decideNavigation } from './guards';
import { Layout } from './Layout';
import { PageBoundary } from './PageBoundary';
import { routes } from './routes';
import { text } from './text';

/** Redirect rules that point at each other must not spin forever. */
const MAX_REDIRECTS = 8;

const routeElements = routes.map((r) => (
  <Route key={r.path} path={r.path} component={r.component} />
));

/** Runs the navigation guards on every navigation (the first included) and renders the page in
 *  its layout. Mounted once startup is ready. */
export function AppRoutes() {
  const { url, route } = useLocation();
  const first = useRef(true);
  const redirects = useRef(0);

  const decision = useMemo(
    () =>
      decideNavigation(url, {
        origin: location.origin,
        hasToken: Boolean(getAccessToken()),
        questionnaire: questionnaireStatus.peek(),
        routeRules: build.routeRules,
        reloadForBuild: !first.current && isOutdated() && canReloadAt(url),
      }),
    [url],
  );
  const { outcome, pageView } = decision;
  const looping = outcome.kind === 'redirect' && redirects.current >= MAX_REDIRECTS;

  useLayoutEffect(() => {
    first.current = false;
    if (pageView) {
      const userId = currentUserId.peek();
      // A log line, not the page: it goes once the page has painted.
      afterNextPaint(() => logPageView(userId, pageView).catch(() => undefined));
    }
    if (outcome.kind === 'redirect' && !looping) {
      redirects.current++;
      route(outcome.to, true);
      return;
    }
    redirects.current = 0;
    if (outcome.kind === 'external') navigateExternal(outcome.url, { allowExternal: true });
    else if (outcome.kind === 'reload') reloadAt(url);
    else if (outcome.kind === 'render') {
      // The overlay stays until the first page's chunk is in and rendered.
      const shown = outcome.match.route.component.preload();
      shown.then(() => requestAnimationFrame(markAppReady)).catch(markAppReady);
    } else markAppReady();
  }, [decision]);

  if (looping) {
    return (
      <Layout>
        <ErrorPage status={500} message={text.tooManyRedirects} />
      </Layout>
    );
  }
  if (outcome.kind === 'error') {
    return (
      <Layout layout={outcome.match?.route.layout} hideFooter={outcome.match?.route.hideFooter}>
        <ErrorPage status={outcome.status} message={outcome.message} />
      </Layout>
    );
  }
  if (outcome.kind !== 'render') return null;
  const page = outcome.match.route;
  return (
    <Layout layout={page.layout} hideFooter={page.hideFooter}>
      <PageBoundary url={url}>
        <Router>{routeElements}</Router>
      </PageBoundary>
    </Layout>
  );
}
