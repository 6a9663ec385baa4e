/**
 * English date labels for the public screens, written out instead of Intl.DateTimeFormat: a
 * page's first Intl formatter loads the locale data, a one-off ~60 ms (more on a slow phone) that
 * would stall the page while the app adopts the server's markup.
 */
import { MONTH_NAMES, WEEKDAY_NAMES } from '@plumbing/shared';

/** A UTC time value's calendar date as 'Jun 22, 2025'. */
export function shortDateLabel(time: number): string {
  const date = new Date(time);
  return `${MONTH_NAMES[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** '2026-03-10' → 'Tuesday, March 10, 2026'. */
export function longDateLabel(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${WEEKDAY_NAMES[date.getUTCDay()]}, ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
