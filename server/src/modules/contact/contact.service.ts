import { ChangeCollection, ContactMessages, DomainError, ErrorCode } from '@plumbing/shared';
import { IsNull, MoreThanOrEqual } from 'typeorm';
import type { BusinessProfileService } from '../business';
import type { ModuleDeps } from '../domain-module';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { OutboxService } from '../mail';
import type { PushService } from '../push';
import type { RateLimitRule, RateLimitService } from '../rate-limit';
import { contactNotification } from './contact-emails';
import { messageNotification } from './contact-notification';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput } from './contact.inputs';

export interface ContactOptions {
  /** Messages allowed per client address per window. */
  sendRule?: RateLimitRule;
}

/** The other domains' services the contact form uses. */
export type ContactDeps = ModuleDeps<{
  outbox: OutboxService;
  push: PushService;
  rateLimits: RateLimitService;
  changeEvents: ChangeEventService;
  business: BusinessProfileService;
}>;

export class ContactService {
  private readonly sendRule: RateLimitRule;

  constructor(
    private readonly deps: ContactDeps,
    options: ContactOptions = {},
  ) {
    this.sendRule = options.sendRule ?? { limit: 5, windowSeconds: 10 * 60 };
  }

  /** Stores the message and e-mails it to the business in one transaction; sent right after commit. */
  async send(input: ContactMessageInput, clientAddress: string): Promise<boolean> {
    if (input.website) {
      // Only bots fill the hidden field: answer as if it worked, store nothing.
      this.deps.logger.info({ clientAddress }, 'contact honeypot triggered');
      return true;
    }
    if ((await this.deps.rateLimits.hitFromClient('contact', clientAddress, this.sendRule)).exceeded) {
      throw new DomainError(ErrorCode.RATE_LIMITED, ContactMessages.rateLimited);
    }
    const business = await this.deps.business.facts();
    const { emailIds, pushIds } = await this.deps.db.transaction(async (manager) => {
      const repository = manager.getRepository(ContactMessage);
      const message = await repository.save(
        repository.create({
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          phone: input.phone.trim(),
          service: input.service,
          message: input.message.trim(),
        }),
      );
      await this.deps.changeEvents.publish(ChangeCollection.contactMessages, ChangeOperation.created, message.id, manager);
      const notification = contactNotification(message, business, this.deps.business.adminNotifyEmail(business), this.deps.config.publicUrl);
      return {
        emailIds: (await this.deps.outbox.enqueue(manager, [notification])).map((e) => e.id),
        pushIds: await this.deps.push.notifyDevices(manager, 'contact-message', messageNotification(message)),
      };
    });
    // The workers retry whatever does not go out now; the visitor's message is safe either way.
    this.deps.push.deliver(pushIds).catch((error) => this.deps.logger.warn({ err: error }, 'contact push delivery deferred'));
    this.deps.outbox.deliver(emailIds).catch((error) => this.deps.logger.warn({ err: error }, 'contact e-mail delivery deferred'));
    return true;
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
    return this.deps.db.getRepository(ContactMessage).find({ where: { handledAt: IsNull(), firstResponseAt: IsNull() }, order: { createdAt: 'ASC' } });
  }

  /** When each message sent since `since` came in and was first answered (null: not yet). */
  replyTimes(since: Date): Promise<Array<Pick<ContactMessage, 'createdAt' | 'firstResponseAt'>>> {
    return this.deps.db.getRepository(ContactMessage).find({ select: { createdAt: true, firstResponseAt: true }, where: { createdAt: MoreThanOrEqual(since) } });
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
}
