import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPoints } from '../../../src/ui/format';

// format.ts formats by hand (no Intl start-up on the first page); it must say exactly what Intl
// says for the app's locale.
const intlDate = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: '2-digit',
});
const intlNumber = new Intl.NumberFormat('en-US');

describe('format', () => {
  it('formats dates as Intl en-US mm/dd/yy does', () => {
    const dates = [
      new Date(2000, 0, 1),
      new Date(2024, 1, 29, 23, 59, 59),
      new Date(2025, 11, 31),
      new Date(2009, 8, 9, 0, 0, 1),
      new Date('2026-07-04T12:30:00Z'),
      new Date(1999, 11, 31),
    ];
    for (const d of dates) expect(formatDate(d)).toBe(intlDate.format(d));
    for (const s of ['2024-03-07T10:00:00Z', '2026-01-01T00:00:00+09:00', '2025-12-31T23:59:59Z']) {
      expect(formatDate(s)).toBe(intlDate.format(new Date(s)));
    }
    expect(formatDate('2024-03-07')).toBe('03/07/24');
  });

  it('rejects an invalid date as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('groups points as Intl en-US does', () => {
    for (const n of [
      0, 7, 42, 999, 1000, 1234, 99_999, 100_000, 1_234_567, -5, -1000, -1_234_567,
    ]) {
      expect(formatPoints(n)).toBe(`${intlNumber.format(n)} pts`);
      expect(formatNumber(n)).toBe(intlNumber.format(n));
    }
    expect(formatPoints(1234.5)).toBe(`${intlNumber.format(1234.5)} pts`);
  });

  it('says one point in the singular', () => {
    expect(formatPoints(1)).toBe('1 pt');
    expect(formatPoints(-1)).toBe('-1 pt');
    expect(formatPoints(2)).toBe('2 pts');
  });

  it('is the only formatter of pages: no Intl start-up hides in a page (the calendar, opened on demand, excepted)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
      );
    const intl = /\bIntl\.|\.toLocale(Date|Time)?String\(/;
    const users = files('src')
      .filter((f) => intl.test(readFileSync(f, 'utf8')))
      .map((f) => f.replaceAll('\\', '/'));
    expect(users.sort()).toEqual(['src/ui/form/calendarGrid.ts', 'src/ui/format.ts']);
  });
});
