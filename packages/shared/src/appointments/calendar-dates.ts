/**
 * Calendar dates ('YYYY-MM-DD') and the readings of zoned timestamps, by arithmetic on the text and
 * UTC alone: no time-zone data. Apart from zoned-time.ts (whose instants in a zone need
 * @date-fns/tz), so what a page's first script reads of dates leaves that library out of it.
 */

/** The calendar date and clock time of a zonedTimestamp(). */
export function zonedReading(timestamp: string): { date: string; time: string } {
  return { date: timestamp.slice(0, 10), time: timestamp.slice(11, 16) };
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 0 = Sunday, as the spec's availableDays. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The years a date from outside may fall in (issue #23); beyond them the date arithmetic here breaks down. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}
