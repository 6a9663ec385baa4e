import { addDays, wallClock, weekdayOf, zonedInstant } from '@plumbing/shared';

/**
 * The owner's calendar shows business time whatever the browser's zone (a laptop set to another
 * zone, the tests' UTC). The grid's library reads the browser's local clock, so it is handed
 * "grid dates": local Dates whose clock reads what the business's clocks read at the instant
 * (9:00 in Tampa is a local 9:00 everywhere), and its answers are read back the same way.
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The local Date whose clock reads `date time` ('YYYY-MM-DD', 'HH:MM'). */
export function localDate(date: string, time = '00:00'): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hour, minute);
}

/** The calendar date a grid date reads. */
export function gridDay(grid: Date): string {
  return `${grid.getFullYear()}-${twoDigits(grid.getMonth() + 1)}-${twoDigits(grid.getDate())}`;
}

/** The grid date of an instant: its business wall clock as a local Date. */
export function gridDate(instant: Date | string, timeZone: string): Date {
  const { date, time } = wallClock(new Date(instant), timeZone);
  return localDate(date, time);
}

/** The instant a grid date stands for, in the business time zone. */
export function instantOf(grid: Date, timeZone: string): Date {
  return zonedInstant(gridDay(grid), `${twoDigits(grid.getHours())}:${twoDigits(grid.getMinutes())}`, timeZone);
}

export type CalendarView = 'day' | 'week';

/** The days a view of `date` shows: the day, or its week from Sunday. */
export function viewDays(view: CalendarView, date: string): string[] {
  if (view === 'day') return [date];
  const sunday = addDays(date, -weekdayOf(date));
  return Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
}

/** The instants [from, to) a view of `date` covers, in the business time zone, as the calendar's queries take them. */
export function viewRange(view: CalendarView, date: string, timeZone: string): { from: string; to: string } {
  const days = viewDays(view, date);
  return {
    from: zonedInstant(days[0], '00:00', timeZone).toISOString(),
    to: zonedInstant(addDays(days[days.length - 1], 1), '00:00', timeZone).toISOString(),
  };
}
