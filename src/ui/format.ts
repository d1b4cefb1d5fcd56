import { DATE_LOCALE } from '../constants';
import { text } from './text';

// Dates and whole numbers formatted by hand for DATE_LOCALE ('en-US', SPEC §9), exactly as Intl
// does (tests/unit/ui/format.test.ts): a page's first Intl formatter starts ICU, a long task on a
// slow phone that Home would pay at startup.

const two = (n: number) => `0${n}`.slice(-2);

/** An ISO timestamp or YYYY-MM-DD date as mm/dd/yy (SPEC §9). Calendar dates are not shifted by
 *  the time zone (a date-time without offset is local time). */
export function formatDate(value: string | Date): string {
  const date = new Date(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00` : value,
  );
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${two(date.getFullYear() % 100)}`;
}

/** A number grouped by thousands ('1,234'). */
export const formatNumber = (n: number): string =>
  Number.isSafeInteger(n) ? `${n}`.replace(/\B(?=(\d{3})+$)/g, ',') : n.toLocaleString(DATE_LOCALE);

/** Points grouped by thousands ('1,234 pts'; '1 pt'). */
export const formatPoints = (points: number): string =>
  text.points(formatNumber(points), Math.abs(points) === 1);
