import { addDays, weekdayOf } from '../appointments/calendar-dates';
import { todayIn, zonedInstant, zonedTimestamp } from '../appointments/zoned-time';
import { closureOn, closureToAnnounce, type Closure } from './closures';

/** One stretch of a day the office is open, as the zone's clocks read: 'HH:MM' to 'HH:MM' ('24:00' is midnight at its end). */
export interface OpeningRange {
  open: string;
  close: string;
}

/** Seven days from Sunday (0, as the spec's availableDays) to Saturday; a day without ranges is closed. */
export type WeeklyHours = OpeningRange[][];

export interface OpeningState {
  openNow: boolean;
  /** When the office next opens or closes; null when it never opens. */
  nextChange: Date | null;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' from 00:00 to 23:59. */
export function isClockTime(value: string): boolean {
  return CLOCK.test(value);
}

/** Why a day's ranges cannot be kept, or undefined: each opens before it closes, in order, without overlap. */
export function openingRangesRefusal(ranges: OpeningRange[]): string | undefined {
  for (const [index, { open, close }] of ranges.entries()) {
    if (!isClockTime(open) || !(isClockTime(close) || close === '24:00')) return 'Enter times as HH:MM, e.g. 08:00';
    if (close <= open) return 'Closing time must be after opening time';
    const previous = ranges[index - 1];
    if (previous && open < previous.close) return 'Opening hours of one day must not overlap';
  }
  return undefined;
}

/** Days ahead looked at for the next change, besides the closed days skipped on the way (a closure lasts at most 60 days). */
const DAYS_AHEAD = 8;
const MOST_DAYS_AHEAD = 400;

/**
 * The open stretches from the day before `from` to a week of weekly hours after it (closed days
 * skipped, not counted), as instants, merged where one ends as the next begins.
 */
function openIntervals(hours: WeeklyHours, closures: readonly Closure[], from: string, timeZone: string): Array<[number, number]> {
  const intervals: Array<[number, number]> = [];
  let skipped = 0;
  for (let offset = -1; offset <= DAYS_AHEAD + skipped && offset <= MOST_DAYS_AHEAD; offset++) {
    const date = addDays(from, offset);
    if (closureOn(date, closures)) {
      skipped += 1;
      continue;
    }
    for (const { open, close } of hours[weekdayOf(date)] ?? []) {
      const end = close === '24:00' ? zonedInstant(addDays(date, 1), '00:00', timeZone) : zonedInstant(date, close, timeZone);
      intervals.push([zonedInstant(date, open, timeZone).getTime(), end.getTime()]);
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const interval of intervals) {
    const last = merged[merged.length - 1];
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push([...interval]);
  }
  return merged;
}

/** What decides whether the office is open: the weekly hours, the closures, and the zone their clocks are in. */
export interface OfficeHours {
  openingHours: WeeklyHours;
  closures: readonly Closure[];
  timeZone: string;
}

/**
 * Whether the office is open at `now` and when that next changes, in the business time zone
 * (the zone's own clocks, so daylight-saving days are as long as they really are). A closure's
 * days are closed all day.
 */
export function openingState({ openingHours, closures, timeZone }: OfficeHours, now: Date): OpeningState {
  const at = now.getTime();
  const intervals = openIntervals(openingHours, closures, todayIn(timeZone, now), timeZone);
  const current = intervals.find(([start, end]) => start <= at && at < end);
  if (current) return { openNow: true, nextChange: new Date(current[1]) };
  const next = intervals.find(([start]) => start > at);
  return { openNow: false, nextChange: next ? new Date(next[0]) : null };
}

/** The office's state as it travels (site-config): when it next changes as the zone's clocks read it (zonedTimestamp). */
export interface OpeningStatus {
  openNow: boolean;
  nextChange: string | null;
  /** The closure of today (`current`), else the next within a week: what the home page announces. */
  closure: (Closure & { current: boolean }) | null;
}

/** openingState() as it travels, with the closure to announce. */
export function openingStatusAt(office: OfficeHours, now: Date): OpeningStatus {
  const { openNow, nextChange } = openingState(office, now);
  const today = todayIn(office.timeZone, now);
  const closure = closureToAnnounce(office.closures, today);
  return {
    openNow,
    nextChange: nextChange && zonedTimestamp(nextChange, office.timeZone),
    closure: closure ? { ...closure, current: closure.from <= today } : null,
  };
}
