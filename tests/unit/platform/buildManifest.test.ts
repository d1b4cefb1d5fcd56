import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build, isOutdated } from '../../../src/platform/buildManifest';
import { checkLatest, loadMeta, watchBuilds } from '../../../src/platform/buildWatch';
import bundledRules from '../../../src/platform/routeRules.json';
import { startBuildWatch } from '../../../src/platform/startBuildWatch';

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

beforeEach(() => {
  build.latestId = build.id;
  build.routeRules = bundledRules;
});

describe('build manifest', () => {
  it('starts with the bundled route rules from the one source file', () => {
    expect(build.routeRules).toEqual(bundledRules);
  });

  it('loads builds/meta/{id}.json and takes its route rules', async () => {
    const fetchFn = vi.fn(() =>
      json({ id: build.id, timestamp: 1, routeRules: { '/x': { redirect: '/' } } }),
    );
    await loadMeta(fetchFn);
    expect(fetchFn).toHaveBeenCalledWith(`/builds/meta/${build.id}.json`, { cache: 'no-store' });
    expect(build.routeRules).toEqual({ '/x': { redirect: '/' } });
  });

  it('marks the app outdated once latest.json names another build', async () => {
    expect(await checkLatest(() => json({ id: build.id, timestamp: 1 }))).toBe(false);
    expect(isOutdated()).toBe(false);
    expect(await checkLatest(() => json({ id: 'next', timestamp: 2 }))).toBe(true);
    expect(isOutdated()).toBe(true);
  });

  it('keeps going when a manifest cannot be read', async () => {
    await expect(checkLatest(() => json({}, 404))).rejects.toThrow();
    expect(isOutdated()).toBe(false);
  });
});

describe('watchBuilds', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('prefetches meta at once and polls latest.json at the interval', async () => {
    const urls: string[] = [];
    const fetchFn = vi.fn((url: string) => {
      urls.push(url);
      return url.endsWith('latest.json')
        ? json({ id: 'next', timestamp: 2 })
        : json({ id: build.id, timestamp: 1, routeRules: {} });
    });
    const stop = watchBuilds({ intervalMs: 60_000, fetchFn });
    expect(urls).toEqual([`/builds/meta/${build.id}.json`]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toHaveLength(2);
    expect(urls[1]).toBe('/builds/latest.json');
    expect(isOutdated()).toBe(true);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(urls).toHaveLength(2);
  });
});

describe('startBuildWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the build watch about 1 s after idle, not before, and starts it', async () => {
    const watchBuilds = vi.fn();
    const load = vi.fn(async () => ({ watchBuilds }));
    const whenIdle = vi.fn((fn: () => void, delay: number) => setTimeout(fn, delay));
    startBuildWatch(30_000, whenIdle, load as never);
    expect(whenIdle).toHaveBeenCalledWith(expect.any(Function), 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(watchBuilds).toHaveBeenCalledWith({ intervalMs: 30_000 });
  });

  it('stays quiet when the build watch cannot load', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    startBuildWatch(30_000, (fn) => fn(), load as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
