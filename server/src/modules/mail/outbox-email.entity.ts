import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';

export const EmailStatus = graphqlEnum('EmailStatus', ['pending', 'sent', 'failed'], 'pending: waiting or retrying; failed: gave up after many tries');
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
@ObjectType({ description: "An e-mail and its delivery state (admin only)" })
@Entity('outbox_email')
@Index('outbox_email_due', ['nextAttemptAt'], { where: `status = 'pending'` })
export class OutboxEmail {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  @Column({ name: 'appointment_id', type: 'uuid', nullable: true })
  appointmentId: string | null;

  @Field(() => EmailStatus)
  @Column({ type: 'varchar', length: 10, default: EmailStatus.pending })
  status: EmailStatus;

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

export type NewEmail = Pick<OutboxEmail, 'kind' | 'to' | 'subject' | 'text' | 'html'> & {
  attachments?: EmailAttachment[];
  appointmentId?: string | null;
};
