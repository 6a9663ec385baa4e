import {
  ChangeCollection,
  ContactMessages,
  DEFAULT_LOCALE,
  DomainError,
  ErrorCode,
  type BusinessFacts,
  type DomainErrorCode,
} from '@plumbing/shared';
import { IsNull, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { lockForTransaction } from '../../db/transaction-lock';
import { storedPhone } from '../../lib/phone';
import { oneLine } from '../../lib/single-line';
import type { BusinessProfileService } from '../business';
import type { ModuleDeps } from '../domain-module';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { OutboxService } from '../mail';
import type { PushService } from '../push';
import type { RateLimitRule, RateLimitService } from '../rate-limit';
import type { CustomerPhotoService } from '../customer-photos';
import type { LeadForm, LeadIntake, LeadSpool, QueuedNotices, SpooledLead } from '../health';
import { contactNotification, keptMessageAlert } from './contact-emails';
import { messageNotification } from './contact-notification';
import { ContactMessage, type MessageFields } from './contact-message.entity';
import type { ContactMessageInput } from './contact.inputs';
import type { WebhookService } from '../webhooks';

export interface ContactOptions {
  /** Messages allowed per client address per window. */
  sendRule?: RateLimitRule;
}

/** The kind of a contact message kept on disk while the database is unreachable. */
export const CONTACT_LEAD = 'contact-message';

/**
 * The other domains' services a public form uses: the contact form's, and the booking form's
 * with a few more (appointments' AppointmentDeps).
 */
export type PublicFormDeps = ModuleDeps<{
  outbox: OutboxService;
  push: PushService;
  rateLimits: RateLimitService;
  changeEvents: ChangeEventService;
  business: BusinessProfileService;
  /** The public forms' one way in (health), and the spool that keeps what is sent through an outage. */
  leadIntake: LeadIntake;
  leadSpool: LeadSpool;
  /** Photos customers send with their messages and requests (issue #40). */
  customerPhotos: CustomerPhotoService;
  webhooks: WebhookService;
}>;

export class ContactService {
  private readonly sendRule: RateLimitRule;

  constructor(
    private readonly deps: PublicFormDeps,
    options: ContactOptions = {},
  ) {
    this.sendRule = options.sendRule ?? { limit: 5, windowSeconds: 10 * 60 };
    deps.leadSpool.handle(CONTACT_LEAD, (lead) => this.replay(lead as SpooledLead<MessageFields>));
  }

  /**
   * Stores the message and e-mails it to the business in one transaction, through the public forms'
   * one intake: sent right after commit; while the database is unreachable the message is kept on
   * disk and the owner told at once (issue #36). A refusal is thrown: the mutation answers Boolean!.
   */
  async send(input: ContactMessageInput, clientAddress: string): Promise<true> {
    const fields: MessageFields = {
      // What is one line where it is shown (a subject, a heading) is kept as one, however it was typed (issue #49).
      name: oneLine(input.name).trim(),
      email: input.email.trim().toLowerCase(),
      phone: storedPhone(oneLine(input.phone)),
      service: input.service,
      message: input.message.trim(),
      photoToken: input.photoToken ?? null,
      locale: input.locale ?? DEFAULT_LOCALE,
    };
    const outcome = await this.deps.leadIntake.submit(this.form, fields, { clientAddress, honeypot: input.website });
    if (outcome.status === 'refused') throw new DomainError(outcome.refusal.code, outcome.refusal.message);
    return true;
  }

  /** The contact form's own steps in the intake. */
  private readonly form: LeadForm<MessageFields, BusinessFacts, DomainErrorCode> = {
    kind: CONTACT_LEAD,
    admit: async (_fields, clientAddress) => {
      if ((await this.deps.rateLimits.hitFromClient('contact', clientAddress, this.sendRule)).exceeded) {
        return { refusal: { code: ErrorCode.RATE_LIMITED, message: ContactMessages.rateLimited } };
      }
      return { context: await this.deps.business.facts() };
    },
    enter: (manager, id, fields, business) => this.store(manager, id, fields, business),
    keptAlert: async (lead) => keptMessageAlert(lead.id, lead.input),
    notTaken: async () => ({
      code: ErrorCode.SERVICE_UNAVAILABLE,
      message: ContactMessages.notTaken((await this.deps.business.facts()).phone),
    }),
  };

  /**
   * Stores a message with its e-mail to the business and its push inside the caller's transaction;
   * answers what to deliver after commit. Also the way another domain leaves the owner a message.
   */
  async store(
    manager: EntityManager,
    id: string,
    { photoToken, ...fields }: MessageFields,
    business: BusinessFacts,
  ): Promise<QueuedNotices> {
    const repository = manager.getRepository(ContactMessage);
    const message = await repository.save(repository.create({ id, ...fields }));
    const photos = await this.deps.customerPhotos.attach(manager, photoToken, { messageId: message.id });
    await this.deps.changeEvents.publish(ChangeCollection.contactMessages, ChangeOperation.created, message.id, manager);
    await this.deps.webhooks.queue(manager, 'contact_message.received', {
      id: message.id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      service: message.service,
      message: message.message,
      locale: message.locale,
      receivedAt: message.createdAt.toISOString(),
    });
    const notification = contactNotification(
      message,
      business,
      this.deps.business.adminNotifyEmail(business),
      this.deps.config.publicUrl,
      photos,
    );
    return {
      emailIds: (await this.deps.outbox.enqueue(manager, [notification])).map((e) => e.id),
      pushIds: await this.deps.push.notifyDevices(manager, 'contact-message', messageNotification(message, photos)),
    };
  }

  /** Whether a message with this id is stored (a kept lead entered already). */
  exists(manager: EntityManager, id: string): Promise<boolean> {
    return manager.getRepository(ContactMessage).existsBy({ id });
  }

  /** Enters a message kept on disk during an outage, once: a replay that finds its row does nothing. */
  private async replay(lead: SpooledLead<MessageFields>): Promise<void> {
    const business = await this.deps.business.facts();
    const queued = await this.deps.db.transaction(async (manager) => {
      await lockForTransaction(manager, lead.id);
      return (await this.exists(manager, lead.id)) ? null : this.store(manager, lead.id, lead.input, business);
    });
    if (queued) this.deps.leadIntake.deliver(queued);
  }

  get(id: string): Promise<ContactMessage | null> {
    return this.deps.db.getRepository(ContactMessage).findOneBy({ id });
  }

  /** Open messages first, newest first within each group. */
  list(): Promise<ContactMessage[]> {
    return this.deps.db
      .getRepository(ContactMessage)
      .createQueryBuilder('message')
      .orderBy('message.handled_at IS NULL', 'DESC')
      .addOrderBy('message.created_at', 'DESC')
      .getMany();
  }

  /** Messages the owner has not answered yet, the longest waiting first. */
  awaitingReply(): Promise<ContactMessage[]> {
    return this.deps.db
      .getRepository(ContactMessage)
      .find({ where: { handledAt: IsNull(), firstResponseAt: IsNull() }, order: { createdAt: 'ASC' } });
  }

  /** When each message sent since `since` came in and was first answered (null: not yet). */
  replyTimes(since: Date): Promise<Array<Pick<ContactMessage, 'createdAt' | 'firstResponseAt'>>> {
    return this.deps.db
      .getRepository(ContactMessage)
      .find({ select: { createdAt: true, firstResponseAt: true }, where: { createdAt: MoreThanOrEqual(since) } });
  }

  async setHandled(id: string, handled: boolean): Promise<ContactMessage> {
    const repository = this.deps.db.getRepository(ContactMessage);
    const message = await repository.findOneBy({ id });
    if (!message) throw new DomainError(ErrorCode.BAD_USER_INPUT, ContactMessages.notFound(id));
    if (Boolean(message.handledAt) === handled) return message;
    message.handledAt = handled ? new Date() : null;
    // Marking it handled the first time is the answer Today's response time counts.
    if (handled) message.firstResponseAt ??= message.handledAt;
    const saved = await repository.save(message);
    await this.deps.changeEvents.publish(ChangeCollection.contactMessages, ChangeOperation.updated, saved.id);
    return saved;
  }

  /** Deletes a message and the photos sent with it (issue #49: else they went only at the retention); answers whether there was one. */
  async delete(id: string): Promise<boolean> {
    const { db, customerPhotos, changeEvents, webhooks } = this.deps;
    const { affected, photoIds } = await db.transaction(async (manager) => {
      // Its photos' rows now, their files after commit.
      const photoIds = await customerPhotos.deleteOf(manager, { messageId: id });
      const { affected } = await manager.getRepository(ContactMessage).delete({ id });
      if (affected) {
        await changeEvents.publish(ChangeCollection.contactMessages, ChangeOperation.deleted, id, manager);
        await webhooks.queue(manager, 'contact_message.deleted', { id });
      }
      return { affected, photoIds };
    });
    await customerPhotos.deleteFiles(photoIds);
    return Boolean(affected);
  }
}
