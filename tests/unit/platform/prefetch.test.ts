import { describe, expect, it } from 'vitest';
import { NEXT } from '../../../src/app/next';
import { createPrefetcher, prefetchAllowed } from '../../../src/platform/prefetch';

const FILES: Record<string, string[]> = {
  '/': [
    '/assets/CodeSheet-a.js',
    '/assets/Rewards-b.js',
    '/assets/shared-c.js',
    '/assets/Profile-d.js',
    '/assets/MyRewards-f.js',
    '/assets/RewardDetail-e.js',
  ],
  '/redeem': ['/assets/RewardDetail-e.js', '/assets/MyRewards-f.js', '/assets/shared-c.js'],
  '/redeem/:id': ['/assets/CodeSheet-a.js', '/assets/MyRewards-f.js'],
};

/** A prefetcher whose file map, idle periods and fetches the test drives. */
function harness(connection?: { saveData?: boolean; effectiveType?: string }) {
  let markReady: () => void = () => undefined;
  const next = new Promise<Record<string, string[]>>((resolve) => {
    markReady = () => resolve(FILES);
  });
  const idle: Array<() => void> = [];
  const fetched: string[] = [];
  const asked = { times: 0 };
  const screen = createPrefetcher({
    next: () => {
      asked.times++;
      return next;
    },
    whenIdle: (fn) => idle.push(fn),
    fetchLow: (url) => fetched.push(url),
    connection: () => connection,
  });
  /** Runs every idle period, those the runs ask for included. */
  const runIdle = () => {
    while (idle.length) idle.shift()?.();
  };
  return { screen, markReady, idle, fetched, runIdle, asked };
}

const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('the prefetch scheduler', () => {
  it('asks for nothing before the file map is here, then one file per idle period, each once', async () => {
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
    expect(h.fetched).toEqual(FILES['/']);

    // The next screen: only what is not asked for yet, from the same file map.
    await h.screen('/redeem');
    h.runIdle();
    expect(h.fetched).toHaveLength(6);
    expect(h.asked.times).toBe(1);
  });

  it("follows Home's order: the code sheet, then the routes its shortcuts open", () => {
    expect(NEXT['/']?.slice(0, 3)).toEqual(['sheet:code', '/redeem', '/profile']);
  });

  it('asks for nothing on a screen the map does not name, or without a map', async () => {
    const h = harness();
    h.markReady();
    await h.screen('/activity');
    expect(h.idle).toHaveLength(0);
    const bare = createPrefetcher({
      next: () => Promise.resolve(undefined),
      whenIdle: (fn) => fn(),
      fetchLow: () => {
        throw new Error('fetched');
      },
      connection: () => undefined,
    });
    await expect(bare('/')).resolves.toBeUndefined();
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
