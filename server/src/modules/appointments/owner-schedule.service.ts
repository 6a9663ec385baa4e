import type { EntityManager } from 'typeorm';
import {
  AppointmentMessages,
  ChangeCollection,
  DomainError,
  ErrorCode,
  isCalendarDate,
  wallClock,
  type ServiceTypeValue,
} from '@plumbing/shared';
import { storedPhone } from '../../lib/phone';
import { oneLine } from '../../lib/single-line';
import { ChangeOperation } from '../events';
import type { AppointmentContext } from './appointment-context';
import { CONFIRMATION_KIND, REMINDER_KIND } from './appointment-email-parts';
import { statusEmails } from './appointment-emails';
import { appointmentWebhookData } from './appointment-webhooks';
import { ACTIVE_STATUSES, Appointment, AppointmentStatus, BookedBy } from './appointment.entity';
import type { PhoneJobInput } from './appointment.inputs';
import type { AppointmentStatusPayload } from './appointment.types';
import { dayAvailability, jobMinutes, type BookingCalendar, type DayAvailability } from './availability';
import { ownerMovedEmail } from './owner-change-emails';
import { reminderEmails } from './reminders';
import type { SchedulingService } from './scheduling.service';
import { isSlotConflict } from './slot-conflict';

/** How far ahead the owner's own calendar offers times (the public booking window does not bind the owner). */
const OWNER_DAYS_AHEAD = 365;

export interface StartsFor {
  serviceType: ServiceTypeValue;
  /** Only this crew's free times; otherwise any crew's. */
  crew?: number;
  /** The job being moved: it does not stand in its own way, and its own length counts. */
  appointmentId?: string;
}

/**
 * The owner's calendar (issue #50): the jobs in a range, the free times for a move or a job taken
 * by phone, moving a job (the customer is e-mailed), giving it to another crew, and the phone job
 * itself, confirmed at once. Each goes through the scheduling's one placement under the day's lock.
 */
export class OwnerScheduleService {
  constructor(
    private readonly context: AppointmentContext,
    private readonly scheduling: SchedulingService,
  ) {}

  /** Every job whose time overlaps [from, to), in order: the calendar's blocks. */
  jobsBetween(from: Date, to: Date): Promise<Appointment[]> {
    return this.context.deps.db
      .getRepository(Appointment)
      .createQueryBuilder('a')
      .where('tstzrange(a.preferred_date, a.blocked_until) && tstzrange(:from, :to)', { from, to })
      .orderBy('a.preferred_date', 'ASC')
      .getMany();
  }

  /**
   * The day's start times a job fits in on the owner's calendar: the days the business works (its
   * weekdays and closures), from now to a year ahead, whether or not online booking
   * is on; a crew free for the whole job and the drive after it, and over by the end of business hours.
   */
  async freeStarts(date: string, { serviceType, crew, appointmentId }: StartsFor): Promise<DayAvailability> {
    if (!isCalendarDate(date)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    const [calendar, job] = await Promise.all([this.ownerCalendar(crew), appointmentId ? this.findJob(appointmentId) : undefined]);
    const minutes = job?.durationMinutes ?? jobMinutes(calendar, serviceType);
    const load = await this.scheduling.dayLoad(date, appointmentId);
    return dayAvailability(date, calendar, this.context.timeZone, this.context.now(), minutes, load);
  }

  /**
   * Moves a job to `startsAt` (and to `crew`, or the first free one), keeping its status and length.
   * A new time e-mails the customer with the invitation they hold updated; a new crew alone tells
   * nobody. Refused when the time is not a free one.
   */
  async move(id: string, startsAt: Date, crew?: number): Promise<AppointmentStatusPayload> {
    const { deps } = this.context;
    const [emailContext, settings] = await Promise.all([this.context.emailContext(), this.scheduling.getSettings()]);
    const calendar = await this.ownerCalendar();
    const result = await this.write(async (manager) => {
      const repository = manager.getRepository(Appointment);
      const appointment = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!appointment) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.notFound(id));
      if (!ACTIVE_STATUSES.includes(appointment.status))
        throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.notChangeable(appointment.status));
      const previousStart = appointment.preferredDate;
      const newTime = startsAt.getTime() !== previousStart.getTime();
      if (newTime && !this.fitsOwnerRules(startsAt, calendar, appointment.durationMinutes))
        throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.slotUnavailable);
      const { serviceType, durationMinutes } = appointment;
      Object.assign(appointment, await this.scheduling.place(manager, { startsAt, serviceType, durationMinutes, exceptId: id, crew }), {
        preferredDate: startsAt,
        keptOverlapping: false,
      });
      if (!newTime) {
        const saved = await repository.save(appointment);
        await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, saved.id, manager);
        return { appointment: saved, emailIds: [] };
      }
      const invited = await deps.outbox.written(manager, id, CONFIRMATION_KIND);
      if (invited) appointment.calendarSequence += 1;
      const saved = await repository.save(appointment);
      await deps.outbox.withdraw(manager, id, REMINDER_KIND);
      const emails = await deps.outbox.enqueue(manager, [
        ...(saved.customerEmail ? [ownerMovedEmail(saved, previousStart, invited, emailContext)] : []),
        ...reminderEmails(saved, settings.reminderLeadHours, emailContext, this.context.now()),
      ]);
      await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, saved.id, manager);
      const data = appointmentWebhookData(saved, 'owner', this.context.timeZone);
      await deps.webhooks.queue(manager, 'appointment.rescheduled', { ...data, previousStartsAt: previousStart.toISOString() });
      return { appointment: saved, emailIds: deps.outbox.dueNow(emails) };
    });
    return this.context.delivered(result.appointment, result.emailIds);
  }

  /** Gives a job to another crew, at the same time: nobody outside is told. */
  async assignCrew(id: string, crew: number): Promise<Appointment> {
    const job = await this.findJob(id);
    return (await this.move(id, job.preferredDate, crew)).appointment;
  }

  /**
   * A job taken by phone: confirmed at once, holding its crew like any booking. With an e-mail the
   * customer gets the confirmation with its invitation (and the reminder); without one nothing is sent.
   */
  async createPhoneJob(input: PhoneJobInput): Promise<AppointmentStatusPayload> {
    const { deps } = this.context;
    const [emailContext, settings] = await Promise.all([this.context.emailContext(), this.scheduling.getSettings()]);
    const calendar = await this.ownerCalendar();
    const minutes = jobMinutes(calendar, input.serviceType);
    if (!this.fitsOwnerRules(input.startsAt, calendar, minutes))
      throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.slotUnavailable);
    const result = await this.write(async (manager) => {
      const repository = manager.getRepository(Appointment);
      const placement = await this.scheduling.place(manager, {
        startsAt: input.startsAt,
        serviceType: input.serviceType,
        crew: input.crew,
      });
      const appointment = await repository.save(
        repository.create({
          customerName: oneLine(input.customerName).trim(),
          customerEmail: input.customerEmail?.trim().toLowerCase() ?? '',
          customerPhone: storedPhone(oneLine(input.customerPhone)),
          serviceType: input.serviceType,
          serviceAddress: (input.serviceAddress && oneLine(input.serviceAddress).trim()) || null,
          description: input.note?.trim() ?? '',
          preferredDate: input.startsAt,
          ...placement,
          status: AppointmentStatus.confirmed,
          bookedBy: BookedBy.owner,
          locale: input.locale ?? 'en',
          // Taken and answered in one call: Today's response time counts it as answered at once.
          firstResponseAt: this.context.now(),
        }),
      );
      const emails = await deps.outbox.enqueue(
        manager,
        appointment.customerEmail
          ? [
              ...statusEmails(appointment, emailContext),
              ...reminderEmails(appointment, settings.reminderLeadHours, emailContext, this.context.now()),
            ]
          : [],
      );
      await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.created, appointment.id, manager);
      await deps.webhooks.queue(manager, 'appointment.confirmed', appointmentWebhookData(appointment, 'owner', this.context.timeZone));
      return { appointment, emailIds: deps.outbox.dueNow(emails) };
    });
    return this.context.delivered(result.appointment, result.emailIds);
  }

  /** The booking calendar as the owner's own: every working day from today to a year ahead, online booking on or off; only `crew`'s times when given. */
  async ownerCalendar(crew?: number): Promise<BookingCalendar> {
    const calendar = await this.scheduling.bookingCalendar();
    return {
      ...calendar,
      enableScheduling: true,
      minDaysInAdvance: 0,
      maxDaysInAdvance: OWNER_DAYS_AHEAD,
      crews: crew === undefined ? calendar.crews : calendar.crews.filter((kept) => kept.id === crew),
    };
  }

  /** Whether a job of `minutes` may start at `startsAt` on the owner's calendar, whatever the crews are doing (`place` decides that). */
  fitsOwnerRules(startsAt: Date, calendar: BookingCalendar, minutes: number): boolean {
    const { date } = wallClock(startsAt, this.context.timeZone);
    return dayAvailability(date, calendar, this.context.timeZone, this.context.now(), minutes, { jobs: [], busy: [] }).slots.some(
      (slot) => slot.available && slot.startsAt.getTime() === startsAt.getTime(),
    );
  }

  private async findJob(id: string): Promise<Appointment> {
    const job = await this.context.deps.db.getRepository(Appointment).findOneBy({ id });
    if (!job) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.notFound(id));
    return job;
  }

  /** Runs a change in a transaction; a time taken meanwhile is refused in the owner's words. */
  private async write<T>(change: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.context.deps.db.transaction(change);
    } catch (error) {
      if (isSlotConflict(error)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.slotHeldByAnother);
      throw error;
    }
  }
}
