import { describe, expect, it } from 'vitest';
import { decideNavigation, matchRoute, type NavigationContext } from '../../../src/app/guards';
import { routes } from '../../../src/app/routes';

const ctx = (over: Partial<NavigationContext> = {}): NavigationContext => ({
  origin: 'https://app.example',
  hasToken: false,
  questionnaire: null,
  routeRules: {},
  reloadForBuild: false,
  ...over,
});

const done = { completed: true, skipped: false };

describe('the route table', () => {
  it('holds every route of SPEC §2', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/activity',
        '/activity/activityDetail',
        '/activity/comingSoon',
        '/content/:id',
        '/content/campaign',
        '/content/campaignDetail',
        '/content/Exclusive',
        '/product',
        '/profile',
        '/profile/update',
        '/profile/history/code',
        '/profile/history/redeem',
        '/redeem',
        '/redeem/:id',
        '/redeem/myRewards',
        '/questionnaire',
        '/register',
        '/redirect',
      ].sort(),
    );
  });

  it('gives /register and /redirect no layout and hides the footer on /redirect and coming soon', () => {
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r]));
    expect(byPath['/register']?.layout).toBe('none');
    expect(byPath['/redirect']?.layout).toBe('none');
    expect(byPath['/activity/comingSoon']?.hideFooter).toBe(true);
    expect(
      routes
        .filter((r) => r.layout === 'none')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/redirect', '/register']);
  });

  it('matches static paths before their parameterised siblings', () => {
    expect(matchRoute('/content/campaign')?.route.path).toBe('/content/campaign');
    expect(matchRoute('/content/12')?.route.path).toBe('/content/:id');
    expect(matchRoute('/redeem/myRewards')?.route.path).toBe('/redeem/myRewards');
    expect(matchRoute('/redeem/3')?.params).toEqual({ id: '3' });
    expect(matchRoute('/nope')).toBeUndefined();
  });
});

describe('navigation step 1: route validation', () => {
  it.each(['/content/abc', '/content/0', '/content/-1', '/content/1.5', '/redeem/01', '/redeem/x'])(
    '%s fails with 404 Page Not Found: {path}',
    (path) => {
      const { outcome, pageView } = decideNavigation(`${path}?q=1`, ctx());
      expect(outcome).toMatchObject({
        kind: 'error',
        status: 404,
        message: `Page Not Found: ${path}`,
      });
      expect(pageView).toBeUndefined();
    },
  );

  it.each(['/content/1', '/content/42', '/redeem/7'])('%s passes', (path) => {
    expect(decideNavigation(path, ctx()).outcome.kind).toBe('render');
  });
});

describe('navigation step 2: the token guard and page views', () => {
  it('sends a token holder from /register to / keeping the query, without a page view', () => {
    const d = decideNavigation('/register?carousel=2&x=y', ctx({ hasToken: true }));
    expect(d).toEqual({ outcome: { kind: 'redirect', to: '/?carousel=2&x=y' } });
  });

  it('keeps the query for a logged-in member whatever the questionnaire state', () => {
    for (const questionnaire of [
      { completed: true, skipped: false },
      { completed: false, skipped: false },
    ]) {
      const d = decideNavigation('/register?carousel=2', ctx({ hasToken: true, questionnaire }));
      expect(d.outcome).toEqual({ kind: 'redirect', to: '/?carousel=2' });
    }
  });

  it('lets a visitor without a token open /register and records the page view', () => {
    const d = decideNavigation('/register', ctx());
    expect(d.outcome.kind).toBe('render');
    expect(d.pageView).toBe('/register');
  });

  it('records the path (no query) of every other navigation', () => {
    expect(decideNavigation('/profile?tab=1', ctx({ hasToken: true })).pageView).toBe('/profile');
  });
});

describe('navigation step 3: route rules', () => {
  const routeRules = {
    '/old': { redirect: '/profile' },
    '/promo/**': { redirect: 'https://promo.example/landing' },
    '/promo/keep': { redirect: '/redeem' },
    '/a/**': { redirect: '/a-short' },
    '/a/b/**': { redirect: '/a-long' },
  };

  it('follows an internal redirect for an exact path', () => {
    const d = decideNavigation('/old', ctx({ routeRules }));
    expect(d).toEqual({ pageView: '/old', outcome: { kind: 'redirect', to: '/profile' } });
  });

  it('turns an external target into a full page load', () => {
    expect(decideNavigation('/promo/x/y', ctx({ routeRules })).outcome).toEqual({
      kind: 'external',
      url: 'https://promo.example/landing',
    });
    expect(decideNavigation('/promo', ctx({ routeRules })).outcome.kind).toBe('external');
  });

  it('prefers an exact rule, then the longest prefix', () => {
    expect(decideNavigation('/promo/keep', ctx({ routeRules })).outcome).toEqual({
      kind: 'redirect',
      to: '/redeem',
    });
    expect(decideNavigation('/a/b/c', ctx({ routeRules })).outcome).toEqual({
      kind: 'redirect',
      to: '/a-long',
    });
    expect(decideNavigation('/a/c', ctx({ routeRules })).outcome).toEqual({
      kind: 'redirect',
      to: '/a-short',
    });
  });

  it('does not treat /promotion as under /promo/**', () => {
    expect(decideNavigation('/promotion', ctx({ routeRules })).outcome.kind).toBe('error');
  });
});

describe('unmatched routes', () => {
  it('show 404 Page not found: {fullPath}', () => {
    expect(decideNavigation('/nope?x=1', ctx()).outcome).toEqual({
      kind: 'error',
      status: 404,
      message: 'Page not found: /nope?x=1',
    });
  });
});

describe('after-login rules', () => {
  it('send a user who neither completed nor skipped the questionnaire to /questionnaire', () => {
    const q = { completed: false, skipped: false };
    expect(decideNavigation('/', ctx({ hasToken: true, questionnaire: q })).outcome).toEqual({
      kind: 'redirect',
      to: '/questionnaire',
    });
    expect(
      decideNavigation('/questionnaire', ctx({ hasToken: true, questionnaire: q })).outcome.kind,
    ).toBe('render');
  });

  it.each(['/questionnaire', '/register', '/redirect'])('send a done user from %s to /', (path) => {
    for (const q of [done, { completed: false, skipped: true }]) {
      if (path === '/questionnaire' && !q.completed) continue;
      expect(decideNavigation(path, ctx({ hasToken: true, questionnaire: q })).outcome).toEqual({
        kind: 'redirect',
        to: '/',
      });
    }
  });

  it('let a user who skipped the questionnaire open it to answer later', () => {
    const skipped = { completed: false, skipped: true };
    expect(
      decideNavigation('/questionnaire', ctx({ hasToken: true, questionnaire: skipped })).outcome,
    ).toMatchObject({ kind: 'render' });
  });

  it('leave a done user on other pages, and do nothing before login', () => {
    expect(
      decideNavigation('/profile', ctx({ hasToken: true, questionnaire: done })).outcome.kind,
    ).toBe('render');
    expect(decideNavigation('/register', ctx({ questionnaire: null })).outcome.kind).toBe('render');
  });
});

describe('build updates', () => {
  it('reload instead of rendering when a newer build is out', () => {
    expect(decideNavigation('/profile', ctx({ reloadForBuild: true }))).toEqual({
      outcome: { kind: 'reload' },
    });
  });
});
