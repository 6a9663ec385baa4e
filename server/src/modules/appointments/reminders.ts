import { addDays, wallClock, zonedInstant } from '@plumbing/shared';
import type { NewEmail } from '../mail';
import type { EmailContext } from './appointment-email-parts';
import { reminderEmail } from './appointment-emails';
import { AppointmentStatus, type Appointment } from './appointment.entity';

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

/**
 * The reminder of a confirmed visit, due the lead time before it (none when reminders are off, or
 * when the visit is already that close: confirming or moving it inside the lead window sends none).
 */
export function reminderEmails(appointment: Appointment, leadHours: number, ctx: EmailContext, now: Date): NewEmail[] {
  if (appointment.status !== AppointmentStatus.confirmed || leadHours === 0) return [];
  const dueAt = reminderDueAt(appointment.preferredDate, leadHours, ctx.business.timeZone);
  return dueAt > now ? [reminderEmail(appointment, dueAt, ctx)] : [];
}
