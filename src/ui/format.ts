import { DATE_LOCALE } from '../constants';

const dateFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  month: '2-digit',
  day: '2-digit',
  year: '2-digit',
});

/** An ISO timestamp or YYYY-MM-DD date as mm/dd/yy (SPEC §9). Calendar dates are not shifted by
 *  the time zone. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return dateFormat.format(new Date(y, m - 1, d));
  }
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

const pointsFormat = new Intl.NumberFormat(DATE_LOCALE);
export const formatPoints = (points: number): string => `${pointsFormat.format(points)} pts`;
