/**
 * Calendar rules and labels for the booking form and the scheduling settings, in the business
 * time zone (the visitor's own zone never matters): the form's in its page's language, the
 * settings' in English. Calendar dates are 'YYYY-MM-DD', clock times 'HH:MM'. The public form takes "today" from the server's booking window, so nothing here needs
 * Intl while a page is being adopted; the zone's name is looked up only once a date is chosen.
 */

// The very rules the server checks requests with, so the form and the API never disagree.
import {
  addDays,
  bookableBounds,
  closureDays,
  closureName,
  closureOn,
  clockLabel,
  dateRefusal,
  todayIn,
  weekdayOf,
  weekdayPlural,
  WEEKDAY_NAMES,
  type BookingRules,
  type BookingWindow,
  type Locale,
  type Translator,
} from '@plumbing/shared';
import { longDateLabel } from '../../ui/date-labels';

export { addDays, clockLabel, longDateLabel, todayIn, weekdayOf, WEEKDAY_NAMES };

/** The everyday names of the United States' zones in Spanish, by their English ones (ICU's Spanish names vary by version: "hora oriental"). */
const SPANISH_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Eastern Time': 'hora del Este',
  'Central Time': 'hora del Centro',
  'Mountain Time': 'hora de la Montaña',
  'Mountain Standard Time': 'hora estándar de la Montaña',
  'Pacific Time': 'hora del Pacífico',
  'Alaska Time': 'hora de Alaska',
  'Hawaii-Aleutian Standard Time': 'hora estándar de Hawái',
  'Atlantic Standard Time': 'hora estándar del Atlántico',
};

function zoneName(timeZone: string, intlLocale: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The zone's everyday name, e.g. 'Eastern Time' ('hora del Este' in Spanish) for America/New_York. */
export function timeZoneLabel(timeZone: string, locale: Locale = 'en'): string {
  try {
    const english = zoneName(timeZone, 'en-US');
    return locale === 'es' ? (SPANISH_ZONE_NAMES[english] ?? zoneName(timeZone, 'es-US')) : english;
  } catch {
    return timeZone;
  }
}

/** Why a date cannot be booked (the server's own check), as a short sentence for the visitor in `t`'s words, or null when it can. */
export function dateRefusalText(date: string, rules: BookingRules, window: BookingWindow, t: Translator): string | null {
  const long = (day: string) => longDateLabel(day, t.locale);
  switch (dateRefusal(date, rules, window)) {
    case 'outside-window': {
      // The days that can be booked, not the window's ends, which may be closed days (issue #51).
      const { firstDate, lastDate } = bookableBounds(rules, window) ?? window;
      return t('booking.date.outsideWindow', { first: long(firstDate), last: long(lastDate) });
    }
    case 'closed-weekday':
      return t('booking.date.closedWeekday', { weekdays: weekdayPlural(weekdayOf(date), t.locale) });
    case 'excluded-date':
      return t('booking.date.excluded', { date: long(date) });
    case 'closure': {
      const closure = closureOn(date, rules.closures)!;
      return t('booking.date.closure', { days: closureDays(closure, t), closure: closureName(closure, t.locale) });
    }
    case null:
      return null;
  }
}
