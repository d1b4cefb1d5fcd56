import { describe, expect, it } from 'vitest';
import {
  roundTripsOf,
  startupScripts,
  // @ts-expect-error: plain .mjs build scripts, without types
} from '../../../../perf/lighthouse/startupRoundTripsAudit.mjs';

const record = (path: string, resourceType: string, networkRequestTime: number) => ({
  url: `https://127.0.0.1:4401${path}`,
  resourceType,
  networkRequestTime,
});

describe('the startup scripts and their round trips', () => {
  it('takes the scripts asked for before the first API call, not the page chunks after it', () => {
    const records = [
      record('/', 'Document', 0),
      record('/assets/index-a.js', 'Script', 40),
      record('/assets/app-b.js', 'Script', 40),
      record('/assets/mock-c.js', 'Script', 41),
      record('/api/authorization/login', 'Fetch', 120),
      record('/assets/Rewards-d.js', 'Script', 125),
      record('/images/banner.svg', 'Image', 200),
    ];
    expect(startupScripts(records).map((r: { url: string }) => new URL(r.url).pathname)).toEqual([
      '/assets/index-a.js',
      '/assets/app-b.js',
      '/assets/mock-c.js',
    ]);
    // A page that calls no API: every script.
    expect(startupScripts(records.filter((r) => !r.url.includes('/api/')))).toHaveLength(4);
  });

  it('counts from the first one asked for to the last one in, its server time within a round trip', () => {
    // The entry in one round trip, LIFF's chunk and the app's in two (the first byte after one).
    const twoTrips = [
      { start: 830, end: 985 },
      { start: 830, end: 1134 },
      { start: 831, end: 1134 },
    ];
    expect(roundTripsOf(twoTrips, 150)).toBe(2);
    // The app's chunk a few bytes over its window: a round trip more.
    expect(roundTripsOf([...twoTrips.slice(0, 2), { start: 831, end: 1285 }], 150)).toBe(3);
    expect(roundTripsOf([], 150)).toBe(0);
  });
});
