import { describe, expect, it, vi } from 'vitest';
import { NEXT, RUN_AT_IDLE } from '../../../src/app/next';
import { createPrefetcher, type NextFiles, prefetchAllowed } from '../../../src/platform/prefetch';

const FILES: NextFiles = {
  next: {
    '/': [
      '/assets/CodeSheet-a.js',
      '/assets/Rewards-b.js',
      '/assets/shared-c.js',
      '/assets/Profile-d.js',
      '/assets/MyRewards-f.js',
      '/assets/RewardDetail-e.js',
    ],
    '/redeem': ['/assets/RewardDetail-e.js', '/assets/MyRewards-f.js', '/assets/shared-c.js'],
    '/register': ['/assets/Calendar-g.js'],
  },
  run: {
    'sheet:code': ['/assets/CodeSheet-a.js', '/assets/shared-c.js'],
    'sheet:calendar': ['/assets/Calendar-g.js'],
  },
};

/** A prefetcher whose file map, idle periods, fetches and runs the test drives. */
function harness(connection?: { saveData?: boolean; effectiveType?: string }) {
  let markReady: () => void = () => undefined;
  const map = new Promise<NextFiles>((resolve) => {
    markReady = () => resolve(FILES);
  });
  const idle: Array<() => void> = [];
  const fetched: string[] = [];
  /** Each fetch's settling, by URL: the test says when a file has arrived. */
  const arrive = new Map<string, () => void>();
  const ran: string[] = [];
  const asked = { times: 0 };
  const prefetcher = createPrefetcher({
    files: () => {
      asked.times++;
      return map;
    },
    whenIdle: (fn) => idle.push(fn),
    fetchLow: (url) => {
      fetched.push(url);
      return new Promise<void>((resolve) => arrive.set(url, resolve));
    },
    run: (url) => {
      ran.push(url);
      return Promise.resolve();
    },
    connection: () => connection,
  });
  /** Runs every idle period, those the runs ask for included. */
  const runIdle = () => {
    while (idle.length) idle.shift()?.();
  };
  /** Every fetched file arrives. */
  const arriveAll = async () => {
    for (const settle of arrive.values()) settle();
    arrive.clear();
    await flush();
  };
  const { screen } = prefetcher;
  return { screen, prefetcher, markReady, idle, fetched, runIdle, asked, ran, arrive, arriveAll };
}

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('the prefetch scheduler', () => {
  it('asks for nothing before the file map is here, then the files to run together, then one file per idle period, each once', async () => {
    const h = harness();
    void h.screen('/');
    await flush();
    expect(h.idle).toHaveLength(0);
    expect(h.fetched).toEqual([]);

    h.markReady();
    await flush();
    expect(h.fetched).toEqual([]);
    // The code sheet's files first (it runs at idle), both in one idle period, and alone: Home's
    // other files wait until they have arrived.
    h.idle.shift()?.();
    expect(h.fetched).toEqual(['/assets/CodeSheet-a.js', '/assets/shared-c.js']);
    h.runIdle();
    expect(h.fetched).toHaveLength(2);
    h.arrive.get('/assets/CodeSheet-a.js')?.();
    await flush();
    h.runIdle();
    expect(h.fetched).toHaveLength(2);
    h.arrive.get('/assets/shared-c.js')?.();
    await flush();
    // Then one per idle period.
    while (h.idle.length) {
      const before = h.fetched.length;
      h.idle.shift()?.();
      expect(h.fetched.length - before).toBeLessThanOrEqual(1);
    }
    expect(h.fetched).toEqual([
      '/assets/CodeSheet-a.js',
      '/assets/shared-c.js',
      '/assets/Rewards-b.js',
      '/assets/Profile-d.js',
      '/assets/MyRewards-f.js',
      '/assets/RewardDetail-e.js',
    ]);

    // The next screen: only what is not asked for yet, from the same file map.
    await h.screen('/redeem');
    h.runIdle();
    expect(h.fetched).toHaveLength(6);
    expect(h.asked.times).toBe(1);
  });

  it('runs a part once its own files have arrived, at idle, once', async () => {
    const h = harness();
    h.markReady();
    await h.screen('/');
    h.runIdle();
    // The code sheet's chunk is here, not the chunk it imports: nothing runs yet.
    h.arrive.get('/assets/CodeSheet-a.js')?.();
    await flush();
    h.runIdle();
    expect(h.ran).toEqual([]);
    // Both are here, Home's other files not yet: the code sheet runs, at idle, and says so.
    const sheetRan = vi.fn();
    void h.prefetcher.ran('sheet:code').then(sheetRan);
    h.arrive.get('/assets/shared-c.js')?.();
    await flush();
    expect(h.ran).toEqual([]);
    h.runIdle();
    expect(h.ran).toEqual(['/assets/CodeSheet-a.js']);
    await flush();
    expect(sheetRan).toHaveBeenCalledOnce();
    await h.arriveAll();
    h.runIdle();
    // The calendar was not fetched on this screen: it does not run.
    expect(h.ran).toEqual(['/assets/CodeSheet-a.js']);

    await h.screen('/register');
    h.runIdle();
    expect(h.ran).toEqual(['/assets/CodeSheet-a.js']);
    await h.arriveAll();
    h.runIdle();
    expect(h.ran).toEqual(['/assets/CodeSheet-a.js', '/assets/Calendar-g.js']);
    // Once.
    await h.screen('/register');
    await h.screen('/');
    h.runIdle();
    expect(h.ran).toEqual(['/assets/CodeSheet-a.js', '/assets/Calendar-g.js']);
  });

  it("follows Home's order: the code sheet, then the routes its shortcuts open; runs the code sheet and the tap's calls", () => {
    expect(NEXT['/']?.slice(0, 3)).toEqual(['sheet:code', '/redeem', '/profile']);
    expect(RUN_AT_IDLE).toEqual(expect.arrayContaining(['sheet:code', 'calls']));
  });

  it('asks for nothing on a screen the map does not name, or without a map', async () => {
    const h = harness();
    h.markReady();
    await h.screen('/activity');
    expect(h.idle).toHaveLength(0);
    const bare = createPrefetcher({
      files: () => Promise.resolve(undefined),
      whenIdle: (fn) => fn(),
      fetchLow: () => Promise.reject(new Error('fetched')),
      run: () => Promise.reject(new Error('ran')),
      connection: () => undefined,
    });
    await expect(bare.screen('/')).resolves.toBeUndefined();
  });

  it('Profile prefetches the other language, whichever it is', () => {
    expect(NEXT['/profile']).toContain('language');
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
    expect(h.ran).toEqual([]);
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
