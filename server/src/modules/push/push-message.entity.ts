import { Column, Entity, Index } from 'typeorm';
import { OutboxRow } from '../../db/outbox-row';

/** What a notification shows, and the admin URL its tap opens: nothing more travels (encrypted) through the push service. */
export interface PushNotification {
  title: string;
  body: string;
  /** A path of this site, e.g. /admin/appointments?id=… */
  url: string;
  /** Notifications with one tag replace each other on the device. */
  tag: string;
}

/** A notification for one device in the push outbox: written with the change it announces, sent after commit, retried. */
@Entity('push_message')
@Index('push_message_due', ['nextAttemptAt'], { where: `status = 'pending'` })
export class PushMessage extends OutboxRow {
  /** No foreign key: a device removed while a worker holds its messages must not wait for that worker. */
  @Index('push_message_subscription')
  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId: string;

  @Column({ type: 'varchar', length: 50 })
  kind: string;

  @Column({ type: 'jsonb' })
  payload: PushNotification;
}
