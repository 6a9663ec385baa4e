import type { Locale } from './locale';

/**
 * Short day and month names and the clock, written out per language rather than asked of Intl: a
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
