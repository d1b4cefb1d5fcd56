import { DATE_LOCALE, WEEK_STARTS_ON } from '../../constants';
import type { CalendarDate } from './isoDates';

// The calendar's own date helpers: loaded with the calendar, not with every date field.

export const daysInMonth = (year: number, month: number): number =>
  new Date(year, month, 0).getDate();

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(date.year, date.month - 1, date.day + days);
  return { year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() };
}

/** Same day in another month, clamped to that month's length (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Column of a date in a week that starts on WEEK_STARTS_ON (Sunday). */
export const weekColumn = (date: CalendarDate): number =>
  (new Date(date.year, date.month - 1, date.day).getDay() - WEEK_STARTS_ON + 7) % 7;

/** Where a key moves the focused day of the grid (WAI-ARIA date picker dialog): a day or a week
 *  either way, the week's first or last day, a month (a year with Shift) either way. */
export function dayAfterKey(
  day: CalendarDate,
  key: string,
  shift: boolean,
): CalendarDate | undefined {
  const moves: Record<string, () => CalendarDate> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -weekColumn(day)),
    End: () => addDays(day, 6 - weekColumn(day)),
    PageUp: () => addMonths(day, shift ? -12 : -1),
    PageDown: () => addMonths(day, shift ? 12 : 1),
  };
  return moves[key]?.();
}

/** The weeks of a month, Sunday first; null pads the days of the neighbouring months. */
export function monthGrid(year: number, month: number): (CalendarDate | null)[][] {
  const cells: (CalendarDate | null)[] = Array(weekColumn({ year, month, day: 1 })).fill(null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const asDate = ({ year, month, day }: CalendarDate) => new Date(year, month - 1, day);

const dayNameFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
/** 'Sunday, November 1, 2026': the accessible name of a day button. */
export const dayName = (date: CalendarDate): string => dayNameFormat.format(asDate(date));

const monthFormat = new Intl.DateTimeFormat(DATE_LOCALE, { month: 'long' });
/** January … December. */
export const monthNames: string[] = Array.from({ length: 12 }, (_, i) =>
  monthFormat.format(new Date(2026, i, 1)),
);

const weekdayLong = new Intl.DateTimeFormat(DATE_LOCALE, { weekday: 'long' });
const weekdayShort = new Intl.DateTimeFormat(DATE_LOCALE, { weekday: 'short' });
/** Column headers, Sunday first: { short: 'Sun', long: 'Sunday' }. Nov 1 2026 is a Sunday. */
export const weekdays: { short: string; long: string }[] = Array.from({ length: 7 }, (_, i) => {
  const d = new Date(2026, 10, 1 + ((i + WEEK_STARTS_ON) % 7));
  return { short: weekdayShort.format(d), long: weekdayLong.format(d) };
});
