import { Field, ObjectType } from 'type-graphql';
import { bookingWindow, dateRefusal, zonedInstant, type BookingRules, type BookingWindow as BookingDates } from '@plumbing/shared';
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

/**
 * The day's slots and whether each can be booked: the day must be bookable, the slot in the
 * future and not held by an active appointment (`taken` holds their start instants in ms).
 */
export function dayAvailability(
  date: string,
  settings: BookingCalendar,
  timeZone: string,
  now: Date,
  taken: ReadonlySet<number>,
): DayAvailability {
  const bookable = isBookableDate(date, settings, timeZone, now);
  const slots = slotTimes(settings.availableHours).map((time) => {
    const startsAt = zonedInstant(date, time, timeZone);
    return { time, startsAt, available: bookable && startsAt > now && !taken.has(startsAt.getTime()) };
  });
  return { date, bookable, slots };
}
