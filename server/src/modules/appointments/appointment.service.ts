import { And, In, IsNull, LessThan, MoreThanOrEqual, Not } from 'typeorm';
import {
  AppointmentMessages,
  ChangeCollection,
  DomainError,
  ErrorCode,
  MAX_PROPOSED_TIMES,
  MAX_REASON_LENGTH,
  OwnerNoticeMessages,
} from '@plumbing/shared';
import { ChangeOperation } from '../events';
import type { NewEmail } from '../mail';
import { HOUR_MS, type AppointmentContext } from './appointment-context';
import { CONFIRMATION_KIND, REMINDER_KIND, REVIEW_REQUEST_KIND, type EmailContext } from './appointment-email-parts';
import { reviewRequestEmail, statusEmails } from './appointment-emails';
import type { AppointmentSettings } from './appointment-settings';
import { STATUS_EVENTS, statusChangeData } from './appointment-webhooks';
import { ACTIVE_STATUSES, Appointment, AppointmentStatus } from './appointment.entity';
import type { AppointmentStatusPayload } from './appointment.types';
import { ownerCancelledEmail, rejectionEmail, type OwnerNote } from './owner-notice-emails';
import type { ProposalService } from './proposals.service';
import { reminderEmails } from './reminders';
import type { SchedulingService } from './scheduling.service';
import { isSlotConflict } from './slot-conflict';

/** The owner's appointments: the list, Today's and the calendar feed's reads, status changes (each e-mails the customer), deletion. */
export class AppointmentService {
  constructor(
    private readonly context: AppointmentContext,
    private readonly scheduling: SchedulingService,
    private readonly proposals: ProposalService,
  ) {}

  list(): Promise<Appointment[]> {
    return this.context.deps.db.getRepository(Appointment).find({ order: { preferredDate: 'DESC' } });
  }

  get(id: string): Promise<Appointment | null> {
    return this.context.deps.db.getRepository(Appointment).findOneBy({ id });
  }

  /** The visits in `statuses` starting in [from, to), in order. */
  visitsBetween(from: Date, to: Date, statuses: readonly AppointmentStatus[]): Promise<Appointment[]> {
    return this.context.deps.db.getRepository(Appointment).find({
      where: { preferredDate: And(MoreThanOrEqual(from), LessThan(to)), status: In(statuses) },
      order: { preferredDate: 'ASC' },
    });
  }

  /** Requests the owner has not answered yet, the longest waiting first. */
  awaitingReply(): Promise<Appointment[]> {
    return this.context.deps.db.getRepository(Appointment).find({
      where: { status: AppointmentStatus.pending, firstResponseAt: IsNull() },
      order: { createdAt: 'ASC' },
    });
  }

  /**
   * When each request made since `since` came in and was first answered (null: still waiting). One
   * the customer cancelled before any answer waits for nothing and is left out, as from awaitingReply.
   */
  replyTimes(since: Date): Promise<Array<Pick<Appointment, 'createdAt' | 'firstResponseAt'>>> {
    const made = MoreThanOrEqual(since);
    return this.context.deps.db.getRepository(Appointment).find({
      select: { createdAt: true, firstResponseAt: true },
      where: [
        { createdAt: made, firstResponseAt: Not(IsNull()) },
        { createdAt: made, status: AppointmentStatus.pending },
      ],
    });
  }

  /**
   * Changes the status and e-mails the customer as spec §4 says, reporting whether the e-mail went
   * out. A rejection may carry the owner's reason and other times held for the customer; a
   * cancellation of an active visit carries its reason and tells the customer too (issue #50).
   */
  async setStatus(id: string, status: AppointmentStatus, note: StatusNote = {}): Promise<AppointmentStatusPayload> {
    const { deps } = this.context;
    const reason = note.reason?.trim() ?? '';
    const times = proposedTimes(status, reason, note.proposedTimes ?? []);
    const [emailContext, settings, calendar] = await Promise.all([
      this.context.emailContext(),
      this.scheduling.getSettings(),
      times.length > 0 ? this.proposals.ownerCalendar() : undefined,
    ]);
    let result: { appointment: Appointment; emailIds: string[] };
    try {
      result = await deps.db.transaction(async (manager) => {
        const repository = manager.getRepository(Appointment);
        const appointment = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!appointment) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.notFound(id));
        if (appointment.status === status) return { appointment, emailIds: [] };
        const wasActive = ACTIVE_STATUSES.includes(appointment.status);
        // Taken up again (a cancelled or declined one confirmed after all): it needs a free crew again.
        if (ACTIVE_STATUSES.includes(status) && !wasActive) {
          const { serviceType, preferredDate: startsAt, durationMinutes } = appointment;
          Object.assign(appointment, await this.scheduling.place(manager, { startsAt, serviceType, durationMinutes, exceptId: id }), {
            keptOverlapping: false,
          });
        }
        // The customer holds the event once an invitation was written: a confirmation updates it, and
        // turning the visit down or cancelling it removes it; each with a higher SEQUENCE, or calendar apps keep the old one.
        const invited = await deps.outbox.written(manager, appointment.id, CONFIRMATION_KIND);
        const removesEvent = invited && wasActive && !ACTIVE_STATUSES.includes(status) && status !== AppointmentStatus.completed;
        if ((status === AppointmentStatus.confirmed && invited) || removesEvent) appointment.calendarSequence += 1;
        appointment.status = status;
        // The owner's first move on a request is the answer Today's response time counts.
        appointment.firstResponseAt ??= new Date();
        const saved = await repository.save(appointment);
        // A confirmed visit's reminder is written anew: at its time, or withdrawn when it is no longer confirmed.
        await deps.outbox.withdraw(manager, saved.id, REMINDER_KIND);
        // A review request still waiting goes when the visit is no longer completed (a mis-tap taken back).
        if (saved.status !== AppointmentStatus.completed) await deps.outbox.withdraw(manager, saved.id, REVIEW_REQUEST_KIND);
        const reviewRequest =
          saved.status === AppointmentStatus.completed && !(await deps.outbox.written(manager, saved.id, REVIEW_REQUEST_KIND))
            ? this.reviewRequest(saved, settings, emailContext)
            : [];
        // Times proposed with an earlier rejection go with any change; this rejection may hold new ones.
        const held = await this.proposals.hold(manager, saved, times, calendar);
        const told = { reason, ...held, invited: removesEvent };
        const emails = await deps.outbox.enqueue(manager, [
          ...(saved.customerEmail ? customerEmails(saved, wasActive, told, emailContext) : []),
          ...reminderEmails(saved, settings.reminderLeadHours, emailContext, this.context.now()),
          ...reviewRequest,
        ]);
        await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, saved.id, manager);
        const event = STATUS_EVENTS[saved.status];
        if (event) await deps.webhooks.queue(manager, event, statusChangeData(saved, this.context.timeZone, told));
        return { appointment: saved, emailIds: deps.outbox.dueNow(emails) };
      });
    } catch (error) {
      if (isSlotConflict(error)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.slotHeldByAnother);
      throw error;
    }
    return this.context.delivered(result.appointment, result.emailIds);
  }

  async delete(id: string): Promise<boolean> {
    const { deps } = this.context;
    const { affected, photoIds } = await deps.db.transaction(async (manager) => {
      await deps.outbox.withdraw(manager, id, REMINDER_KIND);
      // The customer's photos go with it (issue #40): their rows now, their files after commit.
      const photoIds = await deps.customerPhotos.deleteOf(manager, { appointmentId: id });
      return { ...(await manager.getRepository(Appointment).delete({ id })), photoIds };
    });
    await deps.customerPhotos.deleteFiles(photoIds);
    if (affected) await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.deleted, id);
    return Boolean(affected);
  }

  /** The one review request after a completed visit, when the business profile has a review link. */
  private reviewRequest(appointment: Appointment, settings: AppointmentSettings, ctx: EmailContext): NewEmail[] {
    const { reviewUrl } = ctx.business;
    return reviewUrl
      ? [reviewRequestEmail(appointment, reviewUrl, new Date(this.context.now().getTime() + settings.reviewDelayHours * HOUR_MS), ctx)]
      : [];
  }
}

/** What the owner adds to a status change (issue #50): a reason for the customer, and other times with a rejection. */
export interface StatusNote {
  reason?: string | null;
  proposedTimes?: readonly Date[] | null;
}

/** The times proposed with a change to `status`, in order, or why they (or the reason) cannot go with it. */
function proposedTimes(status: AppointmentStatus, reason: string, times: readonly Date[]): Date[] {
  const refuse = (message: string) => new DomainError(ErrorCode.BAD_USER_INPUT, message);
  if (times.length > 0 && status !== AppointmentStatus.rejected) throw refuse(OwnerNoticeMessages.timesOnlyOnReject);
  if (reason && status !== AppointmentStatus.rejected && status !== AppointmentStatus.cancelled)
    throw refuse(OwnerNoticeMessages.reasonOnlyOnRejectOrCancel);
  if (reason.length > MAX_REASON_LENGTH) throw refuse(OwnerNoticeMessages.reasonTooLong);
  if (times.length > MAX_PROPOSED_TIMES) throw refuse(OwnerNoticeMessages.tooManyTimes);
  if (new Set(times.map((time) => time.getTime())).size !== times.length) throw refuse(OwnerNoticeMessages.timesTwice);
  return [...times].sort((a, b) => a.getTime() - b.getTime());
}

/**
 * What the customer is told of the owner's change: a confirmation (spec §4); a rejection, with the
 * reason and the times held for them; a cancellation of a visit that was still to happen, with its reason.
 */
function customerEmails(appointment: Appointment, wasActive: boolean, note: OwnerNote, ctx: EmailContext): NewEmail[] {
  if (appointment.status === AppointmentStatus.rejected) return [rejectionEmail(appointment, note, ctx)];
  if (appointment.status === AppointmentStatus.cancelled) return wasActive ? [ownerCancelledEmail(appointment, note, ctx)] : [];
  return statusEmails(appointment, ctx);
}
