import { ChangeCollection, ContactMessages, DomainError, ErrorCode } from '@plumbing/shared';
import type { ModuleDeps } from '../domain-module';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { OutboxService } from '../mail';
import type { RateLimitRule, RateLimitService } from '../rate-limit';
import { contactNotification } from './contact-emails';
import { ContactMessage } from './contact-message.entity';
import type { ContactMessageInput } from './contact.inputs';

export interface ContactOptions {
  /** Messages allowed per client address per window. */
  sendRule?: RateLimitRule;
}

/** The other domains' services the contact form uses. */
export type ContactDeps = ModuleDeps<{ outbox: OutboxService; rateLimits: RateLimitService; changeEvents: ChangeEventService }>;

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
    const emailIds = await this.deps.db.transaction(async (manager) => {
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
      const notification = contactNotification(message, this.deps.config.business, this.deps.config.adminNotifyEmail, this.deps.config.publicUrl);
      return (await this.deps.outbox.enqueue(manager, [notification])).map((e) => e.id);
    });
    // The worker retries whatever does not go out now; the visitor's message is safe either way.
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

  async setHandled(id: string, handled: boolean): Promise<ContactMessage> {
    const repository = this.deps.db.getRepository(ContactMessage);
    const message = await repository.findOneBy({ id });
    if (!message) throw new DomainError(ErrorCode.BAD_USER_INPUT, ContactMessages.notFound(id));
    if (Boolean(message.handledAt) === handled) return message;
    message.handledAt = handled ? new Date() : null;
    const saved = await repository.save(message);
    await this.deps.changeEvents.publish(ChangeCollection.contactMessages, ChangeOperation.updated, saved.id);
    return saved;
  }
}
