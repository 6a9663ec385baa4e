import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from '@plumbing/shared';

/**
 * Where the owner's own systems want to hear of the site's events (issue #43). Its signing secrets
 * are kept encrypted (lib/secret-box.ts) and never answered after the one answer that shows them.
 */
@ObjectType({ description: 'A receiver of webhooks (admin only)' })
@Entity('webhook_endpoint')
export class WebhookEndpoint {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'https address the events are POSTed to' })
  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Field(() => [String], { description: 'The event types it receives, e.g. appointment.requested' })
  @Column({ type: 'text', array: true })
  events: WebhookEventType[];

  @Field()
  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  /** The signing secret (whsec_…), encrypted. */
  @Column({ type: 'text' })
  secret: string;

  /** The secret before the last rotation, encrypted: deliveries carry its signature too until it expires. */
  @Column({ name: 'previous_secret', type: 'text', nullable: true })
  previousSecret: string | null;

  @Field(() => Date, { nullable: true, description: 'Until when deliveries are also signed with the secret before the last rotation' })
  @Column({ name: 'previous_secret_expires_at', type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: Date | null;

  @Field({ description: 'Off: nothing is queued for it and waiting deliveries fail' })
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Field(() => Date, { nullable: true, description: 'Since when every delivery has failed; none while it receives' })
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When the site turned it off after failing for 24 hours; none when the owner did, or it is on',
  })
  @Column({ name: 'disabled_for_failing_at', type: 'timestamptz', nullable: true })
  disabledForFailingAt: Date | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
