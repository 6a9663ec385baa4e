import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { DELIVERY_STATUSES, OutboxRow } from '../../db/outbox-row';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';
import type { Locale } from '@plumbing/shared';

/** An e-mail's delivery state (the outbox's DeliveryStatus), by its GraphQL name. */
export const EmailStatus = graphqlEnum(
  'EmailStatus',
  DELIVERY_STATUSES,
  'pending: waiting (until scheduledFor) or retrying; failed: gave up after many tries; cancelled: withdrawn before it was due',
);
export type EmailStatus = ValueOf<typeof EmailStatus>;

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * A message in the transactional outbox: written in the same transaction as the change that
 * causes it, sent after commit, retried with backoff until the SMTP server takes it.
 */
@ObjectType({ description: 'An e-mail and its delivery state (admin only)' })
@Entity('outbox_email')
@Index('outbox_email_due', ['nextAttemptAt'], { where: `status = 'pending'` })
export class OutboxEmail extends OutboxRow {
  @Field({ description: 'What the message is, e.g. appointment-confirmed' })
  @Column({ type: 'varchar', length: 50 })
  kind: string;

  @Field()
  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  @Field()
  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  attachments: EmailAttachment[];

  /** Headers of its own, e.g. List-Unsubscribe. */
  @Column({ type: 'jsonb', default: () => `'{}'` })
  headers: Record<string, string>;

  @Column({ name: 'appointment_id', type: 'uuid', nullable: true })
  appointmentId: string | null;

  /** The recipient's language (issue #41): an opt-out e-mail's unsubscribe line, and the page its link opens, speak it. */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: Locale;

  @Field(() => Date, {
    nullable: true,
    description: 'When it is due, for a message sent later than its change (a reminder); none: at once',
  })
  @Column({ name: 'scheduled_for', type: 'timestamptz', nullable: true })
  scheduledFor: Date | null;

  @Field(() => EmailStatus, { name: 'status' })
  get emailStatus(): EmailStatus {
    return this.status;
  }
}

export type NewEmail = Pick<OutboxEmail, 'kind' | 'to' | 'subject' | 'text' | 'html'> & {
  attachments?: EmailAttachment[];
  appointmentId?: string | null;
  /** Due then, not at once: the worker sends it when its time comes. */
  scheduledFor?: Date;
  /** Where a reply goes (the customer, for the owner's alerts): kept as the Reply-To header. */
  replyTo?: string;
  /**
   * Not strictly about a booking (a reminder, a review request): it carries an unsubscribe link and
   * the List-Unsubscribe headers (RFC 8058), and is never written for, or sent to, an address that used one.
   */
  optOut?: true;
  /** The recipient's language (OutboxEmail.locale); English without. */
  locale?: Locale;
};
