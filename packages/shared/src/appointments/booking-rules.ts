import { closureOn, type Closure } from '../business/closures';
import { addDays, weekdayOf } from './calendar-dates';
import { todayIn } from './zoned-time';

/**
 * The scheduling settings that decide which dates can be booked (spec §5, §9). Days closed are the
 * business's closures alone (issue #51: spec §9's excluded dates became closures).
 */
export interface SchedulingRules {
  availableDays: readonly number[];
}

/** Everything that decides which dates can be booked: the scheduling settings and the business's closures (issue #38). */
export interface BookingRules extends SchedulingRules {
  closures: readonly Closure[];
}

/** The first and last dates that can be booked today, inclusive, in the business zone (spec §5). */
export interface BookingWindow {
  firstDate: string;
  lastDate: string;
}

export function bookingWindow(
  { minDaysInAdvance, maxDaysInAdvance }: { minDaysInAdvance: number; maxDaysInAdvance: number },
  timeZone: string,
  now: Date,
): BookingWindow {
  const today = todayIn(timeZone, now);
  return { firstDate: addDays(today, minDaysInAdvance), lastDate: addDays(today, maxDaysInAdvance) };
}

export type DateRefusal = 'outside-window' | 'closed-weekday' | 'closure';

/**
 * Why a date cannot be booked, or null when it can: inside the window, on an allowed weekday,
 * not in a closure. The server checks requests with it; the form explains
 * it to the visitor.
 */
export function dateRefusal(date: string, rules: BookingRules, { firstDate, lastDate }: BookingWindow): DateRefusal | null {
  if (date < firstDate || date > lastDate) return 'outside-window';
  if (!rules.availableDays.includes(weekdayOf(date))) return 'closed-weekday';
  if (closureOn(date, rules.closures)) return 'closure';
  return null;
}

/**
 * The first and last dates of `window` that can be booked, or null when none can: the window's own
 * ends may be closed days (issue #51: "between Sunday … and …" with Sundays closed).
 */
export function bookableBounds(rules: BookingRules, window: BookingWindow): BookingWindow | null {
  const bookable = (date: string) => dateRefusal(date, rules, window) === null;
  let firstDate = window.firstDate;
  while (firstDate <= window.lastDate && !bookable(firstDate)) firstDate = addDays(firstDate, 1);
  if (firstDate > window.lastDate) return null;
  let lastDate = window.lastDate;
  while (!bookable(lastDate)) lastDate = addDays(lastDate, -1);
  return { firstDate, lastDate };
}
