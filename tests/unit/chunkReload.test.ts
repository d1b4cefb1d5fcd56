import { describe, expect, it, vi } from 'vitest';
import { withChunkReload } from '../../src/platform/chunkReload';

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
});
