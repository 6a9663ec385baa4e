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
  timeZoneLabel,
  weekdayPlural,
  WEEKDAY_NAMES,
  type BookingRules,
  type BookingWindow,
  type Translator,
} from '@plumbing/shared';
import { longDateLabel } from '../../ui/date-labels';

export { addDays, clockLabel, longDateLabel, timeZoneLabel, todayIn, weekdayOf, WEEKDAY_NAMES };

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
    case 'closure': {
      const closure = closureOn(date, rules.closures)!;
      return t('booking.date.closure', { days: closureDays(closure, t), closure: closureName(closure, t.locale) });
    }
    case null:
      return null;
  }
}
