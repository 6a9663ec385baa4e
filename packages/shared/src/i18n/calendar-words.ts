import type { Locale } from './locale';

/**
 * Day and month names, long dates and the clock, written out per language rather than asked of Intl: a
 * page being adopted builds no Intl formatter, and the server's ICU and the browser's could differ by
 * a space (hydration needs the same text).
 */
const SHORT_WEEKDAYS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
};
const SHORT_MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

const WEEKDAYS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
};
/** As in "we don't book on Saturdays" / "los sábados". */
const WEEKDAYS_PLURAL: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'],
  es: ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'],
};
const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** 0 (Sunday) → 'Sunday' / 'domingo'. */
export function weekdayName(weekday: number, locale: Locale): string {
  return WEEKDAYS[locale][weekday];
}

/** 6 (Saturday) → 'Saturdays' / 'sábados'. */
export function weekdayPlural(weekday: number, locale: Locale): string {
  return WEEKDAYS_PLURAL[locale][weekday];
}

/** '2026-03-10' → 'Tuesday, March 10, 2026' / 'martes 10 de marzo de 2026' (no comma after the weekday in a Spanish sentence). */
export function longDayLabel(date: string, locale: Locale): string {
  return `${dayInWords(date, locale)}${locale === 'es' ? ' de ' : ', '}${date.slice(0, 4)}`;
}

/** 0 (Sunday) → 'Sun' / 'dom'. */
export function shortWeekday(weekday: number, locale: Locale): string {
  return SHORT_WEEKDAYS[locale][weekday];
}

/** 1 (January) → 'Jan' / 'ene'. */
export function shortMonth(month: number, locale: Locale): string {
  return SHORT_MONTHS[locale][month - 1];
}

/** '13:30' → '1:30 PM' / '1:30 p. m.'; brief, '18:00' → '6 PM' / '6 p. m.' (the public's wording of whole hours). */
export function clockLabel(time: string, { brief = false, locale = 'en' }: { brief?: boolean; locale?: Locale } = {}): string {
  const [hour, minute] = time.split(':').map(Number);
  const minutes = brief && minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`;
  const morning = hour < 12;
  return `${hour % 12 || 12}${minutes} ${locale === 'es' ? (morning ? 'a. m.' : 'p. m.') : morning ? 'AM' : 'PM'}`;
}

/**
 * A time as a sentence says it after "at" or "until", whole hours brief: '18:00' → '6 PM'; in Spanish
 * with the article its hour takes, '18:00' → 'las 6 p. m.', '13:30' → 'la 1:30 p. m.' ("a la una").
 */
export function clockPhrase(time: string, locale: Locale): string {
  const clock = clockLabel(time, { brief: true, locale });
  if (locale === 'en') return clock;
  return `${Number(time.slice(0, 2)) % 12 === 1 ? 'la' : 'las'} ${clock}`;
}

/** '2026-12-01' → 'Tuesday, December 1' / 'martes 1 de diciembre': a day in a sentence, no year. */
export function dayInWords(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = WEEKDAYS[locale][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return locale === 'es' ? `${weekday} ${day} de ${MONTHS.es[month - 1]}` : `${weekday}, ${MONTHS.en[month - 1]} ${day}`;
}
