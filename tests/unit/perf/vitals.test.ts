import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { labRoutes, type OpsVitals } from '../../../contract/vitals';
import { renderVitals } from '../../../perf/vitals';
import { readLabFigures } from '../../../server/src/services/labFigures';

const data: OpsVitals = {
  generatedAt: '2026-11-26T03:00:00.000Z',
  retentionDays: 30,
  windows: [1, 7, 30].map((days) => ({
    days,
    byRoute: [
      {
        key: '/redeem/:id',
        metrics: [
          {
            metric: 'INP',
            p75: days === 1 ? 625 : 180,
            count: 8,
            rating: days === 1 ? 'poor' : 'good',
          },
        ],
      },
    ],
    byPhoneClass: [
      {
        key: 'android-low',
        metrics: [{ metric: 'LCP', p75: 3250, count: 4, rating: 'needs-improvement' }],
      },
    ],
    byLanguage: [{ key: 'th', metrics: [{ metric: 'CLS', p75: 0.05, count: 1, rating: 'good' }] }],
  })),
  daily: [
    { day: '2026-11-25', metric: 'LCP', p75: 2000, count: 3, builds: ['b1'] },
    { day: '2026-11-26', metric: 'LCP', p75: 4000, count: 2, builds: ['b2'] },
  ],
};

describe('npm run vitals', () => {
  it('prints the window asked for, rated, with the per-day series and its builds', () => {
    const text = renderVitals(data, 1);
    expect(text).toMatch(/\/redeem\/:id\s+–\s+625 ms ✗ n=8/);
    expect(text).toMatch(/android-low\s+3\.25 s ~ n=4/);
    expect(text).toMatch(/th\s+–\s+–\s+0\.050 ✓ n=1/);
    expect(text).toContain(
      'LCP       ▄█  last 2026-11-26: 4.00 s  builds: 2026-11-25 b1, 2026-11-26 b2',
    );
    expect(text).toContain('INP       (no reports)');
    expect(renderVitals(data, 7)).toMatch(/\/redeem\/:id\s+–\s+180 ms ✓ n=8/);
    expect(() => renderVitals(data, 2)).toThrow('choose 1, 7, 30');
  });

  it("puts the last lab run's LCP, app-ready and CLS beside the field's p75 of the same route", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lab-'));
    const file = join(dir, 'summary.json');
    // npm run lhci's summary.json: floors and warm and Thai runs are not the field's routes.
    writeFileSync(
      file,
      JSON.stringify({
        medians: {
          '/floor-startup.html': { 'largest-contentful-paint': 1200 },
          '/': {
            'largest-contentful-paint': 1480.4,
            'app-ready': 1502,
            'cumulative-layout-shift': 0.001,
          },
          '/?warm': { 'largest-contentful-paint': 900 },
          '/redeem': { 'largest-contentful-paint': 1700, 'app-ready': null },
        },
      }),
    );
    const lab = await readLabFigures(file);
    expect(lab?.routes).toEqual([
      { route: '/', LCP: 1480.4, 'app-ready': 1502, CLS: 0.001 },
      { route: '/redeem', LCP: 1700, 'app-ready': null, CLS: null },
    ]);
    const field: OpsVitals = {
      ...data,
      windows: data.windows.map((w) => ({
        ...w,
        byRoute: [
          {
            key: '/',
            metrics: [
              { metric: 'LCP', p75: 3250, count: 40, rating: 'needs-improvement' },
              { metric: 'app-ready', p75: 2900, count: 40, rating: 'needs-improvement' },
            ],
          },
        ],
      })),
    };
    const text = renderVitals(field, 1, lab);
    expect(text).toMatch(/^Lab beside field/m);
    expect(text).toMatch(/^\/ +1\.48 s +3\.25 s n=40 +1\.50 s +2\.90 s n=40 +0\.001 +–$/m);
    expect(text).toMatch(/^\/redeem +1\.70 s +– +– +– +– +–$/m);
    expect(await readLabFigures(join(dir, 'none.json'))).toBeNull();
    expect(labRoutes({})).toEqual([]);
    expect(renderVitals(data, 1, null)).not.toMatch(/Lab beside field/);
  });
});
