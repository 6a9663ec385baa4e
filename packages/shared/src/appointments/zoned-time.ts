/**
 * Calendar arithmetic in the business time zone with nothing but Intl, so daylight-saving
 * changes come from the platform's time-zone data. Calendar dates are 'YYYY-MM-DD' strings,
 * clock times 'HH:MM'.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string; ms: number } {
  const parts = Object.fromEntries(partsFormatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  const ms = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return { date, time, ms };
}

/** The instant at which the zone's clocks read `date time`. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guessed instant, then once more at the corrected one (they differ only
  // within an hour of a daylight-saving change).
  let instant = asIfUtc - (wallClock(new Date(asIfUtc), timeZone).ms - asIfUtc);
  instant = asIfUtc - (wallClock(new Date(instant), timeZone).ms - instant);
  return new Date(instant);
}

/**
 * An instant as the zone's clocks read it, with their offset from UTC (RFC 3339), e.g.
 * '2026-11-24T18:00:00-05:00': the same instant to Date.parse, and a clock reading that
 * zonedReading() takes from the text alone: no Intl formatter, whose first use loads the locale
 * data (tens of milliseconds on a phone, while a page is being adopted).
 */
export function zonedTimestamp(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  const offsetMinutes = Math.round((wall.ms - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = [Math.floor(Math.abs(offsetMinutes) / 60), Math.abs(offsetMinutes) % 60].map((part) => String(part).padStart(2, '0')).join(':');
  return `${new Date(wall.ms).toISOString().slice(0, 19)}${sign}${offset}`;
}

/** The calendar date and clock time of a zonedTimestamp(). */
export function zonedReading(timestamp: string): { date: string; time: string } {
  return { date: timestamp.slice(0, 10), time: timestamp.slice(11, 16) };
}

export function todayIn(timeZone: string, now = new Date()): string {
  return wallClock(now, timeZone).date;
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** 0 = Sunday, as the spec's availableDays. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The years a date from outside may fall in (issue #23); beyond them the date arithmetic here breaks down. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** "Tue, Mar 10, 2026, 9:30 AM ET": how customers and the owner read an appointment time. */
export function formatInZone(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'shortGeneric',
  })
    .format(instant)
    .replace(' at ', ', '); // some ICU versions join date and time with "at"
}
