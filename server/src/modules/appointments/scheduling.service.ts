import type { EntityManager } from 'typeorm';
import {
  addDays,
  AppointmentMessages,
  bookingWindow,
  ChangeCollection,
  DomainError,
  ErrorCode,
  isCalendarDate,
  wallClock,
  zonedInstant,
} from '@plumbing/shared';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import { ChangeOperation } from '../events';
import type { AppointmentContext } from './appointment-context';
import {
  APPOINTMENT_SETTINGS_KEY,
  DEFAULT_APPOINTMENT_SETTINGS,
  type AppointmentSettings,
  type AppointmentSettingsInput,
} from './appointment-settings';
import { dayAvailability, type BookingCalendar, type BookingWindow, type DayAvailability } from './availability';

/** Days of taken slots remembered for an outage: the booking window and then some. */
const LAST_TAKEN_DAYS = 400;

/**
 * Rows that hold their slot: confirmed ones, and pending ones younger than the hold ($1 days) by the
 * database's clock, which every instance shares (a request the customer moved counts from the move).
 * The unique index cannot tell the age, so a request for a slot whose pending hold has lapsed first
 * cancels that request, in the same transaction.
 */
const HOLDS_SLOT = `(status = 'confirmed' OR (status = 'pending' AND greatest(created_at, rescheduled_at) > now() - make_interval(days => $1)))`;

/** The scheduling rules and what they offer: the settings, the booking window, each day's free slots. */
export class SchedulingService {
  /** Each day's taken slots as last read, for an outage. */
  private readonly lastTaken = new Map<string, Set<number>>();

  constructor(private readonly context: AppointmentContext) {}

  getSettings(): Promise<AppointmentSettings> {
    return this.context.deps.settings.get(APPOINTMENT_SETTINGS_KEY, DEFAULT_APPOINTMENT_SETTINGS);
  }

  async saveSettings(input: AppointmentSettingsInput): Promise<AppointmentSettings> {
    if (input.minDaysInAdvance > input.maxDaysInAdvance) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.minAfterMax);
    if (input.availableHours.start >= input.availableHours.end)
      throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.startAfterEnd);
    if (!input.excludedDates.every(isCalendarDate)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    const current = await this.getSettings();
    const settings: AppointmentSettings = {
      enableScheduling: input.enableScheduling,
      availableDays: [...input.availableDays].sort(),
      availableHours: { start: input.availableHours.start, end: input.availableHours.end },
      excludedDates: [...new Set(input.excludedDates)].sort(),
      minDaysInAdvance: input.minDaysInAdvance,
      maxDaysInAdvance: input.maxDaysInAdvance,
      changeCutoffHours: input.changeCutoffHours ?? current.changeCutoffHours,
      reminderLeadHours: input.reminderLeadHours ?? current.reminderLeadHours,
      reviewDelayHours: input.reviewDelayHours ?? current.reviewDelayHours,
    };
    return this.context.deps.settings.set(APPOINTMENT_SETTINGS_KEY, settings);
  }

  /** The scheduling settings with the business's closures: what decides whether a slot can be booked. */
  async bookingCalendar(): Promise<BookingCalendar> {
    const [settings, business] = await Promise.all([this.getSettings(), this.context.deps.business.facts()]);
    return { ...settings, closures: business.closures };
  }

  /** What the booking form offers; the server's clock and zone decide "today", not the visitor's. */
  async bookingWindow(): Promise<BookingWindow> {
    return bookingWindow(await this.getSettings(), this.context.timeZone, this.context.now());
  }

  /**
   * Free and taken slots of one day; never who holds them. While the database is unreachable, the
   * day's taken slots as last read (none when never read): a request for one taken meanwhile is
   * kept, and told to choose another time when it is entered.
   */
  async availability(date: string): Promise<DayAvailability> {
    if (!isCalendarDate(date)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    const calendar = await this.bookingCalendar();
    return dayAvailability(date, calendar, this.context.timeZone, this.context.now(), await this.takenSlots(date));
  }

  /** Whether `startsAt` is one of the slots the rules offer at `at` (free or not: the unique index decides that). */
  isBookableSlot(startsAt: Date, calendar: BookingCalendar, at = this.context.now()): boolean {
    const { timeZone } = this.context;
    const { date } = wallClock(startsAt, timeZone);
    return dayAvailability(date, calendar, timeZone, at, new Set()).slots.some(
      (s) => s.available && s.startsAt.getTime() === startsAt.getTime(),
    );
  }

  /** Cancels the pending request whose hold on `startsAt` has lapsed (if any), so the slot can be taken. */
  async releaseLapsedHold(manager: EntityManager, startsAt: Date, exceptId?: string): Promise<void> {
    const { config, changeEvents } = this.context.deps;
    const [released]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE appointment SET status = 'cancelled', updated_at = now()
        WHERE preferred_date = $2 AND status = 'pending' AND NOT ${HOLDS_SLOT} AND id IS DISTINCT FROM $3
        RETURNING id`,
      [config.pendingRequestHoldDays, startsAt, exceptId ?? null],
    );
    for (const { id } of released) await changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, id, manager);
  }

  private async takenSlots(date: string): Promise<Set<number>> {
    const { timeZone, deps } = this.context;
    const dayStart = zonedInstant(date, '00:00', timeZone);
    const nextDay = zonedInstant(addDays(date, 1), '00:00', timeZone);
    try {
      const rows: Array<{ preferred_date: Date }> = await deps.db.query(
        `SELECT preferred_date FROM appointment WHERE ${HOLDS_SLOT} AND preferred_date >= $2 AND preferred_date < $3`,
        [deps.config.pendingRequestHoldDays, dayStart, nextDay],
      );
      const taken = new Set(rows.map((r) => r.preferred_date.getTime()));
      this.lastTaken.delete(date); // the newest read last, so the oldest is dropped first
      this.lastTaken.set(date, taken);
      if (this.lastTaken.size > LAST_TAKEN_DAYS) this.lastTaken.delete(this.lastTaken.keys().next().value!);
      return taken;
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      return this.lastTaken.get(date) ?? new Set();
    }
  }
}
