import { Field, ObjectType } from 'type-graphql';
import {
  bookingWindow,
  crewForStart,
  dateRefusal,
  serviceRule,
  zonedInstant,
  type BookingRules,
  type BookingWindow as BookingDates,
  type BusySpan,
  type CrewJob,
  type JobRules,
  type ServiceTypeValue,
  type StartCheck,
} from '@plumbing/shared';
import type { AppointmentSettings } from './appointment-settings';

export const SLOT_MINUTES = 30;

@ObjectType()
export class Slot {
  @Field({ description: 'HH:MM in the business time zone' })
  time: string;

  @Field({ description: 'The instant the slot starts; what requestAppointment takes as preferredDate' })
  startsAt: Date;

  @Field()
  available: boolean;
}

@ObjectType()
export class DayAvailability {
  @Field()
  date: string;

  @Field({ description: 'Whether the day can be booked at all under the scheduling rules' })
  bookable: boolean;

  @Field(() => [Slot])
  slots: Slot[];
}

@ObjectType({ description: 'The dates that can be booked as of today, inclusive (YYYY-MM-DD, business time zone)' })
export class BookingWindow implements BookingDates {
  @Field()
  firstDate: string;

  @Field()
  lastDate: string;
}

/** Spec §5: every 30 minutes from the start time up to and including the end time. */
export function slotTimes({ start, end }: { start: string; end: string }): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const times: string[] = [];
  for (let minute = toMinutes(start); minute <= toMinutes(end); minute += SLOT_MINUTES) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }
  return times;
}

/** What decides which slots can be booked: the scheduling settings and the business's closures. */
export type BookingCalendar = AppointmentSettings & BookingRules;

export function isBookableDate(date: string, settings: BookingCalendar, timeZone: string, now: Date): boolean {
  return settings.enableScheduling && dateRefusal(date, settings, bookingWindow(settings, timeZone, now)) === null;
}

/** How long the job asked about takes: its service's length; with no service chosen yet, the shortest one booked online. */
export function jobMinutes(settings: JobRules, serviceType?: ServiceTypeValue): number {
  if (serviceType) return serviceRule(settings, serviceType).minutes;
  const online = settings.services.filter((rule) => rule.bookableOnline).map((rule) => rule.minutes);
  return online.length ? Math.min(...online) : SLOT_MINUTES;
}

/** What the day's crews are doing: their active jobs and the busy times that block them. */
export interface DayLoad {
  jobs: readonly CrewJob[];
  busy: readonly BusySpan[];
}

/**
 * The day's start times and whether a job of `minutes` can start at each: the day must be bookable,
 * the start in the future, the job over by the end of business hours, and some crew free for the
 * whole job and the drive after it (issue #50).
 */
export function dayAvailability(
  date: string,
  settings: BookingCalendar,
  timeZone: string,
  now: Date,
  minutes: number,
  load: DayLoad,
): DayAvailability {
  const check: StartCheck = {
    dayBookable: isBookableDate(date, settings, timeZone, now),
    now: now.getTime(),
    // Jobs end by the end of the business hours the start times run to (spec §5's grid stays the grid of starts).
    closesAt: zonedInstant(date, settings.availableHours.end, timeZone).getTime(),
    minutes,
    bufferMinutes: settings.travelBufferMinutes,
    crews: settings.crews.map((crew) => crew.id),
    ...load,
  };
  const slots = slotTimes(settings.availableHours).map((time) => {
    const startsAt = zonedInstant(date, time, timeZone);
    return { time, startsAt, available: crewForStart(startsAt.getTime(), check) !== null };
  });
  return { date, bookable: check.dayBookable, slots };
}
