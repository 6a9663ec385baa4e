import type { EntityManager } from 'typeorm';
import {
  AppointmentMessages,
  BookingRefusal,
  ChangeCollection,
  DEFAULT_LOCALE,
  isOutsideServiceAreas,
  serviceRule,
  type Locale,
} from '@plumbing/shared';
import { lockForTransaction } from '../../db/transaction-lock';
import { storedPhone } from '../../lib/phone';
import { oneLine } from '../../lib/single-line';
import { ChangeOperation } from '../events';
import type { LeadForm, QueuedNotices, SpooledLead } from '../health';
import type { AppointmentContext } from './appointment-context';
import { appointmentEventUid, type EmailContext } from './appointment-email-parts';
import { keptRequestAlert, requestEmails, slotLostEmail, slotLostMessage } from './request-emails';
import { bookingNotification } from './appointment-notification';
import { appointmentWebhookData } from './appointment-webhooks';
import { Appointment, AppointmentStatus } from './appointment.entity';
import type { AppointmentRequestInput } from './appointment.inputs';
import type { RequestAppointmentPayload } from './appointment.types';
import { reminderEmails } from './reminders';
import type { SchedulingService } from './scheduling.service';
import { isSlotConflict } from './slot-conflict';

/** The kind of a booking request kept on disk while the database is unreachable. */
export const APPOINTMENT_LEAD = 'appointment-request';

/**
 * A booking request as it is stored (and kept on disk): the form's fields, trimmed; the slot as ISO
 * text; the upload token of the photos sent with it (issue #40).
 */
type RequestFields = Pick<
  Appointment,
  'customerName' | 'customerEmail' | 'customerPhone' | 'serviceType' | 'description' | 'serviceAddress'
> & {
  /** A request kept on disk before languages were stored has none (English). */
  locale?: Locale;
  preferredDate: string;
  photoToken: string | null;
};

/** A visitor's booking request (spec §4), and the requests kept on disk during an outage (issue #36). */
export class BookingService {
  constructor(
    private readonly context: AppointmentContext,
    private readonly scheduling: SchedulingService,
  ) {
    context.deps.leadSpool.handle(APPOINTMENT_LEAD, (lead) => this.replay(lead as SpooledLead<RequestFields>));
  }

  /**
   * Books a slot as spec §4 says, through the public forms' one intake: while the database is
   * unreachable the request is kept on disk instead, the owner told at once, and the customer told
   * in plain words (issue #36); it is entered when the database is back (`replay`).
   */
  async request(input: AppointmentRequestInput, clientAddress: string): Promise<RequestAppointmentPayload> {
    const fields: RequestFields = {
      // What is one line where it is shown (a subject, a heading) is kept as one, however it was typed (issue #49).
      customerName: oneLine(input.customerName).trim(),
      customerEmail: input.customerEmail.trim().toLowerCase(),
      customerPhone: storedPhone(oneLine(input.customerPhone)),
      serviceType: input.serviceType,
      description: (input.description ?? '').trim(),
      serviceAddress: (input.serviceAddress && oneLine(input.serviceAddress).trim()) || null,
      preferredDate: input.preferredDate.toISOString(),
      photoToken: input.photoToken ?? null,
      locale: input.locale ?? DEFAULT_LOCALE,
    };
    const outcome = await this.context.deps.leadIntake.submit(this.form, fields, {
      clientAddress,
      honeypot: input.website,
      receivedAt: this.context.now(),
    });
    const { deps } = this.context;
    const confirmationByEmail = deps.outbox.configured;
    if (outcome.status === 'refused')
      return {
        success: false,
        queued: false,
        confirmed: false,
        confirmationByEmail,
        code: outcome.refusal.code,
        error: outcome.refusal.message,
      };
    const calendarUid = appointmentEventUid(outcome.id, deps.config.publicUrl);
    if (outcome.status === 'kept') {
      const notice = AppointmentMessages.queued((await deps.business.facts()).phone);
      return { success: true, queued: true, confirmed: false, notice, confirmationByEmail, calendarUid };
    }
    const confirmed = serviceRule(await this.scheduling.getSettings(), fields.serviceType).confirmAtOnce === true;
    return { success: true, queued: false, confirmed, confirmationByEmail, calendarUid };
  }

  /** The booking form's own steps in the intake. */
  private readonly form: LeadForm<RequestFields, EmailContext, BookingRefusal> = {
    kind: APPOINTMENT_LEAD,
    admit: async (fields, clientAddress) => {
      const { deps } = this.context;
      if ((await deps.rateLimits.hitFromClient('booking', clientAddress, this.context.requestRule)).exceeded) {
        return { refusal: { code: BookingRefusal.RATE_LIMITED, message: AppointmentMessages.rateLimited } };
      }
      // Many addresses together (each request e-mails the address it names) meet one hourly budget.
      if ((await deps.rateLimits.hit('booking:*', this.context.overallRule)).exceeded)
        return { refusal: { code: BookingRefusal.RATE_LIMITED, message: AppointmentMessages.busy } };
      const calendar = await this.scheduling.bookingCalendar();
      if (!calendar.enableScheduling)
        return { refusal: { code: BookingRefusal.SCHEDULING_DISABLED, message: AppointmentMessages.schedulingDisabled } };
      const emailContext = await this.context.emailContext();
      if (!serviceRule(calendar, fields.serviceType).bookableOnline)
        return { refusal: { code: BookingRefusal.BY_PHONE, message: AppointmentMessages.byPhone(emailContext.business.phone) } };
      if (!this.scheduling.isBookableStart(new Date(fields.preferredDate), calendar, fields.serviceType))
        return { refusal: { code: BookingRefusal.SLOT_UNAVAILABLE, message: AppointmentMessages.slotUnavailable } };
      return { context: emailContext };
    },
    enter: (manager, id, fields, emailContext) => this.enter(manager, id, fields, emailContext),
    refusalOfWrite: (error) => (isSlotConflict(error) ? { code: BookingRefusal.SLOT_TAKEN, message: AppointmentMessages.slotTaken } : null),
    keptAlert: async (lead) => {
      const business = await this.context.deps.business.facts();
      const appointment = this.context.deps.db.getRepository(Appointment).create({
        id: lead.id,
        ...lead.input,
        preferredDate: new Date(lead.input.preferredDate),
        // As entering it will say, by the areas the site knew before the outage.
        outsideServiceArea: isOutsideServiceAreas(lead.input.serviceAddress, business.serviceAreas),
      });
      return keptRequestAlert(appointment, bookingNotification(appointment, this.context.timeZone, this.context.now()), business);
    },
    notTaken: async () => ({
      code: BookingRefusal.NOT_TAKEN,
      message: AppointmentMessages.notTaken((await this.context.deps.business.facts()).phone),
    }),
  };

  /**
   * Writes the appointment, on the first free crew, with its e-mails, push and change event in the
   * caller's transaction: pending, or confirmed at once when the owner's rule for its service says so
   * (issue #50; then the receipt is the confirmation, and the reminder is written).
   */
  private async enter(manager: EntityManager, id: string, fields: RequestFields, emailContext: EmailContext): Promise<QueuedNotices> {
    const { deps } = this.context;
    const startsAt = new Date(fields.preferredDate);
    const placement = await this.scheduling.place(manager, { startsAt, serviceType: fields.serviceType });
    const settings = await this.scheduling.getSettings(manager);
    const confirmed = serviceRule(settings, fields.serviceType).confirmAtOnce === true;
    // Whatever the client sends, the rule decides the status, and the profile whether it is inside or outside the areas, when it is entered.
    const appointment = await manager.getRepository(Appointment).save(
      manager.getRepository(Appointment).create({
        id,
        ...fields,
        preferredDate: startsAt,
        ...placement,
        status: confirmed ? AppointmentStatus.confirmed : AppointmentStatus.pending,
        // Answered by the rule the moment it came in: Today's response time counts it so.
        firstResponseAt: confirmed ? this.context.now() : null,
        outsideServiceArea: isOutsideServiceAreas(fields.serviceAddress, emailContext.business.serviceAreas),
      }),
    );
    const photos = await deps.customerPhotos.attach(manager, fields.photoToken, { appointmentId: appointment.id });
    const emails = await deps.outbox.enqueue(manager, [
      ...requestEmails(appointment, emailContext, photos),
      ...reminderEmails(appointment, settings.reminderLeadHours, emailContext, this.context.now()),
    ]);
    const pushIds = await deps.push.notifyDevices(
      manager,
      'appointment-request',
      bookingNotification(appointment, this.context.timeZone, this.context.now(), photos),
    );
    await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.created, appointment.id, manager);
    const data = appointmentWebhookData(appointment, 'customer', this.context.timeZone);
    await deps.webhooks.queue(manager, 'appointment.requested', data);
    if (confirmed) await deps.webhooks.queue(manager, 'appointment.confirmed', data);
    return { emailIds: deps.outbox.dueNow(emails), pushIds };
  }

  /**
   * Enters a request kept on disk during an outage, once (a replay that finds its row does
   * nothing). Its slot still free under the rules as they were when it came in: a pending
   * appointment, with the usual e-mails. Taken meanwhile (or past): the owner gets it as a
   * message, and the customer an e-mail with a link to choose another time.
   */
  private async replay(lead: SpooledLead<RequestFields>): Promise<void> {
    const { deps } = this.context;
    const fields = lead.input;
    const startsAt = new Date(fields.preferredDate);
    const calendar = await this.scheduling.bookingCalendar();
    const emailContext = await this.context.emailContext();
    /** Runs `write` under the lead's lock unless the lead was entered already (as an appointment or as a message). */
    const once = (write: (manager: EntityManager) => Promise<QueuedNotices>) =>
      deps.db.transaction(async (manager) => {
        await lockForTransaction(manager, lead.id);
        const entered =
          (await manager.getRepository(Appointment).existsBy({ id: lead.id })) || (await deps.contact.exists(manager, lead.id));
        return entered ? null : write(manager);
      });
    const stillBookable =
      calendar.enableScheduling &&
      startsAt > this.context.now() &&
      serviceRule(calendar, fields.serviceType).bookableOnline &&
      this.scheduling.isBookableStart(startsAt, calendar, fields.serviceType, new Date(lead.receivedAt));
    if (stillBookable) {
      try {
        const queued = await once((manager) => this.enter(manager, lead.id, fields, emailContext));
        if (queued) deps.leadIntake.deliver(queued);
        return;
      } catch (error) {
        if (!isSlotConflict(error)) throw error;
      }
    }
    const appointment = deps.db.getRepository(Appointment).create({ id: lead.id, ...fields, preferredDate: startsAt });
    const queued = await once(async (manager) => {
      const message = await deps.contact.store(
        manager,
        lead.id,
        { ...slotLostMessage(appointment, emailContext), photoToken: fields.photoToken },
        emailContext.business,
      );
      const emails = await deps.outbox.enqueue(manager, [slotLostEmail(appointment, emailContext)]);
      return { emailIds: [...message.emailIds, ...emails.map((e) => e.id)], pushIds: message.pushIds };
    });
    if (queued) deps.leadIntake.deliver(queued);
  }
}
