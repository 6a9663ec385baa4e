import { enumOf, type ValueOf } from '@plumbing/shared';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Where a row of an outbox is: waiting or retrying, out, given up, withdrawn before it was due (a
 * reminder of a visit that moved), or recorded only: kept here and never sent, since the site has no
 * way out for it (e-mail without SMTP_URL).
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'cancelled', 'recorded'] as const;
export const DeliveryStatus = enumOf(DELIVERY_STATUSES);
export type DeliveryStatus = ValueOf<typeof DeliveryStatus>;

/**
 * The delivery columns every transactional outbox table has (outbox_email, push_message,
 * webhook_delivery): written with the change that causes the message, held while sent and marked
 * by OutboxQueue (outbox-queue.ts). Each table indexes its due rows itself. An object type only
 * so that its fields are inherited.
 */
@ObjectType()
export abstract class OutboxRow {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Read in GraphQL through each outbox's own enum. */
  @Column({ type: 'varchar', length: 10, default: DeliveryStatus.pending })
  status: DeliveryStatus;

  @Field(() => Int)
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Field(() => String, { nullable: true })
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
