import type { EntityManager } from 'typeorm';
import {
  AppointmentMessages,
  BookingRefusal,
  ChangeCollection,
  DomainError,
  ErrorCode,
  formatInZone,
  OwnerNoticeMessages,
  PROPOSAL_HOLD_HOURS,
} from '@plumbing/shared';
import { ChangeOperation } from '../events';
import { HOUR_MS, type AppointmentContext } from './appointment-context';
import { CONFIRMATION_KIND, REMINDER_KIND, type EmailContext } from './appointment-email-parts';
import { statusEmails } from './appointment-emails';
import type { AppointmentSettings } from './appointment-settings';
import { appointmentWebhookData } from './appointment-webhooks';
import { Appointment, AppointmentStatus } from './appointment.entity';
import type { BookingCalendar } from './availability';
import { proposalBookedAlert } from './owner-notice-emails';
import type { OwnerScheduleService } from './owner-schedule.service';
import { AppointmentProposal, type HeldTime, type ProposedTime } from './proposal.entity';
import { reminderEmails } from './reminders';
import type { SchedulingService } from './scheduling.service';
import { SlotTaken } from './slot-conflict';

/** The times held for a rejected request's customer, and until when. */
export interface HeldTimes {
  proposals: Date[];
  heldUntil: Date | null;
}

/** What a pick needs read before its transaction: the rules, the e-mails' facts and the owner's calendar. */
export interface PickContext {
  settings: AppointmentSettings;
  emailContext: EmailContext;
  calendar: BookingCalendar;
}

/** A pick refused in the customer's words, or booked with the e-mails it queued. */
export type PickOutcome = { refusal: { code: BookingRefusal; error: string } } | { emailIds: string[] };

/**
 * The other times the owner proposes with a rejection (issue #50): held for the customer for 48
 * hours like jobs (each placed on a free crew under its day's lock, so nobody else can book it
 * meanwhile), shown on their manage page, and booked with one tap there: confirmed at once, the
 * others let go. A hold that has passed stops counting by itself.
 */
export class ProposalService {
  constructor(
    private readonly context: AppointmentContext,
    private readonly scheduling: SchedulingService,
    private readonly ownerSchedule: OwnerScheduleService,
  ) {}

  /** The owner's calendar the proposed times must fit, read before the transaction that holds them. */
  ownerCalendar(): Promise<BookingCalendar> {
    return this.ownerSchedule.ownerCalendar();
  }

  /**
   * Holds `times` (in order, each once) for the rejected `appointment`'s customer in the caller's
   * transaction, in place of any held before: each a free start of the owner's calendar for the
   * job's length (`calendar`: ownerCalendar's, read before), on a crew free for it and the drive
   * after it. One that is not is refused by name.
   */
  async hold(manager: EntityManager, appointment: Appointment, times: readonly Date[], calendar?: BookingCalendar): Promise<HeldTimes> {
    await this.release(manager, appointment.id);
    if (times.length === 0) return { proposals: [], heldUntil: null };
    const heldUntil = new Date(this.context.now().getTime() + PROPOSAL_HOLD_HOURS * HOUR_MS);
    const { serviceType, durationMinutes, id } = appointment;
    const notFree = (startsAt: Date) =>
      new DomainError(ErrorCode.BAD_USER_INPUT, OwnerNoticeMessages.timeNotFree(formatInZone(startsAt, this.context.timeZone)));
    // Days locked in the order of time, as every other writer takes one day's lock.
    for (const startsAt of times) {
      if (!calendar || !this.ownerSchedule.fitsOwnerRules(startsAt, calendar, durationMinutes)) throw notFree(startsAt);
      try {
        const { crew, blockedUntil } = await this.scheduling.place(manager, { startsAt, serviceType, durationMinutes, exceptId: id });
        await manager.getRepository(AppointmentProposal).insert({ appointmentId: id, startsAt, blockedUntil, crew, expiresAt: heldUntil });
      } catch (error) {
        if (error instanceof SlotTaken) throw notFree(startsAt);
        throw error;
      }
    }
    return { proposals: [...times], heldUntil };
  }

  /** Lets every time held for `appointmentId` go (booked, replaced, or the request changed otherwise). */
  async release(manager: EntityManager, appointmentId: string): Promise<void> {
    await manager.getRepository(AppointmentProposal).delete({ appointmentId });
  }

  /** The times proposed to `appointmentId`'s customer, in order, and whether each is still held. */
  async shown(appointmentId: string): Promise<ProposedTime[]> {
    const rows = await this.context.deps.db
      .getRepository(AppointmentProposal)
      .find({ where: { appointmentId }, order: { startsAt: 'ASC' } });
    const now = this.context.now().getTime();
    return rows.map((row) => ({ startsAt: row.startsAt, heldUntil: row.expiresAt, held: row.expiresAt.getTime() > now }));
  }

  /** The times still held whose visit overlaps [from, to), in order: the owner's calendar draws them. */
  async heldBetween(from: Date, to: Date): Promise<HeldTime[]> {
    const rows: Array<{ appointment_id: string; customer_name: string; starts_at: Date; ends_at: Date; crew: number; expires_at: Date }> =
      await this.context.deps.db.query(
        `SELECT p.appointment_id, a.customer_name, p.starts_at, p.starts_at + make_interval(mins => a.duration_minutes) AS ends_at,
                p.crew, p.expires_at
           FROM appointment_proposal p JOIN appointment a ON a.id = p.appointment_id
          WHERE p.expires_at > $1 AND tstzrange(p.starts_at, p.blocked_until) && tstzrange($2, $3)
          ORDER BY p.starts_at, p.crew`,
        [this.context.now(), from, to],
      );
    return rows.map((row) => ({
      appointmentId: row.appointment_id,
      customerName: row.customer_name,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      crew: row.crew,
      heldUntil: row.expires_at,
    }));
  }

  /**
   * The customer books the proposed `startsAt` in the caller's transaction (the appointment locked):
   * confirmed at once on a free crew, with the confirmation and its invitation, the reminder and the
   * owner's alert; the other times go. Refused in plain words with the phone when its hold has passed,
   * or when it is no longer held for them (booked already, replaced, or no longer free).
   */
  async book(
    manager: EntityManager,
    appointment: Appointment,
    startsAt: Date,
    { settings, emailContext, calendar }: PickContext,
  ): Promise<PickOutcome> {
    const { deps } = this.context;
    const { phone } = emailContext.business;
    const gone = { refusal: { code: BookingRefusal.PROPOSAL_GONE, error: AppointmentMessages.proposalGone(phone) } };
    const proposal = await manager.getRepository(AppointmentProposal).findOneBy({ appointmentId: appointment.id, startsAt });
    if (!proposal || appointment.status !== AppointmentStatus.rejected) return gone;
    if (proposal.expiresAt <= this.context.now())
      return { refusal: { code: BookingRefusal.PROPOSAL_EXPIRED, error: AppointmentMessages.proposalExpired(phone) } };
    const { serviceType, durationMinutes, id } = appointment;
    // Closed since, or past: no longer a time the owner would take.
    if (!this.ownerSchedule.fitsOwnerRules(startsAt, calendar, durationMinutes)) return gone;
    let placement;
    try {
      placement = await this.scheduling.place(manager, { startsAt, serviceType, durationMinutes, exceptId: id });
    } catch (error) {
      if (error instanceof SlotTaken) return gone;
      throw error;
    }
    if (await deps.outbox.written(manager, id, CONFIRMATION_KIND)) appointment.calendarSequence += 1;
    Object.assign(appointment, placement, { preferredDate: startsAt, status: AppointmentStatus.confirmed, keptOverlapping: false });
    const saved = await manager.getRepository(Appointment).save(appointment);
    await this.release(manager, id);
    await deps.outbox.withdraw(manager, id, REMINDER_KIND);
    const emails = await deps.outbox.enqueue(manager, [
      ...statusEmails(saved, emailContext),
      ...reminderEmails(saved, settings.reminderLeadHours, emailContext, this.context.now()),
      proposalBookedAlert(saved, emailContext),
    ]);
    await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, id, manager);
    await deps.webhooks.queue(manager, 'appointment.confirmed', appointmentWebhookData(saved, 'customer', this.context.timeZone));
    return { emailIds: deps.outbox.dueNow(emails) };
  }
}
