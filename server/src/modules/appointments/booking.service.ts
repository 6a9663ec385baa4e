import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppointmentMessages, BookingRefusal, ChangeCollection } from '@plumbing/shared';
import { isDatabaseUnreachable, isUniqueViolation } from '../../db/postgres-errors';
import { lockForTransaction } from '../../db/transaction-lock';
import { storedPhone } from '../../lib/phone';
import { ChangeOperation } from '../events';
import type { SpooledLead } from '../health';
import type { AppointmentContext } from './appointment-context';
import { keptRequestAlert, requestEmails, slotLostEmail, slotLostMessage, type EmailContext } from './appointment-emails';
import { bookingNotification } from './appointment-notification';
import { Appointment, AppointmentStatus } from './appointment.entity';
import type { AppointmentRequestInput } from './appointment.inputs';
import type { RequestAppointmentPayload } from './appointment.types';
import type { SchedulingService } from './scheduling.service';

/** The kind of a booking request kept on disk while the database is unreachable. */
export const APPOINTMENT_LEAD = 'appointment-request';

/** A booking request as it is stored (and kept on disk): the form's fields, trimmed; the slot as ISO text. */
type RequestFields = Pick<Appointment, 'customerName' | 'customerEmail' | 'customerPhone' | 'serviceType' | 'description' | 'serviceAddress'> & { preferredDate: string };

/** What a committed request sends after commit. */
interface Queued {
  emailIds: string[];
  pushIds: string[];
}

/** A visitor's booking request (spec §4), and the requests kept on disk during an outage (issue #36). */
export class BookingService {
  constructor(
    private readonly context: AppointmentContext,
    private readonly scheduling: SchedulingService,
  ) {
    context.deps.leadSpool.handle(APPOINTMENT_LEAD, (lead) => this.replay(lead as SpooledLead<RequestFields>));
  }

  /**
   * Books a slot as spec §4 says. While the database is unreachable the request is kept on disk
   * instead, the owner told at once, and the customer told in plain words (issue #36); it is
   * entered when the database is back (`replay`).
   */
  async request(input: AppointmentRequestInput, clientAddress: string): Promise<RequestAppointmentPayload> {
    if (input.website) {
      // Only bots fill the hidden field: answer as if it worked, store nothing.
      this.context.deps.logger.info({ clientAddress }, 'booking honeypot triggered');
      return { success: true, queued: false };
    }
    const fields: RequestFields = {
      customerName: input.customerName.trim(),
      customerEmail: input.customerEmail.trim().toLowerCase(),
      customerPhone: storedPhone(input.customerPhone),
      serviceType: input.serviceType,
      description: (input.description ?? '').trim(),
      serviceAddress: input.serviceAddress?.trim() || null,
      preferredDate: input.preferredDate.toISOString(),
    };
    // The row's id from the start: a kept copy entered later finds the row if this commit did happen.
    const id = randomUUID();
    try {
      return await this.book(id, fields, clientAddress);
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      return this.keepForLater({ id, kind: APPOINTMENT_LEAD, receivedAt: this.context.now().toISOString(), clientAddress, input: fields });
    }
  }

  private async book(id: string, fields: RequestFields, clientAddress: string): Promise<RequestAppointmentPayload> {
    const { deps } = this.context;
    if ((await deps.rateLimits.hitFromClient('booking', clientAddress, this.context.requestRule)).exceeded) {
      return { success: false, queued: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.rateLimited };
    }
    // Many addresses together (each request e-mails the address it names) meet one hourly budget.
    if ((await deps.rateLimits.hit('booking:*', this.context.overallRule)).exceeded) {
      return { success: false, queued: false, code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.busy };
    }
    const calendar = await this.scheduling.bookingCalendar();
    if (!calendar.enableScheduling) return { success: false, queued: false, code: BookingRefusal.SCHEDULING_DISABLED, error: AppointmentMessages.schedulingDisabled };

    const startsAt = new Date(fields.preferredDate);
    if (!this.scheduling.isBookableSlot(startsAt, calendar)) return { success: false, queued: false, code: BookingRefusal.SLOT_UNAVAILABLE, error: AppointmentMessages.slotUnavailable };
    const emailContext = await this.context.emailContext();
    try {
      this.deliver(await deps.db.transaction((manager) => this.enter(manager, id, fields, emailContext)));
    } catch (error) {
      if (isUniqueViolation(error)) return { success: false, queued: false, code: BookingRefusal.SLOT_TAKEN, error: AppointmentMessages.slotTaken };
      throw error;
    }
    return { success: true, queued: false };
  }

  /** Writes a pending appointment with its e-mails, push and change event in the caller's transaction. */
  private async enter(manager: EntityManager, id: string, fields: RequestFields, emailContext: EmailContext): Promise<Queued> {
    const { deps, timeZone } = this.context;
    const startsAt = new Date(fields.preferredDate);
    await this.scheduling.releaseLapsedHold(manager, startsAt);
    // Whatever the client sends, a request is pending.
    const appointment = await manager.getRepository(Appointment).save(manager.getRepository(Appointment).create({ id, ...fields, preferredDate: startsAt, status: AppointmentStatus.pending }));
    const emails = await deps.outbox.enqueue(manager, requestEmails(appointment, emailContext));
    const pushIds = await deps.push.notifyDevices(manager, 'appointment-request', bookingNotification(appointment, timeZone, this.context.now()));
    await deps.changeEvents.publish(ChangeCollection.appointments, ChangeOperation.created, appointment.id, manager);
    return { emailIds: emails.map((e) => e.id), pushIds };
  }

  /** Sends what a committed request queued; the workers retry whatever does not go out now. */
  private deliver({ emailIds, pushIds }: Queued): void {
    const { push, outbox, logger } = this.context.deps;
    push.deliver(pushIds).catch((error) => logger.warn({ err: error }, 'booking push delivery deferred'));
    outbox.deliver(emailIds).catch((error) => logger.warn({ err: error }, 'booking e-mail delivery deferred'));
  }

  /** Keeps the request on disk and tells the owner at once, without the database; a spool that cannot take it refuses in plain words. */
  private async keepForLater(lead: SpooledLead<RequestFields>): Promise<RequestAppointmentPayload> {
    const { deps, timeZone } = this.context;
    const business = await deps.business.facts();
    const appointment = deps.db.getRepository(Appointment).create({ id: lead.id, ...lead.input, preferredDate: new Date(lead.input.preferredDate) });
    try {
      await deps.leadSpool.keep(lead, keptRequestAlert(appointment, bookingNotification(appointment, timeZone, this.context.now()), business));
    } catch {
      return { success: false, queued: false, code: BookingRefusal.NOT_TAKEN, error: AppointmentMessages.notTaken(business.phone) };
    }
    return { success: true, queued: true, notice: AppointmentMessages.queued(business.phone) };
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
    const once = (write: (manager: EntityManager) => Promise<Queued>) =>
      deps.db.transaction(async (manager) => {
        await lockForTransaction(manager, lead.id);
        const entered = (await manager.getRepository(Appointment).existsBy({ id: lead.id })) || (await deps.contact.exists(manager, lead.id));
        return entered ? null : write(manager);
      });
    const stillBookable = calendar.enableScheduling && startsAt > this.context.now() && this.scheduling.isBookableSlot(startsAt, calendar, new Date(lead.receivedAt));
    if (stillBookable) {
      try {
        const queued = await once((manager) => this.enter(manager, lead.id, fields, emailContext));
        if (queued) this.deliver(queued);
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const appointment = deps.db.getRepository(Appointment).create({ id: lead.id, ...fields, preferredDate: startsAt });
    const queued = await once(async (manager) => {
      const message = await deps.contact.store(manager, lead.id, slotLostMessage(appointment, emailContext));
      const emails = await deps.outbox.enqueue(manager, [slotLostEmail(appointment, emailContext)]);
      return { emailIds: [...message.emailIds, ...emails.map((e) => e.id)], pushIds: message.pushIds };
    });
    if (queued) this.deliver(queued);
  }
}
