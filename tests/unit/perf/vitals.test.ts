import { describe, expect, it } from 'vitest';
import type { OpsVitals } from '../../../contract/vitals';
import { renderVitals } from '../../../perf/vitals';

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
});
