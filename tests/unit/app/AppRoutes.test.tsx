import { act, render, screen, waitFor } from '@testing-library/preact';
import { h } from 'preact';
import { LocationProvider } from 'preact-iso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logPageView } from '../../../src/api/sessionCalls';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { afterNextPaint } from '../../../src/platform/afterPaint';
import { build } from '../../../src/platform/buildManifest';
import { navigate, navigateExternal } from '../../../src/platform/navigate';
import { reloadAt } from '../../../src/platform/reloadGuard';
import { questionnaireStatus } from '../../../src/state/questionnaire';
import { setStoredUser } from '../../../src/state/session';
import { setAccessToken } from '../../../src/state/token';

vi.mock('../../../src/app/routes', () => {
  const page = (name: string) =>
    Object.assign(() => h('h1', null, name), { preload: () => Promise.resolve() });
  const positiveInt = (v: string | undefined) => /^[1-9]\d*$/.test(v ?? '');
  return {
    routes: [
      { path: '/', layout: 'default', component: page('Home') },
      { path: '/profile', layout: 'default', component: page('Profile') },
      {
        path: '/activity/comingSoon',
        layout: 'default',
        hideFooter: true,
        component: page('Soon'),
      },
      {
        path: '/content/:id',
        layout: 'default',
        validate: (p: Record<string, string>) => positiveInt(p.id),
        component: page('Content'),
      },
      { path: '/questionnaire', layout: 'default', component: page('Questionnaire') },
      { path: '/register', layout: 'none', component: page('Register') },
      { path: '/redirect', layout: 'none', hideFooter: true, component: page('Redirect') },
    ],
  };
});
vi.mock('../../../src/api/sessionCalls', () => ({
  logPageView: vi.fn(async () => undefined),
  logError: vi.fn(async () => undefined),
}));
vi.mock('../../../src/platform/navigate', async (original) => ({
  ...(await original<typeof import('../../../src/platform/navigate')>()),
  navigateExternal: vi.fn(),
}));
vi.mock('../../../src/platform/reloadGuard', async (original) => ({
  ...(await original<typeof import('../../../src/platform/reloadGuard')>()),
  reloadAt: vi.fn(() => true),
}));

// What app-ready loads after its paint (field vitals, prefetching, the toasts, the chunk-error
// page) is not this file's subject. Left real, its imports, which nothing awaits, could still be
// loading when the file's environment is torn down: an unhandled error that fails the run.
const afterReady = vi.hoisted(() => ({ loaded: false }));
vi.mock('../../../src/app/afterReady', () => {
  afterReady.loaded = true;
  return {};
});

const here = () => location.pathname + location.search;

function start(url: string) {
  history.replaceState(null, '', url);
  return render(h(LocationProvider, null, h(AppRoutes, null)));
}

beforeEach(() => {
  vi.mocked(logPageView).mockClear();
  vi.mocked(navigateExternal).mockClear();
  vi.mocked(reloadAt).mockClear();
  build.routeRules = {};
  build.latestId = build.id;
  questionnaireStatus.value = null;
  setStoredUser({ id: 7 });
  const overlay = document.createElement('div');
  overlay.id = 'overlay';
  document.body.append(overlay);
});
afterEach(async () => {
  // Page views go after a paint: let this test's go before the next test counts its own.
  await new Promise<void>((painted) => afterNextPaint(painted));
  document.getElementById('overlay')?.remove();
  performance.clearMarks();
});

describe('AppRoutes', () => {
  it('renders the first page in the default layout, logs the view and removes the overlay', async () => {
    start('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toMatch(/^version/);
    await waitFor(() => expect(logPageView).toHaveBeenCalledWith(7, '/'));
    await waitFor(() => expect(document.getElementById('overlay')).toBeNull());
    expect(performance.getEntriesByName('app-ready')).toHaveLength(1);
    await waitFor(() => expect(afterReady.loaded).toBe(true));
  });

  it('runs the guards again on every later navigation', async () => {
    start('/');
    await screen.findByRole('heading', { name: 'Home' });
    act(() => navigate('/profile?tab=2'));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    await waitFor(() =>
      expect(vi.mocked(logPageView).mock.calls).toEqual([
        [7, '/'],
        [7, '/profile'],
      ]),
    );
  });

  it('hides the footer on hideFooter routes and in the none layout', async () => {
    start('/activity/comingSoon');
    await screen.findByRole('heading', { name: 'Soon' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    act(() => navigate('/register'));
    await screen.findByRole('heading', { name: 'Register' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows 404 Page Not Found: {path} when route validation fails, without a page view', async () => {
    start('/content/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Page Not Found: /content/abc')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    await waitFor(() => expect(document.getElementById('overlay')).toBeNull());
    // A page view would have gone by now: it is sent after the paint this one waits for.
    await new Promise<void>((painted) => afterNextPaint(painted));
    expect(logPageView).not.toHaveBeenCalled();
  });

  it('shows Page not found: {fullPath} for an unmatched route', async () => {
    start('/nope?x=1');
    expect(await screen.findByText('Page not found: /nope?x=1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('sends a token holder from /register to / keeping the query', async () => {
    setAccessToken('t');
    start('/register?carousel=2');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(here()).toBe('/?carousel=2');
    await waitFor(() => expect(vi.mocked(logPageView).mock.calls).toEqual([[7, '/']]));
  });

  it('follows an internal route rule and leaves for an external one', async () => {
    build.routeRules = {
      '/old/**': { redirect: '/profile' },
      '/line': { redirect: 'https://line.me/x' },
    };
    start('/old/page');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(here()).toBe('/profile');
    act(() => navigate('/line'));
    await waitFor(() =>
      expect(navigateExternal).toHaveBeenCalledWith('https://line.me/x', { allowExternal: true }),
    );
  });

  it('applies the after-login questionnaire rules', async () => {
    questionnaireStatus.value = { completed: false, skipped: false };
    start('/profile');
    expect(await screen.findByRole('heading', { name: 'Questionnaire' })).toBeTruthy();
    expect(here()).toBe('/questionnaire');
    act(() => {
      questionnaireStatus.value = { completed: true, skipped: false };
      navigate('/redirect');
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(here()).toBe('/');
  });

  it('reloads at the target on the next navigation once a newer build is out', async () => {
    start('/');
    await screen.findByRole('heading', { name: 'Home' });
    build.latestId = 'newer-build';
    act(() => navigate('/profile?x=1'));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/profile?x=1'));
    expect(screen.queryByRole('heading', { name: 'Profile' })).toBeNull();
  });

  it('stops a redirect loop with an error page', async () => {
    build.routeRules = { '/a': { redirect: '/b' }, '/b': { redirect: '/a' } };
    start('/a');
    expect(await screen.findByText('Too many redirects.')).toBeTruthy();
  });
});
