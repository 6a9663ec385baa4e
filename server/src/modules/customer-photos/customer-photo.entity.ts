import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A photo a customer sent with a booking request or a message (issue #40); its bytes are in the storage under storageKeys(). */
@ObjectType({ description: 'A photo a customer sent with their request (admin only)' })
@Entity('customer_photo')
export class CustomerPhoto {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** SHA-256 (hex) of the upload token's nonce: the submission it was sent for, never a working token. */
  @Column({ type: 'char', length: 64 })
  submission: string;

  @Column({ name: 'appointment_id', type: 'uuid', nullable: true })
  appointmentId: string | null;

  @Column({ name: 'message_id', type: 'uuid', nullable: true })
  messageId: string | null;

  @Field(() => Int)
  @Column({ type: 'integer' })
  width: number;

  @Field(() => Int)
  @Column({ type: 'integer' })
  height: number;

  /** The kept JPEG's size. */
  @Field(() => Int)
  @Column({ type: 'integer' })
  bytes: number;

  /** When it arrived, by the service's clock (the sweep's, too). */
  @Field()
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Where a photo's kept JPEG and its thumbnail are stored: never under the public projects/ prefix. */
export function storageKeys(id: string): { full: string; thumbnail: string } {
  return { full: `customer-photos/${id}.jpg`, thumbnail: `customer-photos/${id}-thumb.jpg` };
}

/** A photo as the owner's screens show it: its size and two addresses that work for minutes. */
@ObjectType({ description: 'A photo the customer sent, with addresses that work for 10 minutes (admin only)' })
export class ShownCustomerPhoto {
  @Field(() => ID) id: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  @Field() createdAt: Date;
  @Field({ description: 'The photo (at most 2048 px), for a few minutes' })
  url: string;
  @Field({ description: 'A thumbnail of at most 320 px, for a few minutes' })
  thumbnailUrl: string;
}
