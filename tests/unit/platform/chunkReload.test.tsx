import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChunkLoadError from '../../../src/app/ChunkLoadError';
import { withChunkReload } from '../../../src/platform/chunkReload';
import { RELOAD_GUARD_KEY } from '../../../src/platform/reloadGuard';

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page chunk load failure', () => {
  it('reloads the page at the target and keeps waiting', async () => {
    history.replaceState(null, '', '/profile?tab=1');
    const reload = vi.fn(() => true);
    const load = withChunkReload(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => 'fallback',
      reload,
    );
    const settled = vi.fn();
    load().then(settled, settled);
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).toHaveBeenCalledWith('/profile?tab=1');
    expect(settled).not.toHaveBeenCalled();
  });

  it('shows the fallback when the reload guard refuses', async () => {
    const load = withChunkReload(
      () => Promise.reject(new Error('x')),
      () => 'fallback',
      () => false,
    );
    await expect(load()).resolves.toBe('fallback');
  });

  it('passes a loaded chunk through', async () => {
    const load = withChunkReload(
      () => Promise.resolve('page'),
      () => 'fallback',
      vi.fn(),
    );
    await expect(load()).resolves.toBe('page');
  });

  it('offline, shows the fallback instead of reloading into the browser error page', async () => {
    setOnline(false);
    const reload = vi.fn(() => true);
    const load = withChunkReload(
      () => Promise.reject(new TypeError('offline')),
      () => 'fallback',
      reload,
    );
    await expect(load()).resolves.toBe('fallback');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the page shown in place of one that could not load', () => {
  it('offline, says so, and Retry does not reload until the network is back', async () => {
    const u = userEvent.setup();
    const online = setOnline(false);
    history.replaceState(null, '', '/product');
    render(<ChunkLoadError />);
    expect(screen.getByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('You’re offline'),
    );
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText(/Still no connection/)).toBeTruthy();
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).toBeNull();

    // Back online: the page reloads (SPEC §4's chunk-failure reload), through the reload guard.
    online.mockReturnValue(true);
    act(() => {
      dispatchEvent(new Event('online'));
    });
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}')).toMatchObject({
      path: '/product',
    });
  });

  it('online, after the reload did not help, says the page could not be loaded', () => {
    setOnline(true);
    history.replaceState(null, '', '/product');
    sessionStorage.setItem(
      RELOAD_GUARD_KEY,
      JSON.stringify({ path: '/product', expires: Date.now() + 10_000 }),
    );
    render(<ChunkLoadError />);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
