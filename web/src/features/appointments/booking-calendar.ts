/**
 * Calendar rules and labels for the booking form and the scheduling settings, in the business
 * time zone (the visitor's own zone never matters). Calendar dates are 'YYYY-MM-DD', clock times
 * 'HH:MM'. The public form takes "today" from the server's booking window, so nothing here needs
 * Intl while a page is being adopted; the zone's name is looked up only once a date is chosen.
 */

// The very rules the server checks requests with, so the form and the API never disagree.
import {
  addDays,
  closureDays,
  closureOn,
  englishTranslator,
  clockLabel,
  dateRefusal,
  todayIn,
  weekdayOf,
  WEEKDAY_NAMES,
  type BookingRules,
  type BookingWindow,
} from '@plumbing/shared';
import { longDateLabel } from '../../ui/date-labels';

export { addDays, clockLabel, longDateLabel, todayIn, weekdayOf, WEEKDAY_NAMES };

/** The zone's everyday name, e.g. 'Eastern Time' for America/New_York. */
export function timeZoneLabel(timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** Why a date cannot be booked (the server's own check), as a short sentence for the visitor, or null when it can. */
export function dateRefusalText(date: string, rules: BookingRules, window: BookingWindow): string | null {
  switch (dateRefusal(date, rules, window)) {
    case 'outside-window':
      return `Please choose a date between ${longDateLabel(window.firstDate)} and ${longDateLabel(window.lastDate)}.`;
    case 'closed-weekday':
      return `We don't book appointments on ${WEEKDAY_NAMES[weekdayOf(date)]}s. Please choose another date.`;
    case 'excluded-date':
      return `We're closed on ${longDateLabel(date)}. Please choose another date.`;
    case 'closure': {
      const closure = closureOn(date, rules.closures)!;
      return `We're closed ${closureDays(closure, englishTranslator())} for ${closure.name}. Please choose another date.`;
    }
    case null:
      return null;
  }
}
