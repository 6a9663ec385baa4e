import { clockLabel, shortWeekday } from '../i18n/calendar-words';
import type { Locale } from '../i18n/locale';
import type { Translator } from '../i18n/translator';
import type { WeeklyHours } from './opening-hours';

/** Monday first, as people read a week; WeeklyHours and availableDays count from Sunday (0). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** Runs of consecutive days (Monday first) that share one reading, as "Mon–Fri 8 AM–5 PM". */
function dayRuns(reading: (weekday: number) => string | null, locale: Locale): string[] {
  const runs: Array<{ from: number; to: number; text: string }> = [];
  for (const weekday of WEEK) {
    const text = reading(weekday);
    const last = runs.at(-1);
    if (text !== null && last && last.text === text && WEEK.indexOf(last.to) === WEEK.indexOf(weekday) - 1) last.to = weekday;
    else if (text !== null) runs.push({ from: weekday, to: weekday, text });
  }
  const day = (weekday: number) => shortWeekday(weekday, locale);
  return runs.map(({ from, to, text }) => `${day(from)}${from === to ? '' : `–${day(to)}`} ${text}`);
}

const range = (open: string, close: string, locale: Locale) =>
  `${clockLabel(open, { brief: true, locale })}–${clockLabel(close, { brief: true, locale })}`;

/**
 * The weekly opening hours in words, read from the structured hours that also say "open now"
 * (issue #38: one source): "Mon–Fri 8 AM–5 PM, Sat 9 AM–1 PM", with ", 24/7 emergency service"
 * when it is offered; "Emergency service 24/7" or "By appointment" when no day is open.
 */
export function openingHoursWords(
  { openingHours, emergencyService }: { openingHours: WeeklyHours; emergencyService: boolean },
  t: Translator,
): string {
  const days = dayRuns(
    (weekday) => (openingHours[weekday]?.length ? openingHours[weekday].map((r) => range(r.open, r.close, t.locale)).join(', ') : null),
    t.locale,
  ).join(', ');
  if (!days) return t(emergencyService ? 'hours.emergencyOnly' : 'hours.byAppointment');
  return emergencyService ? t('hours.withEmergency', { days }) : days;
}

/** The times the booking form offers, in words, from the scheduling rules: "Mon–Fri 9 AM–5 PM". */
export function bookingHoursWords(
  { availableDays, availableHours }: { availableDays: readonly number[]; availableHours: { start: string; end: string } },
  locale: Locale,
): string {
  return dayRuns(
    (weekday) => (availableDays.includes(weekday) ? range(availableHours.start, availableHours.end, locale) : null),
    locale,
  ).join(', ');
}
