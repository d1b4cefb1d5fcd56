import { isCalendarDate } from '../../../contract/fields';

// The 'YYYY-MM-DD' values a date field holds: read, typed and shown.

/** A calendar date without time or zone. month is 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const toIso = ({ year, month, day }: CalendarDate): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** 'YYYY-MM-DD' that names a real day (no 02/30), else null. */
export function parseIso(value: string | null | undefined): CalendarDate | null {
  if (!value || !isCalendarDate(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Today in the device's zone, as 'YYYY-MM-DD'. */
export function todayIso(now = new Date()): string {
  return toIso({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/**
 * What a person typed, as 'YYYY-MM-DD', or null. Accepts m/d/yy, mm/dd/yyyy (any of / - . or
 * space between parts) and the bare digits mmddyy or mmddyyyy (a numeric keypad has no slash).
 * A four-digit year is kept as typed. A two-digit year is the latest year ending in those digits
 * that is not after `latestYear` (the field's last choosable year): with births up to 2026,
 * '25' is 2025 and '30' is 1930. Type four digits for any other century.
 */
export function parseTyped(text: string, latestYear = new Date().getFullYear()): string | null {
  const trimmed = text.trim();
  let parts: string[] | undefined = trimmed.split(/[/\-. ]+/);
  if (parts.length !== 3) {
    const digits = /^(\d{2})(\d{2})(\d{2}|\d{4})$/.exec(trimmed);
    parts = digits ? digits.slice(1) : undefined;
  }
  if (!parts?.every((p) => /^\d+$/.test(p))) return null;
  const [m, d, y] = parts as [string, string, string];
  if (m.length > 2 || d.length > 2 || (y.length !== 2 && y.length !== 4)) return null;
  let year = Number(y);
  if (y.length === 2) year = 2000 + year > latestYear ? 1900 + year : 2000 + year;
  const iso = toIso({ year, month: Number(m), day: Number(d) });
  return isCalendarDate(iso) ? iso : null;
}

const two = (n: number) => pad(n % 100);

/**
 * A date as a date field shows it: mm/dd/yy (SPEC §9) when those two digits name one year only
 * between `earliestYear` and `latestYear`, else mm/dd/yyyy. What the field shows never reads as
 * another century: with births from 1900 to 2026, 1925 shows 01/01/1925 (01/01/25 reads as 2025),
 * 1899 shows 01/01/1899, 1930 shows 01/01/30.
 */
export function formatFieldDate(iso: string, earliestYear: number, latestYear: number): string {
  const date = parseIso(iso);
  if (!date) return iso;
  const short = `${pad(date.month)}/${pad(date.day)}/${two(date.year)}`;
  return parseTyped(short, latestYear) === iso && date.year - 100 < earliestYear
    ? short
    : `${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`;
}

export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
