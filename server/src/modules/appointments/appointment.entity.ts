import { SERVICE_TYPE_LABELS, type Locale, type ServiceTypeValue } from '@plumbing/shared';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Exclusion, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../db/timestamped';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';
import { LocaleValue } from '../../lib/locale-enum';
import { shownPhone } from '../../lib/phone';

export const AppointmentStatus = graphqlEnum('AppointmentStatus', ['pending', 'confirmed', 'rejected', 'completed', 'cancelled']);
export type AppointmentStatus = ValueOf<typeof AppointmentStatus>;

/** pending and confirmed appointments hold their slot (pending ones for PENDING_REQUEST_HOLD_DAYS); the others free it. */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = [AppointmentStatus.pending, AppointmentStatus.confirmed];

export const ServiceType = graphqlEnum('ServiceType', SERVICE_TYPE_LABELS);

/** Who put the job on the calendar: a visitor's request online, or the owner (a job taken by phone, issue #50). */
export const BookedBy = graphqlEnum('BookedBy', ['customer', 'owner']);
export type BookedBy = ValueOf<typeof BookedBy>;
export type ServiceType = ServiceTypeValue;

/** An appointment request and its state (spec §3). Admin-only: the public never reads these. */
@ObjectType()
@Entity('appointment')
// No two active jobs of one crew overlap (issue #50): the database refuses a double booking outright, whatever the interleaving.
@Exclusion(
  'appointment_crew_free',
  `USING gist (crew WITH =, tstzrange(preferred_date, blocked_until) WITH &&) WHERE (status IN ('pending', 'confirmed') AND NOT kept_overlapping)`,
)
// Today's response time reads the last 30 days' requests.
@Index('appointment_created', ['createdAt'])
export class Appointment extends Timestamped {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ name: 'customer_name', type: 'varchar', length: 120 })
  customerName: string;

  @Field()
  @Column({ name: 'customer_email', type: 'varchar', length: 254 })
  customerEmail: string;

  /** E.164 when it is a real number (lib/phone.ts); read in GraphQL as people read it. */
  @Column({ name: 'customer_phone', type: 'varchar', length: 40 })
  customerPhone: string;

  @Field(() => String, { name: 'customerPhone', description: 'As people read it: "(813) 555-1234"' })
  get customerPhoneShown(): string {
    return shownPhone(this.customerPhone);
  }

  @Field(() => ServiceType)
  @Column({ name: 'service_type', type: 'varchar', length: 20 })
  serviceType: ServiceType;

  @Field({ description: 'The start of the booked slot' })
  @Column({ name: 'preferred_date', type: 'timestamptz' })
  preferredDate: Date;

  @Field(() => Int, { description: "How long the job takes, in minutes: its service's length when it was booked (issue #50)" })
  @Column({ name: 'duration_minutes', type: 'integer' })
  durationMinutes: number;

  /** The end of the drive after the job: its crew is not free before (issue #50). */
  @Column({ name: 'blocked_until', type: 'timestamptz' })
  blockedUntil: Date;

  @Field(() => Int, { description: 'The crew that does the job (issue #50)' })
  @Column({ type: 'integer', default: 1 })
  crew: number;

  @Field(() => BookedBy, { description: 'A request from the website, or a job the owner took by phone (issue #50)' })
  @Column({ name: 'booked_by', type: 'varchar', length: 10, default: BookedBy.customer })
  bookedBy: BookedBy;

  @Field({
    description:
      'Kept though it overlaps another job of its crew (booked before jobs had lengths, issue #50): the owner moves or reassigns one of them',
  })
  @Column({ name: 'kept_overlapping', type: 'boolean', default: false })
  keptOverlapping: boolean;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'alternative_date', type: 'timestamptz', nullable: true })
  alternativeDate: Date | null;

  @Field()
  @Column({ type: 'text', default: '' })
  description: string;

  @Field(() => String, { nullable: true, description: 'Where the work is done, when the customer gave it' })
  @Column({ name: 'service_address', type: 'varchar', length: 200, nullable: true })
  serviceAddress: string | null;

  @Field({ description: "Whether the service address's ZIP code is in none of the service areas' lists (issue #42): the owner decides" })
  @Column({ name: 'outside_service_area', type: 'boolean', default: false })
  outsideServiceArea: boolean;

  @Field(() => AppointmentStatus)
  @Column({ type: 'varchar', length: 12, default: AppointmentStatus.pending })
  status: AppointmentStatus;

  @Field(() => LocaleValue, { description: "The customer's language: the page they wrote from; their e-mails speak it" })
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: Locale;

  @Field(() => Date, { nullable: true, description: 'When the owner first changed its status: the answer to the request' })
  @Column({ name: 'first_response_at', type: 'timestamptz', nullable: true })
  firstResponseAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the customer last moved it to another time through the manage link' })
  @Column({ name: 'rescheduled_at', type: 'timestamptz', nullable: true })
  rescheduledAt: Date | null;

  /** The calendar event's SEQUENCE (RFC 5545): one more with each change of time or status the customer's calendar must follow. */
  @Column({ name: 'calendar_sequence', type: 'integer', default: 0 })
  calendarSequence: number;
}
