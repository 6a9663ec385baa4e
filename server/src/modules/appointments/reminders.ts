import { addDays, wallClock, zonedInstant } from '@plumbing/shared';

const HOUR_MS = 60 * 60 * 1000;

/**
 * When the reminder of a visit at `startsAt` is due, `leadHours` before it: each whole day of the
 * lead is a calendar day in the business zone (24 hours before a 10:00 visit is 10:00 the day
 * before, also across a daylight-saving change, when that day is 23 or 25 hours long), the rest
 * are hours.
 */
export function reminderDueAt(startsAt: Date, leadHours: number, timeZone: string): Date {
  const { date, time } = wallClock(startsAt, timeZone);
  const sameTimeDaysBefore = zonedInstant(addDays(date, -Math.floor(leadHours / 24)), time, timeZone);
  return new Date(sameTimeDaysBefore.getTime() - (leadHours % 24) * HOUR_MS);
}
