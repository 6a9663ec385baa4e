import { closureOn, MINUTE_MS, weekdayOf, type Closure, type Crew } from '@plumbing/shared';
import type { AppointmentStatus } from '../../../gql/graphql';
import { formatVisit } from '../../../ui/admin/date-time';
import { gridDate, localDate } from './business-clock';
import { timeRangeLabel } from './calendar-layout';
import type { AdminAppointment } from './appointment-operations';
import type { CalendarBusyTime, CalendarHeldTime, CalendarSettings } from './owner-schedule-operations';

/**
 * What the owner's calendar draws (issue #50), as grid dates (business-clock.ts): each job as a
 * block of its real length in its crew's column, the drive after it, the owner's busy times and
 * the days the business is closed. The grid and the phone's agenda both read these.
 */

/** The statuses drawn; a rejected or cancelled job holds nothing and is left off. */
const SHOWN_STATUSES: ReadonlySet<AppointmentStatus> = new Set(['pending', 'confirmed', 'completed']);
/** The statuses whose job can still be moved. */
export const MOVABLE_STATUSES: ReadonlySet<AppointmentStatus> = new Set(['pending', 'confirmed']);

export const CONFLICT_TEXT = 'Overlaps another job of this crew: move or reassign one';

export interface JobEvent {
  kind: 'job';
  job: AdminAppointment;
  start: Date;
  end: Date;
  /** The crew's id: its column. */
  resourceId: number;
  crewName: string;
  /** When, as the grid writes it: '9:30 AM – 11:30 AM'. */
  time: string;
}

export interface ShadeEvent {
  kind: 'busy' | 'closed' | 'held';
  title: string;
  start: Date;
  end: Date;
  /** The crews it covers. */
  resourceId: number[];
  /** A time held for a rejected request's customer: that request, whose dialog it opens. */
  appointmentId?: string;
}

/** A crew's name, or its number when the settings no longer list it. */
export function crewName(crews: readonly Crew[], id: number): string {
  return crews.find((crew) => crew.id === id)?.name ?? `Crew ${id}`;
}

/**
 * Each job's event as last worked out, by the cache's object for the job: Apollo hands back the
 * same object while the job is unchanged, though each answer that holds it is new. 300 jobs'
 * business times were a tenth of a busy week's switch (scripts/calendar-bench.mjs).
 */
const jobEventsWorkedOut = new WeakMap<AdminAppointment, { timeZone: string; event: JobEvent }>();

function jobEvent(job: AdminAppointment, crews: readonly Crew[], timeZone: string): JobEvent {
  const name = crewName(crews, job.crew);
  const known = jobEventsWorkedOut.get(job);
  if (known?.timeZone === timeZone && known.event.crewName === name) return known.event;
  const start = gridDate(job.preferredDate, timeZone);
  const end = gridDate(new Date(Date.parse(job.preferredDate) + job.durationMinutes * MINUTE_MS), timeZone);
  const event = { kind: 'job' as const, job, start, end, resourceId: job.crew, crewName: name, time: timeRangeLabel(start, end) };
  jobEventsWorkedOut.set(job, { timeZone, event });
  return event;
}

/** The jobs shown, in order of their start. */
export function jobEvents(jobs: readonly AdminAppointment[], crews: readonly Crew[], timeZone: string): JobEvent[] {
  return jobs
    .filter((job) => SHOWN_STATUSES.has(job.status))
    .map((job) => jobEvent(job, crews, timeZone))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The owner's busy times, over their crew or every crew. */
export function busyEvents(busy: readonly CalendarBusyTime[], crews: readonly Crew[], timeZone: string): ShadeEvent[] {
  return busy.map((span) => ({
    kind: 'busy' as const,
    title: 'Busy',
    start: gridDate(span.startsAt, timeZone),
    end: gridDate(span.endsAt, timeZone),
    resourceId: span.crew === null || span.crew === undefined ? crews.map((crew) => crew.id) : [span.crew],
  }));
}

/** The times held for rejected requests' customers (they pick one with a tap), each on its crew. */
export function heldEvents(held: readonly CalendarHeldTime[], timeZone: string): ShadeEvent[] {
  return held.map((time) => ({
    kind: 'held' as const,
    title: heldLabel(time, timeZone),
    start: gridDate(time.startsAt, timeZone),
    end: gridDate(time.endsAt, timeZone),
    resourceId: [time.crew],
    appointmentId: time.appointmentId,
  }));
}

/** 'Held for Dana Rivera until Wed, Mar 4 · 10:00 AM': the proposed time kept free for them. */
export function heldLabel(time: CalendarHeldTime, timeZone: string): string {
  return `Held for ${time.customerName} until ${formatVisit(time.heldUntil, timeZone)}`;
}

/** Why no job can be taken on `date`, or null on a working day. */
export function closedReason(date: string, settings: CalendarSettings, closures: readonly Closure[]): string | null {
  const closure = closureOn(date, closures);
  if (closure) return `Closed: ${closure.name}`;
  if (!settings.availableDays.includes(weekdayOf(date))) return 'Closed: not a working day';
  return null;
}

/** The closed days among `days`, each shaded over its whole day for every crew. */
export function closedEvents(days: readonly string[], settings: CalendarSettings, closures: readonly Closure[]): ShadeEvent[] {
  return days.flatMap((date) => {
    const reason = closedReason(date, settings, closures);
    if (!reason) return [];
    const start = localDate(date);
    const end = new Date(start.getFullYear(), start.getMonth(), start.getDate(), 23, 59);
    return [{ kind: 'closed' as const, title: reason, start, end, resourceId: settings.crews.map((crew) => crew.id) }];
  });
}

/** The minutes since midnight of a grid date. */
const minuteOfDay = (date: Date) => date.getHours() * 60 + date.getMinutes();
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The hours the grid shows: the booking hours in whole hours, widened to the jobs and busy times
 * of the view that fall outside them (booked before the hours changed, or a late drive).
 */
export function gridHours(settings: CalendarSettings, shown: ReadonlyArray<{ start: Date; end: Date }>): { min: Date; max: Date } {
  let first = Math.floor(toMinutes(settings.availableHours.start) / 60) * 60;
  let last = Math.ceil(toMinutes(settings.availableHours.end) / 60) * 60;
  for (const { start, end } of shown) {
    first = Math.min(first, Math.floor(minuteOfDay(start) / 60) * 60);
    // An event past midnight ends the day's grid at its end.
    const endMinute = end.getDate() !== start.getDate() ? 24 * 60 : minuteOfDay(end);
    last = Math.max(last, Math.ceil(endMinute / 60) * 60);
  }
  const at = (minutes: number) => new Date(2000, 0, 1, Math.floor(minutes / 60), minutes % 60);
  return { min: at(first), max: last >= 24 * 60 ? new Date(2000, 0, 1, 23, 59) : at(last) };
}
