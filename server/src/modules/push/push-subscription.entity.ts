import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One of the owner's devices that asked for notifications: where its push service takes messages
 * for it and the keys they are encrypted with (RFC 8291), which never leave the server.
 */
@ObjectType({ description: "A device of the owner's that receives push notifications (admin only)" })
@Entity('push_subscription')
export class PushSubscription {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: "The push service's address for this device; unique" })
  @Column({ type: 'text', unique: true })
  endpoint: string;

  /** The browser's P-256 public key, URL-safe base64. */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The browser's auth secret, URL-safe base64. */
  @Column({ type: 'varchar', length: 50 })
  auth: string;

  @Field({ description: 'What the device is, e.g. "Chrome on Android"' })
  @Column({ type: 'varchar', length: 100 })
  label: string;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Not a column: read from push_message when the devices are listed (a sender never writes this row). */
  @Field(() => Date, { nullable: true, description: 'When its push service last took a notification for it' })
  lastSentAt?: Date | null;
}
