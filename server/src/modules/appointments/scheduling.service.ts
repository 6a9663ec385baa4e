import type { EntityManager } from 'typeorm';
import {
  addDays,
  AppointmentMessages,
  bookingWindow,
  ChangeCollection,
  DomainError,
  ErrorCode,
  firstFreeCrew,
  isCalendarDate,
  jobRulesRefusal,
  JobRuleMessages,
  jobSpan,
  serviceRule,
  wallClock,
  zonedInstant,
  type CrewJob,
  type ServiceTypeValue,
  type TimeSpan,
} from '@plumbing/shared';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import { lockForTransaction } from '../../db/transaction-lock';
import { ChangeOperation } from '../events';
import type { AppointmentContext } from './appointment-context';
import type { Appointment } from './appointment.entity';
import type { BusyTimeService } from './busy-time.service';
import { SlotTaken } from './slot-conflict';
import {
  APPOINTMENT_SETTINGS_KEY,
  DEFAULT_APPOINTMENT_SETTINGS,
  type AppointmentSettings,
  type AppointmentSettingsInput,
} from './appointment-settings';
import { dayAvailability, jobMinutes, type BookingCalendar, type BookingWindow, type DayAvailability, type DayLoad } from './availability';

/** Days of crews' jobs remembered for an outage: the booking window and then some. */
const LAST_LOADS = 400;

/**
 * Rows that hold their crew: confirmed ones, and pending ones younger than the hold ($1 days) by the
 * database's clock, which every instance shares (a request the customer moved counts from the move).
 * The exclusion constraint cannot tell the age, so a booking over a pending request whose hold has
 * lapsed first cancels that request, in the same transaction.
 */
const HOLDS_SLOT = `(status = 'confirmed' OR (status = 'pending' AND greatest(created_at, rescheduled_at) > now() - make_interval(days => $1)))`;

/** Where a job goes and what it holds: its crew, its length and the end of the drive after it. */
export interface JobPlacement {
  crew: number;
  durationMinutes: number;
  blockedUntil: Date;
}

export interface PlacementRequest {
  startsAt: Date;
  serviceType: ServiceTypeValue;
  /** The job being moved, which does not stand in its own way. */
  exceptId?: string;
  /** The job's own length (one booked before the owner changed its service's); otherwise the service's. */
  durationMinutes?: number;
  /** The crew the owner chose; otherwise the first free one. */
  crew?: number;
}

/** The scheduling rules and what they offer: the settings, the booking window, each day's free start times, and where a job goes. */
export class SchedulingService {
  /** Each day's jobs as last read, for an outage. */
  private readonly lastLoads = new Map<string, DayLoad>();

  constructor(
    private readonly context: AppointmentContext,
    private readonly busyTimes: BusyTimeService,
  ) {}

  async getSettings(manager?: EntityManager): Promise<AppointmentSettings> {
    const settings = await this.context.deps.settings.get(APPOINTMENT_SETTINGS_KEY, DEFAULT_APPOINTMENT_SETTINGS, manager);
    // A rule stored before a service could be confirmed at once waits for the owner.
    return { ...settings, services: settings.services.map((rule) => ({ ...rule, confirmAtOnce: rule.confirmAtOnce ?? false })) };
  }

  async saveSettings(input: AppointmentSettingsInput): Promise<AppointmentSettings> {
    if (input.minDaysInAdvance > input.maxDaysInAdvance) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.minAfterMax);
    if (input.availableHours.start >= input.availableHours.end)
      throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.startAfterEnd);
    const current = await this.getSettings();
    const settings: AppointmentSettings = {
      enableScheduling: input.enableScheduling,
      availableDays: [...input.availableDays].sort(),
      availableHours: { start: input.availableHours.start, end: input.availableHours.end },
      minDaysInAdvance: input.minDaysInAdvance,
      maxDaysInAdvance: input.maxDaysInAdvance,
      changeCutoffHours: input.changeCutoffHours ?? current.changeCutoffHours,
      reminderLeadHours: input.reminderLeadHours ?? current.reminderLeadHours,
      reviewDelayHours: input.reviewDelayHours ?? current.reviewDelayHours,
      // Every service type has its rule: one the input leaves out keeps the one it has.
      services: current.services.map((rule) => {
        const given = input.services?.find((service) => service.serviceType === rule.serviceType) ?? rule;
        const { minutes, bookableOnline, confirmAtOnce = false } = given;
        return { serviceType: rule.serviceType, minutes, bookableOnline, confirmAtOnce };
      }),
      travelBufferMinutes: input.travelBufferMinutes ?? current.travelBufferMinutes,
      crews: (input.crews ?? current.crews).map(({ id, name }) => ({ id, name: name.trim() })),
    };
    const refusal =
      jobRulesRefusal({ ...settings, services: input.services ?? settings.services }) ?? (await this.crewRemovalRefusal(current, settings));
    if (refusal) throw new DomainError(ErrorCode.BAD_USER_INPUT, refusal);
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
   * The start times of one day and whether a job of `serviceType` (the shortest online one when
   * none is chosen yet) can start at each; never who holds them. A job being moved (`moving`) keeps
   * its own length and does not stand in its own way. While the database is unreachable, the day's
   * jobs as last read (none when never read): a request for a time taken meanwhile is kept, and told
   * to choose another time when it is entered.
   */
  async availability(
    date: string,
    serviceType?: ServiceTypeValue,
    moving?: Pick<Appointment, 'id' | 'durationMinutes'>,
  ): Promise<DayAvailability> {
    if (!isCalendarDate(date)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    const calendar = await this.bookingCalendar();
    const load = await this.dayLoad(date, moving?.id);
    const minutes = moving?.durationMinutes ?? jobMinutes(calendar, serviceType);
    return dayAvailability(date, calendar, this.context.timeZone, this.context.now(), minutes, load);
  }

  /**
   * Whether a job of `serviceType` may start at `startsAt` under the rules as they are at `at` (one
   * of the day's start times, on a bookable day, over by the end of business hours), whatever the
   * crews are doing: `place` decides that, under the day's lock.
   */
  isBookableStart(
    startsAt: Date,
    calendar: BookingCalendar,
    serviceType: ServiceTypeValue,
    at = this.context.now(),
    minutes?: number,
  ): boolean {
    const { timeZone } = this.context;
    const { date } = wallClock(startsAt, timeZone);
    const anyCrewFree = { jobs: [], busy: [] };
    return dayAvailability(date, calendar, timeZone, at, minutes ?? jobMinutes(calendar, serviceType), anyCrewFree).slots.some(
      (slot) => slot.available && slot.startsAt.getTime() === startsAt.getTime(),
    );
  }

  /**
   * Finds the crew for a job in the caller's transaction, under a lock on its day that every
   * booking, move and the owner's changes of that day take (jobs end by closing time, so a day's
   * lock covers every job they could overlap): the first crew in the owner's order free for the
   * whole job and the drive after it, or the one the owner chose. Pending requests whose hold has
   * lapsed give way first. Throws SlotTaken when no crew is free; the exclusion constraint refuses
   * the write all the same should anything else write past this.
   */
  async place(manager: EntityManager, request: PlacementRequest): Promise<JobPlacement> {
    const { timeZone } = this.context;
    await lockForTransaction(manager, `schedule:${wallClock(request.startsAt, timeZone).date}`);
    // Read in the transaction, under the lock: its connection is held, and the crews are as they are now.
    const settings = await this.getSettings(manager);
    const durationMinutes = request.durationMinutes ?? serviceRule(settings, request.serviceType).minutes;
    const span = jobSpan(request.startsAt.getTime(), durationMinutes, settings.travelBufferMinutes);
    await this.releaseLapsedHolds(manager, span, request.exceptId);
    const { jobs, busy } = await this.loadOf(manager, span, request.exceptId);
    const crews = settings.crews.map((crew) => crew.id);
    if (request.crew !== undefined && !crews.includes(request.crew))
      throw new DomainError(ErrorCode.BAD_USER_INPUT, JobRuleMessages.unknownCrew(request.crew));
    const crew = firstFreeCrew(span, request.crew === undefined ? crews : [request.crew], jobs, busy);
    if (crew === null) throw new SlotTaken();
    return { crew, durationMinutes, blockedUntil: new Date(span.end) };
  }

  /** Cancels the pending requests over `span` whose hold has lapsed, so their time can be taken. */
  private async releaseLapsedHolds(manager: EntityManager, span: TimeSpan, exceptId?: string): Promise<void> {
    const { config, changeEvents } = this.context.deps;
    const [released]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE appointment SET status = 'cancelled', updated_at = now()
        WHERE tstzrange(preferred_date, blocked_until) && tstzrange($2, $3) AND status = 'pending' AND NOT ${HOLDS_SLOT}
          AND id IS DISTINCT FROM $4
        RETURNING id`,
      [config.pendingRequestHoldDays, new Date(span.start), new Date(span.end), exceptId ?? null],
    );
    for (const { id } of released) await changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, id, manager);
  }

  /**
   * The jobs that hold their crew over `span` (but `exceptId`), the times proposed to customers and
   * still held for them like jobs (but `exceptId`'s own, which never stand in each other's way), and
   * the owner's busy times there. A proposal whose hold has passed (by the app's clock) simply stops counting.
   */
  private async loadOf(manager: EntityManager, span: TimeSpan, exceptId?: string): Promise<DayLoad> {
    const rows: Array<{ crew: number; preferred_date: Date; blocked_until: Date }> = await manager.query(
      `SELECT crew, preferred_date, blocked_until FROM appointment
        WHERE ${HOLDS_SLOT} AND tstzrange(preferred_date, blocked_until) && tstzrange($2, $3) AND id IS DISTINCT FROM $4
       UNION ALL
       SELECT crew, starts_at, blocked_until FROM appointment_proposal
        WHERE expires_at > $5 AND tstzrange(starts_at, blocked_until) && tstzrange($2, $3) AND appointment_id IS DISTINCT FROM $4`,
      [this.context.deps.config.pendingRequestHoldDays, new Date(span.start), new Date(span.end), exceptId ?? null, this.context.now()],
    );
    const jobs: CrewJob[] = rows.map((row) => ({ crew: row.crew, start: row.preferred_date.getTime(), end: row.blocked_until.getTime() }));
    return { jobs, busy: await this.busyTimes.spansOver(manager, span) };
  }

  /** The day's jobs but `exceptId`'s (as last read while the database is unreachable). */
  async dayLoad(date: string, exceptId?: string): Promise<DayLoad> {
    const { timeZone, deps } = this.context;
    const day = {
      start: zonedInstant(date, '00:00', timeZone).getTime(),
      end: zonedInstant(addDays(date, 1), '00:00', timeZone).getTime(),
    };
    try {
      const load = await this.loadOf(deps.db.manager, day, exceptId);
      if (exceptId) return load; // the owner's read around one job: not the day as the public sees it
      this.lastLoads.delete(date); // the newest read last, so the oldest is dropped first
      this.lastLoads.set(date, load);
      if (this.lastLoads.size > LAST_LOADS) this.lastLoads.delete(this.lastLoads.keys().next().value!);
      return load;
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      return this.lastLoads.get(date) ?? { jobs: [], busy: [] };
    }
  }

  /** Why the new crews cannot be kept: a crew taken away still has jobs to come. */
  private async crewRemovalRefusal(current: AppointmentSettings, next: AppointmentSettings): Promise<string | undefined> {
    const kept = new Set(next.crews.map((crew) => crew.id));
    for (const crew of current.crews.filter(({ id }) => !kept.has(id))) {
      const [{ count }]: Array<{ count: number }> = await this.context.deps.db.query(
        `SELECT count(*)::int AS count FROM appointment WHERE crew = $1 AND status IN ('pending', 'confirmed') AND blocked_until > $2`,
        [crew.id, this.context.now()],
      );
      if (count > 0) return JobRuleMessages.crewHasJobs(crew.name, count);
    }
    return undefined;
  }
}
