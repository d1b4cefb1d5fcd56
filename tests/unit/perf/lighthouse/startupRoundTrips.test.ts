import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs build scripts, without types
import { useCorrection } from '../../../../perf/lighthouse/lanternRoundTrips.mjs';
import {
  roomOf,
  roundTripsOf,
  startupScripts,
  // @ts-expect-error: plain .mjs build scripts, without types
} from '../../../../perf/lighthouse/startupRoundTripsAudit.mjs';
import { mobileSimulator, type Node, node } from './lanternGraph';

afterEach(() => useCorrection(false));

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

describe("the startup scripts' room", () => {
  /** The document, then three scripts asked for together, simulated corrected. */
  function startup(sizes: number[]) {
    useCorrection(true);
    const documentNode = node('/', 2500, 0);
    const scripts = sizes.map((bytes, i) => node(`/assets/chunk${i}.js`, bytes, 10));
    for (const script of scripts) documentNode.addDependent(script);
    const simulator = mobileSimulator();
    const lastEnd = () => {
      const { nodeTimings } = simulator.simulate(documentNode, { label: 'test' });
      return Math.max(...scripts.map((s: Node) => nodeTimings.get(s)?.endTime ?? 0));
    };
    return { documentNode, scripts, simulator, lastEnd };
  }

  it('is what a script can grow by before the last of them ends later, to 32 bytes', () => {
    const { documentNode, scripts, simulator, lastEnd } = startup([800, 24000, 23000]);
    const before = lastEnd();
    const rows = roomOf(documentNode, simulator, scripts);
    expect(rows.map(([file, bytes]: [string, number]) => [file, bytes])).toEqual([
      ['chunk0.js', 800],
      ['chunk1.js', 24000],
      ['chunk2.js', 23000],
    ]);
    const [, , room] = rows[1];
    expect(room % 32).toBe(0);
    // The graph is as it was.
    expect(scripts.map((s: Node) => s.request.transferSize)).toEqual([800, 24000, 23000]);
    expect(lastEnd()).toBe(before);
    // Grown by its room, it ends with the others; 32 bytes more, a round trip later.
    const app = scripts[1] as Node;
    app.request.transferSize = 24000 + room;
    expect(lastEnd()).toBe(before);
    app.request.transferSize = 24000 + room + 32;
    expect(lastEnd()).toBeGreaterThan(before);
  });
});
