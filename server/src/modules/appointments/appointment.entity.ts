import { SERVICE_TYPE_LABELS, type Locale, type ServiceTypeValue } from '@plumbing/shared';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../db/timestamped';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';
import { LocaleValue } from '../../lib/locale-enum';
import { shownPhone } from '../../lib/phone';

export const AppointmentStatus = graphqlEnum('AppointmentStatus', ['pending', 'confirmed', 'rejected', 'completed', 'cancelled']);
export type AppointmentStatus = ValueOf<typeof AppointmentStatus>;

/** pending and confirmed appointments hold their slot (pending ones for PENDING_REQUEST_HOLD_DAYS); the others free it. */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = [AppointmentStatus.pending, AppointmentStatus.confirmed];

export const ServiceType = graphqlEnum('ServiceType', SERVICE_TYPE_LABELS);
export type ServiceType = ServiceTypeValue;

/** An appointment request and its state (spec §3). Admin-only: the public never reads these. */
@ObjectType()
@Entity('appointment')
// At most one active appointment per slot: the database refuses a double booking outright.
@Index('appointment_one_active_per_slot', ['preferredDate'], { unique: true, where: `status IN ('pending', 'confirmed')` })
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
