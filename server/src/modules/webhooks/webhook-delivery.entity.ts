import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { DeliveryStatus, OutboxRow } from '../../db/outbox-row';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';
import type { WebhookEnvelope, WebhookEventType } from '@plumbing/shared';

/** A delivery's state as the owner reads it: the outbox's `sent` is a receiver's 2xx, so it reads "delivered". */
export const WebhookDeliveryStatus = graphqlEnum(
  'WebhookDeliveryStatus',
  ['pending', 'delivered', 'failed'],
  'pending: waiting or retrying; delivered: the receiver answered 2xx; failed: given up (refused address, endpoint off, 24 hours of failures)',
);
export type WebhookDeliveryStatus = ValueOf<typeof WebhookDeliveryStatus>;

/**
 * One event for one endpoint in the webhook outbox (db/outbox-queue.ts): written in the transaction
 * of the change it announces, sent after commit, retried. Its message id and body stay the same on
 * every try and resend, so a receiver can drop a repeat (Standard Webhooks' webhook-id).
 */
@ObjectType({ description: 'One event sent (or to be sent) to one webhook endpoint (admin only)' })
@Entity('webhook_delivery')
@Index('webhook_delivery_due', ['nextAttemptAt'], { where: `status = 'pending'` })
@Index('webhook_delivery_endpoint', ['endpointId', 'createdAt'])
export class WebhookDelivery extends OutboxRow {
  /** No foreign key: deleting an endpoint must not wait for a worker holding one of its deliveries. */
  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId: string;

  @Field(() => String, { description: 'e.g. appointment.requested' })
  @Column({ name: 'event_type', type: 'varchar', length: 40 })
  eventType: WebhookEventType;

  @Field(() => String, { description: 'The webhook-id header (msg_…): the same on every try and resend' })
  @Column({ name: 'message_id', type: 'varchar', length: 40, unique: true })
  messageId: string;

  /** The request body, exactly as signed. */
  @Column({ type: 'jsonb' })
  payload: WebhookEnvelope;

  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status at the last try; none when no answer came" })
  @Column({ name: 'last_response_code', type: 'integer', nullable: true })
  lastResponseCode: number | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null;

  @Field(() => WebhookDeliveryStatus, { name: 'status' })
  get deliveryStatus(): WebhookDeliveryStatus {
    if (this.status === DeliveryStatus.sent) return WebhookDeliveryStatus.delivered;
    return this.status === DeliveryStatus.pending ? WebhookDeliveryStatus.pending : WebhookDeliveryStatus.failed;
  }

  @Field(() => Date, { nullable: true, description: 'When the receiver took it' })
  get deliveredAt(): Date | null {
    return this.sentAt;
  }

  @Field({ description: 'The request body as sent (JSON)' })
  get body(): string {
    return JSON.stringify(this.payload);
  }
}
