import { addDays, weekdayOf } from '../appointments/calendar-dates';
import { dayInWords, shortMonth, shortWeekday } from '../i18n/calendar-words';
import type { Locale } from '../i18n/locale';
import type { Translator } from '../i18n/translator';

/**
 * Days the office is closed whatever its weekly hours say: a holiday, a vacation (issue #38).
 * They close "Open now", the booking calendar and the JSON-LD's special opening hours alike.
 */
export interface Closure {
  /** What visitors read: "Thanksgiving Day". */
  name: string;
  /** What visitors read on the Spanish pages (issue #41): "Día de Acción de Gracias"; null: the name. */
  spanishName?: string | null;
  /** The first day closed, 'YYYY-MM-DD' in the business time zone. */
  from: string;
  /** The last day closed, inclusive; `from` for a single day. */
  to: string;
}

/** How far ahead the home page announces a closure. */
export const CLOSURE_NOTICE_DAYS = 7;

/** The closure `date` falls in, if any. */
export function closureOn(date: string, closures: readonly Closure[]): Closure | undefined {
  return closures.find(({ from, to }) => from <= date && date <= to);
}

/** The closure `today` falls in, else the first to start within the notice period, else undefined. */
export function closureToAnnounce(closures: readonly Closure[], today: string): Closure | undefined {
  const horizon = addDays(today, CLOSURE_NOTICE_DAYS);
  return (
    closureOn(today, closures) ??
    [...closures].sort((a, b) => a.from.localeCompare(b.from)).find(({ from }) => from > today && from <= horizon)
  );
}

/**
 * '2026-11-26' → 'Thu, Nov 26' / 'jueves 26 de noviembre', written out, so a page being adopted builds
 * no Intl formatter. Spanish says the day in full: abbreviated in a sentence, "el mar, 1 dic" reads as the sea.
 */
export function closureDayLabel(date: string, locale: Locale = 'en'): string {
  if (locale === 'es') return dayInWords(date, locale);
  return `${shortWeekday(weekdayOf(date), locale)}, ${shortMonth(Number(date.slice(5, 7)), locale)} ${Number(date.slice(8, 10))}`;
}

/** 'Thu, Nov 26' or 'Thu, Dec 24 to Sat, Dec 26' (as a sentence's middle: 'el jueves 26 de noviembre', 'del … al …'). */
export function closureDays({ from, to }: Closure, t: Translator): string {
  const day = (date: string) => closureDayLabel(date, t.locale);
  return from === to ? t('closure.oneDay', { day: day(from) }) : t('closure.range', { from: day(from), to: day(to) });
}

/** "Closed Thu, Nov 26 for Thanksgiving Day." */
export function closureNotice(closure: Closure, t: Translator): string {
  return t('closure.notice', { days: closureDays(closure, t), closure: closureName(closure, t.locale) });
}

/** The closure's name in `locale`: its Spanish name on the Spanish pages when the owner gave one. */
export function closureName({ name, spanishName }: Closure, locale: Locale): string {
  return (locale === 'es' && spanishName) || name;
}
