import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs build scripts, without types
import { resolveFloorGates } from '../../../../perf/lighthouse/floorGates.mjs';
// @ts-expect-error: plain .mjs build scripts, without types
import { summaryPage } from '../../../../perf/lighthouse/summaryPage.mjs';
import {
  assertionFailures,
  assertionResults,
  floorGateFailures,
  floorGateLines,
  floorGateResults,
  serverTimeFailures,
  urlLines,
  WIDTH,
  // @ts-expect-error: plain .mjs build scripts, without types
} from '../../../../perf/lighthouse/verdict.mjs';

const FLOORS = {
  overlay: '/floor.html',
  startup: '/floor-startup.html',
  warmOverlay: '/floor.html?warm',
  warmStartup: '/floor-startup.html?warm',
};
const rc = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));

/** A full collection's medians: every URL of lighthouserc.json, the routes 5 % over their floors,
 *  /redeem's LCP 30 % over, /?warm without a snapshot figure. */
function collection() {
  const figures = (ms: number, extra: Record<string, number> = {}) => ({
    'first-contentful-paint': ms * 0.7,
    'largest-contentful-paint': ms,
    'app-ready': ms * 1.05,
    'home-snapshot': Number.NaN,
    interactive: ms * 1.1,
    'total-blocking-time': 40,
    'api-round-trips': 2,
    'startup-round-trips': 1,
    'cumulative-layout-shift': 0.001,
    score: 99,
    'categories:performance': 0.99,
    'categories:accessibility': 1,
    'categories:best-practices': 1,
    'resource-summary:script:size': 50_000,
    'lcp-lazy-loaded': 1,
    scriptKiB: 48.8,
    benchmarkIndex: 1700,
    multiplier: 3.2,
    ...extra,
  });
  return new Map<string, Record<string, number>>([
    ['/floor.html', figures(1300)],
    ['/floor-startup.html', figures(1200)],
    ['/', figures(1260)],
    ['/?lang=th', figures(1270)],
    ['/redeem', figures(1560)],
    ['/profile', figures(1250, { 'cumulative-layout-shift': 0.05 })],
    ['/floor.html?warm', figures(800)],
    ['/floor-startup.html?warm', figures(900)],
    ['/?warm', figures(950, { 'home-snapshot': 1000 })],
  ]);
}

describe('the verdict of npm run lhci (perf/lighthouse/verdict.mjs)', () => {
  const medians = collection();
  const { limits } = resolveFloorGates(rc.ci, rc.floorGates, medians);
  const results = floorGateResults(limits, medians);

  it('gives each URL one line of at most 100 characters, with no NaN', () => {
    const lines: string[] = urlLines(medians, limits, FLOORS);
    expect(lines).toHaveLength(medians.size);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(WIDTH);
      expect(line).not.toMatch(/NaN|undefined/);
    }
    const redeem = lines.find((l) => l.trimStart().startsWith('/redeem'));
    expect(redeem).toMatch(
      /^ {2}\/redeem {4}✘LCP 1560 ×1\.30 · ✘ready 1638 ×1\.30 · FCP 1092 ×1\.20 · TBT 40 · CLS 0\.001 · score 99$/,
    );
    expect(lines.find((l) => l.trimStart().startsWith('/floor-startup.html '))).toMatch(
      /startup floor: FCP 840 · LCP 1200 · ready 1260$/,
    );
    // The warm visit: its snapshot against the warm overlay floor's first paint (560).
    expect(lines.find((l) => l.trimStart().startsWith('/?warm'))).toMatch(/snapshot 1000 ×1\.79/);
  });

  it('holds every gate line to 100 characters and marks each ✓ or ✘ by its limit', () => {
    const lines: string[] = floorGateLines(results, FLOORS);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(WIDTH);
    expect(lines).toContain('  ✘ /redeem    LCP 1560 ≤ 1380 = 1.15 × startup floor 1200');
    expect(lines.filter((l) => l.startsWith('  ✓ /        '))).not.toHaveLength(0);
  });

  it('says of each failed gate what was compared, the figure, the limit and where to look', () => {
    const failures: string[] = [
      ...floorGateFailures(results, FLOORS),
      ...assertionFailures(assertionResults(rc.ci.assert.assertMatrix, medians)),
    ];
    expect(failures).toContain(
      '  ✘ /redeem LCP 1560 > 1380 (1.15 × startup floor 1200): LCP phases (summary.html)',
    );
    expect(failures).toContain(
      "  ✘ /profile CLS 0.05, must be ≤ 0.02: layout shifts, route's report",
    );
    expect(failures).toContain(
      '  ✘ /?warm snapshot 1000 > 756 (1.35 × warm overlay floor FCP 560): snapshot paint, ?warm report',
    );
    for (const line of failures) {
      expect(line.length).toBeLessThanOrEqual(WIDTH);
      expect(line).not.toMatch(/…$/);
      expect(line).not.toMatch(/NaN|undefined/);
    }
    // / and /?lang=th are within every gate.
    expect(failures.filter((l) => /✘ \/(\?lang=th)? /.test(l))).toEqual([]);
  });

  it('fits every failure line whole in 100 characters, whichever gate fails', () => {
    // Every route five times slower than its floors: every ratio and allowance gate fails.
    const slow = new Map(
      [...medians].map(([path, f]) => [
        path,
        Object.values(FLOORS).includes(path)
          ? f
          : Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v * 5 + 1000])),
      ]),
    );
    const { limits: slowLimits } = resolveFloorGates(rc.ci, rc.floorGates, slow);
    const failures: string[] = floorGateFailures(floorGateResults(slowLimits, slow), FLOORS);
    expect(failures.length).toBeGreaterThan(20);
    for (const line of failures) {
      expect(line.length).toBeLessThanOrEqual(WIDTH);
      expect(line).not.toMatch(/…$/);
    }
  });

  it('names each startup call over its server-time limit in one whole line', () => {
    const lines: string[] = serverTimeFailures({
      baselineMs: 1.1,
      maxRatio: 8,
      calls: [
        { name: 'GET /api/questionnaire/check', ms: 103.7, ratio: 94.3 },
        { name: 'GET /api/user/history/point', ms: 1234.5, ratio: 1122.3 },
        { name: 'GET /api/user', ms: 2, ratio: 1.8 },
      ],
    });
    expect(lines).toEqual([
      '  ✘ GET /api/questionnaire/check 103.7 ms > 8 × /readyz 1.1: its handler (npm run bench:server)',
      '  ✘ GET /api/user/history/point 1234.5 ms > 8 × /readyz 1.1: its handler (npm run bench:server)',
    ]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(WIDTH);
    expect(serverTimeFailures(undefined)).toEqual([]);
  });

  it('writes the full table as a page: stock beside corrected, the floors, the calibration, every gate', () => {
    const runs = new Map([...medians].map(([path, f]) => [path, [f]]));
    const page: string = summaryPage({
      passed: false,
      medians,
      runs,
      floors: FLOORS,
      calibration: { multiplier: 3.2, why: 'the median benchmark index 1400 gives × 3.20' },
      floorGates: results.map((r: Record<string, unknown>) => ({
        ...(r.gate as object),
        ...r,
      })),
      assertions: assertionResults(rc.ci.assert.assertMatrix, medians),
      beatenFloors: [],
      reports: { '/': '127_0_0_1-_-report.html' },
    });
    expect(page).toContain('<th>corrected</th><th>stock</th>');
    expect(page).toContain('CPU × 3.20: the median benchmark index 1400 gives × 3.20');
    expect(page).toContain('<a href="127_0_0_1-_-report.html">/</a>');
    expect(page).toContain('startup floor');
    expect(page).not.toMatch(/NaN/);
  });
});
