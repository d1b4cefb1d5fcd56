import { describe, expect, it, vi } from 'vitest';
import { createPrefetcher, NEXT, prefetchAllowed } from '../../../src/platform/prefetch';

/** A prefetcher whose app-ready, idle periods and fetches the test drives. */
function harness(connection?: { saveData?: boolean; effectiveType?: string }) {
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const idle: Array<() => void> = [];
  const fetched: string[] = [];
  const screen = createPrefetcher({
    appReady: () => ready,
    whenIdle: (fn) => idle.push(fn),
    fetchLow: (url) => fetched.push(url),
    connection: () => connection,
    chunks: {
      'sheet:code': ['/assets/CodeSheet-a.js'],
      '/redeem': ['/assets/Rewards-b.js', '/assets/shared-c.js'],
      '/profile': ['/assets/Profile-d.js', '/assets/shared-c.js'],
      '/redeem/:id': ['/assets/RewardDetail-e.js'],
      '/redeem/myRewards': ['/assets/MyRewards-f.js'],
    },
  });
  /** Runs every idle period, those the runs ask for included. */
  const runIdle = () => {
    while (idle.length) idle.shift()?.();
  };
  return { screen, markReady, idle, fetched, runIdle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('the prefetch scheduler', () => {
  it('asks for nothing before app-ready, then one file per idle period, each once', async () => {
    const h = harness();
    void h.screen('/');
    await flush();
    expect(h.idle).toHaveLength(0);
    expect(h.fetched).toEqual([]);

    h.markReady();
    await flush();
    expect(h.fetched).toEqual([]);
    // One file per idle period.
    h.idle.shift()?.();
    expect(h.fetched).toEqual(['/assets/CodeSheet-a.js']);
    h.runIdle();
    expect(h.fetched).toEqual([
      '/assets/CodeSheet-a.js',
      '/assets/Rewards-b.js',
      '/assets/shared-c.js',
      '/assets/Profile-d.js',
      '/assets/MyRewards-f.js',
      '/assets/RewardDetail-e.js',
    ]);

    // The next screen: only what is not asked for yet.
    await h.screen('/redeem');
    h.runIdle();
    expect(h.fetched).toHaveLength(6);
  });

  it("follows Home's order: the code sheet, then the routes its shortcuts open", () => {
    expect(NEXT['/']?.slice(0, 3)).toEqual(['sheet:code', '/redeem', '/profile']);
  });

  it('adds what the caller names first (the other language on Profile)', async () => {
    const h = harness();
    h.markReady();
    await h.screen('/redeem/:id', ['sheet:code']);
    h.runIdle();
    expect(h.fetched).toEqual(['/assets/CodeSheet-a.js', '/assets/MyRewards-f.js']);
  });

  it.each([
    [{ saveData: true, effectiveType: '4g' }],
    [{ effectiveType: '2g' }],
    [{ effectiveType: 'slow-2g' }],
  ])('asks for nothing on %j', async (connection) => {
    const h = harness(connection);
    h.markReady();
    await h.screen('/');
    h.runIdle();
    expect(h.idle).toHaveLength(0);
    expect(h.fetched).toEqual([]);
  });

  it('prefetches on 3G, 4G and where the connection is unknown', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
  });

  it('reads the connection when the screen is shown (Save-Data turned on later counts)', async () => {
    const connection: { saveData?: boolean } = {};
    const h = harness(connection);
    h.markReady();
    connection.saveData = true;
    await h.screen('/');
    expect(h.idle).toHaveLength(0);
  });
});

describe('whenMarked', () => {
  it('resolves at once for a mark that exists, else when it is made', async () => {
    const { whenMarked } = await import('../../../src/platform/prefetch');
    performance.mark('test-ready-1');
    await expect(whenMarked('test-ready-1')).resolves.toBeUndefined();
    const later = vi.fn();
    void whenMarked('test-ready-2').then(later);
    await flush();
    expect(later).not.toHaveBeenCalled();
    performance.mark('test-ready-2');
    await vi.waitFor(() => expect(later).toHaveBeenCalled());
  });
});
