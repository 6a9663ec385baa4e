import { addDays, todayIn, weekdayOf } from './zoned-time';

/** The scheduling settings that decide which dates can be booked (spec §5, §9). */
export interface BookingRules {
  availableDays: readonly number[];
  excludedDates: readonly string[];
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

export type DateRefusal = 'outside-window' | 'closed-weekday' | 'excluded-date';

/**
 * Why a date cannot be booked, or null when it can: inside the window, on an allowed weekday,
 * not an excluded date. The server checks requests with it; the form explains it to the visitor.
 */
export function dateRefusal(date: string, rules: BookingRules, { firstDate, lastDate }: BookingWindow): DateRefusal | null {
  if (date < firstDate || date > lastDate) return 'outside-window';
  if (!rules.availableDays.includes(weekdayOf(date))) return 'closed-weekday';
  if (rules.excludedDates.includes(date)) return 'excluded-date';
  return null;
}
