import type { EntityManager } from 'typeorm';
import { addDays, AppointmentMessages, BookingRefusal, bookingWindow, ChangeCollection, DomainError, ErrorCode, isCalendarDate, wallClock, zonedInstant } from '@plumbing/shared';
import { isUniqueViolation } from '../../db/postgres-errors';
import type { ModuleDeps } from '../domain-module';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { OutboxService } from '../mail';
import type { RateLimitRule, RateLimitService } from '../rate-limit';
import type { SettingsService } from '../settings';
import { requestEmails, statusEmails, type EmailContext } from './appointment-emails';
import { APPOINTMENT_SETTINGS_KEY, DEFAULT_APPOINTMENT_SETTINGS, type AppointmentSettings } from './appointment-settings';
import { ACTIVE_STATUSES, Appointment, AppointmentStatus } from './appointment.entity';
import { dayAvailability, type BookingWindow, type DayAvailability } from './availability';
import type { AppointmentRequestInput } from './appointment.inputs';
import type { AppointmentStatusPayload, RequestAppointmentPayload } from './appointment.types';

/**
 * Rows that hold their slot: confirmed ones, and pending ones younger than the hold ($1 days) by the
 * database's clock, which every instance shares. The unique index cannot tell the age, so a request
 * for a slot whose pending hold has lapsed first cancels that request, in the same transaction.
 */
const HOLDS_SLOT = `(status = 'confirmed' OR (status = 'pending' AND created_at > now() - make_interval(days => $1)))`;

export interface AppointmentOptions {
  /** Booking requests allowed per client address (an IPv6 /64 counts as one) per window. */
  requestRule?: RateLimitRule;
  /** The clock; tests move it. */
  now?: () => Date;
}

/** The other domains' services booking uses. */
export type AppointmentDeps = ModuleDeps<{
  settings: SettingsService;
  outbox: OutboxService;
  rateLimits: RateLimitService;
  changeEvents: ChangeEventService;
}>;

export class AppointmentService {
  private readonly requestRule: RateLimitRule;
  private readonly overallRule: RateLimitRule;
  private readonly now: () => Date;
  private readonly emailContext: EmailContext;

  constructor(
    private readonly deps: AppointmentDeps,
    options: AppointmentOptions = {},
  ) {
    this.requestRule = options.requestRule ?? { limit: 5, windowSeconds: 10 * 60 };
    const { config } = deps;
    this.overallRule = { limit: config.bookingRequestsPerHour, windowSeconds: 60 * 60 };
    this.now = options.now ?? (() => new Date());
    this.emailContext = { business: config.business, publicUrl: config.publicUrl, adminNotifyEmail: config.adminNotifyEmail };
  }

  private get timeZone() {
    return this.deps.config.business.timeZone;
  }

  getSettings(): Promise<AppointmentSettings> {
    return this.deps.settings.get(APPOINTMENT_SETTINGS_KEY, DEFAULT_APPOINTMENT_SETTINGS);
  }

  async saveSettings(input: AppointmentSettings): Promise<AppointmentSettings> {
    if (input.minDaysInAdvance > input.maxDaysInAdvance) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.minAfterMax);
    if (input.availableHours.start >= input.availableHours.end) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.startAfterEnd);
    if (!input.excludedDates.every(isCalendarDate)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    const settings: AppointmentSettings = {
      enableScheduling: input.enableScheduling,
      availableDays: [...input.availableDays].sort(),
      availableHours: { start: input.availableHours.start, end: input.availableHours.end },
      excludedDates: [...new Set(input.excludedDates)].sort(),
      minDaysInAdvance: input.minDaysInAdvance,
      maxDaysInAdvance: input.maxDaysInAdvance,
    };
    return this.deps.settings.set(APPOINTMENT_SETTINGS_KEY, settings);
  }

  /** What the booking form offers; the server's clock and zone decide "today", not the visitor's. */
  async bookingWindow(): Promise<BookingWindow> {
    return bookingWindow(await this.getSettings(), this.timeZone, this.now());
  }

  /** Free and taken slots of one day; never who holds them. */
  async availability(date: string): Promise<DayAvailability> {
    if (!isCalendarDate(date)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    const settings = await this.getSettings();
    const dayStart = zonedInstant(date, '00:00', this.timeZone);
    const nextDay = zonedInstant(addDays(date, 1), '00:00', this.timeZone);
    const rows: Array<{ preferred_date: Date }> = await this.deps.db.query(
      `SELECT preferred_date FROM appointment WHERE ${HOLDS_SLOT} AND preferred_date >= $2 AND preferred_date < $3`,
      [this.deps.config.pendingRequestHoldDays, dayStart, nextDay],
    );
    return dayAvailability(date, settings, this.timeZone, this.now(), new Set(rows.map((r) => r.preferred_date.getTime())));
  }

  async request(input: AppointmentRequestInput, clientAddress: string): Promise<RequestAppointmentPayload> {
    if (input.website) {
      // Only bots fill the hidden field: answer as if it worked, store nothing.
      this.deps.logger.info({ clientAddress }, 'booking honeypot triggered');
      return { success: true };
    }
    if ((await this.deps.rateLimits.hitFromClient('booking', clientAddress, this.requestRule)).exceeded) {
      return { success: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.rateLimited };
    }
    // Many addresses together (each request e-mails the address it names) meet one hourly budget.
    if ((await this.deps.rateLimits.hit('booking:*', this.overallRule)).exceeded) {
      return { success: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.busy };
    }
    const settings = await this.getSettings();
    if (!settings.enableScheduling) return { success: false, code: BookingRefusal.SCHEDULING_DISABLED, error: AppointmentMessages.schedulingDisabled };

    const startsAt = input.preferredDate;
    const { date } = wallClock(startsAt, this.timeZone);
    const slot = dayAvailability(date, settings, this.timeZone, this.now(), new Set()).slots.find(
      (s) => s.startsAt.getTime() === startsAt.getTime(),
    );
    if (!slot?.available) return { success: false, code: BookingRefusal.SLOT_UNAVAILABLE, error: AppointmentMessages.slotUnavailable };

    let emailIds: string[];
    try {
      emailIds = await this.deps.db.transaction(async (manager) => {
        await this.releaseLapsedHold(manager, startsAt);
        const appointment = await manager.getRepository(Appointment).save(
          manager.getRepository(Appointment).create({
            customerName: input.customerName.trim(),
            customerEmail: input.customerEmail.trim().toLowerCase(),
            customerPhone: input.customerPhone.trim(),
            serviceType: input.serviceType,
            description: (input.description ?? '').trim(),
            serviceAddress: input.serviceAddress?.trim() || null,
            preferredDate: startsAt,
            status: AppointmentStatus.pending, // whatever the client sends
          }),
        );
        const emails = await this.deps.outbox.enqueue(manager, requestEmails(appointment, this.emailContext));
        await this.deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.created, appointment.id, manager);
        return emails.map((e) => e.id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { success: false, code: BookingRefusal.SLOT_TAKEN, error: AppointmentMessages.slotTaken };
      throw error;
    }
    // Sent right after commit; the worker retries whatever does not go out now.
    this.deps.outbox.deliver(emailIds).catch((error) => this.deps.logger.warn({ err: error }, 'booking e-mail delivery deferred'));
    return { success: true };
  }

  list(): Promise<Appointment[]> {
    return this.deps.db.getRepository(Appointment).find({ order: { preferredDate: 'DESC' } });
  }

  get(id: string): Promise<Appointment | null> {
    return this.deps.db.getRepository(Appointment).findOneBy({ id });
  }

  /** Changes the status and e-mails the customer as spec §4 says, reporting whether the e-mail went out. */
  async setStatus(id: string, status: AppointmentStatus): Promise<AppointmentStatusPayload> {
    let result: { appointment: Appointment; emailIds: string[] };
    try {
      result = await this.deps.db.transaction(async (manager) => {
        const repository = manager.getRepository(Appointment);
        const appointment = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!appointment) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.notFound(id));
        if (appointment.status === status) return { appointment, emailIds: [] };
        if (ACTIVE_STATUSES.includes(status)) await this.releaseLapsedHold(manager, appointment.preferredDate, appointment.id);
        appointment.status = status;
        const saved = await repository.save(appointment);
        const emails = await this.deps.outbox.enqueue(manager, statusEmails(saved, this.emailContext));
        await this.deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, saved.id, manager);
        return { appointment: saved, emailIds: emails.map((e) => e.id) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.slotHeldByAnother);
      throw error;
    }
    if (result.emailIds.length === 0) return { appointment: result.appointment, emailSent: false };
    const report = await this.deps.outbox.deliver(result.emailIds);
    return { appointment: result.appointment, emailSent: report.sent, emailError: report.sent ? undefined : `email: ${report.error}` };
  }

  /** Cancels the pending request whose hold on `startsAt` has lapsed (if any), so the slot can be taken. */
  private async releaseLapsedHold(manager: EntityManager, startsAt: Date, exceptId?: string): Promise<void> {
    const [released]: [Array<{ id: string }>, number] = await manager.query(
      `UPDATE appointment SET status = 'cancelled', updated_at = now()
        WHERE preferred_date = $2 AND status = 'pending' AND NOT ${HOLDS_SLOT} AND id IS DISTINCT FROM $3
        RETURNING id`,
      [this.deps.config.pendingRequestHoldDays, startsAt, exceptId ?? null],
    );
    for (const { id } of released) await this.deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, id, manager);
  }

  async delete(id: string): Promise<boolean> {
    const { affected } = await this.deps.db.getRepository(Appointment).delete({ id });
    if (affected) await this.deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.deleted, id);
    return Boolean(affected);
  }
}
