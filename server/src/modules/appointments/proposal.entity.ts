import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A time the owner proposed when rejecting a request (issue #50), held for its customer on a crew
 * (with the drive after it) until `expiresAt`: the scheduling counts it as a job meanwhile, and
 * nobody else can book it. The customer's pick books it and lets the others go; expired, it simply
 * stops counting.
 */
@Entity('appointment_proposal')
@Unique('appointment_proposal_once', ['appointmentId', 'startsAt'])
@Index('appointment_proposal_expires', ['expiresAt'])
export class AppointmentProposal {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'appointment_id', type: 'uuid' })
  appointmentId: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'blocked_until', type: 'timestamptz' })
  blockedUntil: Date;

  @Column({ type: 'integer' })
  crew: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A proposed time as the customer's manage page and the owner's dialog show it. */
@ObjectType({ description: 'A time the owner proposed instead of the one rejected, held for the customer for 48 hours' })
export class ProposedTime {
  @Field({ description: 'The start of the proposed visit' })
  startsAt: Date;

  @Field({ description: 'Until when it is held for the customer' })
  heldUntil: Date;

  @Field({ description: 'Whether it is still held (and can be booked with one tap)' })
  held: boolean;
}

/** A time held for a rejected request's customer, as the owner's calendar draws it in its crew's column (admin only). */
@ObjectType({ description: "A time held for a customer whose request was rejected, on the owner's calendar (admin only)" })
export class HeldTime {
  @Field(() => ID, { description: 'The rejected request it is held for' })
  appointmentId: string;

  @Field({ description: 'Whom it is held for' })
  customerName: string;

  @Field({ description: 'The start of the visit held' })
  startsAt: Date;

  @Field({ description: "The end of the visit held (the job's length; the drive after it is held too)" })
  endsAt: Date;

  @Field(() => Int, { description: 'The crew it is held on' })
  crew: number;

  @Field({ description: 'Until when it is held' })
  heldUntil: Date;
}
