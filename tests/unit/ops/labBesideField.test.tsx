import { render, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { VitalsWindow } from '../../../contract/vitals';
import { LabBesideField } from '../../../src/ops/LabBesideField';

describe('the ops page: lab beside field', () => {
  it("shows per route the lab's LCP, app-ready and CLS beside the field's p75, a dash where either is missing", () => {
    const window: VitalsWindow = {
      days: 7,
      byRoute: [
        {
          key: '/',
          metrics: [
            { metric: 'LCP', p75: 3250, count: 40, rating: 'needs-improvement' },
            { metric: 'CLS', p75: 0.04, count: 40, rating: 'good' },
          ],
        },
      ],
      byPhoneClass: [],
      byLanguage: [],
    };
    render(
      <LabBesideField
        lab={{
          writtenAt: '2026-11-28T20:00:00.000Z',
          routes: [
            { route: '/', LCP: 1480, 'app-ready': 1502, CLS: 0.001 },
            { route: '/profile', LCP: 1390, 'app-ready': null, CLS: 0 },
          ],
        }}
        window={window}
        sectionClass=""
        tableClass=""
        cellClass=""
      />,
    );
    const table = screen.getByRole('region', { name: 'Lab beside field' });
    const home = within(table).getByRole('row', { name: /^\/ / });
    expect(
      within(home)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.48 s / 3.25 s', '1.50 s / –', '0.001 / 0.040']);
    const profile = within(table).getByRole('row', { name: /^\/profile/ });
    expect(
      within(profile)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.39 s / –', '– / –', '0.000 / –']);
    expect(table.textContent).toContain('2026-11-28T20:00:00.000Z');
  });
});
