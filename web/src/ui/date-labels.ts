/**
 * Date labels for the public screens, written out instead of Intl.DateTimeFormat: a page's first
 * Intl formatter loads the locale data, a one-off ~60 ms (more on a slow phone) that would stall
 * the page while the app adopts the server's markup.
 */
import { longDayLabel, MONTH_NAMES, shortMonth, type Locale } from '@plumbing/shared';

/** A UTC time value's calendar date as 'Jun 22, 2025' ('22 jun 2025' in Spanish). */
export function shortDateLabel(time: number, locale: Locale = 'en'): string {
  const date = new Date(time);
  if (locale === 'es') return `${date.getUTCDate()} ${shortMonth(date.getUTCMonth() + 1, 'es')} ${date.getUTCFullYear()}`;
  return `${MONTH_NAMES[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** '2026-03-10' → 'Tuesday, March 10, 2026' ('martes 10 de marzo de 2026' in Spanish). */
export function longDateLabel(calendarDate: string, locale: Locale = 'en'): string {
  return longDayLabel(calendarDate, locale);
}
