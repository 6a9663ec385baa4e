import { And, In, IsNull, LessThan, MoreThanOrEqual, Not } from 'typeorm';
import { AppointmentMessages, ChangeCollection, DomainError, ErrorCode } from '@plumbing/shared';
import { ChangeOperation } from '../events';
import type { NewEmail } from '../mail';
import { HOUR_MS, type AppointmentContext } from './appointment-context';
import { CONFIRMATION_KIND, REMINDER_KIND, REVIEW_REQUEST_KIND, type EmailContext } from './appointment-email-parts';
import { reviewRequestEmail, statusEmails } from './appointment-emails';
import type { AppointmentSettings } from './appointment-settings';
import { appointmentWebhookData, STATUS_EVENTS } from './appointment-webhooks';
import { ACTIVE_STATUSES, Appointment, AppointmentStatus } from './appointment.entity';
import type { AppointmentStatusPayload } from './appointment.types';
import { reminderEmails } from './reminders';
import { isSlotConflict, type SchedulingService } from './scheduling.service';

/** The owner's appointments: the list, Today's and the calendar feed's reads, status changes (each e-mails the customer), deletion. */
export class AppointmentService {
  constructor(
    private readonly context: AppointmentContext,
    private readonly scheduling: SchedulingService,
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

  /** Changes the status and e-mails the customer as spec §4 says, reporting whether the e-mail went out. */
  async setStatus(id: string, status: AppointmentStatus): Promise<AppointmentStatusPayload> {
    const { deps } = this.context;
    const [emailContext, settings] = await Promise.all([this.context.emailContext(), this.scheduling.getSettings()]);
    let result: { appointment: Appointment; emailIds: string[] };
    try {
      result = await deps.db.transaction(async (manager) => {
        const repository = manager.getRepository(Appointment);
        const appointment = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!appointment) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.notFound(id));
        if (appointment.status === status) return { appointment, emailIds: [] };
        // Taken up again (a cancelled or declined one confirmed after all): it needs a free crew again.
        if (ACTIVE_STATUSES.includes(status) && !ACTIVE_STATUSES.includes(appointment.status)) {
          const { serviceType, preferredDate: startsAt, durationMinutes } = appointment;
          Object.assign(appointment, await this.scheduling.place(manager, { startsAt, serviceType, durationMinutes, exceptId: id }), {
            keptOverlapping: false,
          });
        }
        // A confirmation after an earlier invitation updates that event: a higher SEQUENCE, or calendar apps keep the old one.
        if (status === AppointmentStatus.confirmed && (await deps.outbox.written(manager, appointment.id, CONFIRMATION_KIND)))
          appointment.calendarSequence += 1;
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
        const emails = await deps.outbox.enqueue(manager, [
          ...statusEmails(saved, emailContext),
          ...reminderEmails(saved, settings.reminderLeadHours, emailContext, this.context.now()),
          ...reviewRequest,
        ]);
        await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.updated, saved.id, manager);
        const event = STATUS_EVENTS[saved.status];
        if (event) await deps.webhooks.queue(manager, event, appointmentWebhookData(saved, 'owner', this.context.timeZone));
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
