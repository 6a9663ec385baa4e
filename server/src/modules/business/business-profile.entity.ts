import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type {
  AboutFigures,
  BusinessAddress as BusinessAddressData,
  BusinessProfileData,
  Closure as ClosureData,
  OpeningRange as OpeningRangeData,
  ServiceArea as ServiceAreaData,
} from '@plumbing/shared';

@ObjectType()
export class BusinessAddress implements BusinessAddressData {
  @Field()
  @Column({ type: 'varchar', length: 120 })
  street: string;

  @Field()
  @Column({ type: 'varchar', length: 80 })
  city: string;

  @Field({ description: 'Two-letter state, e.g. FL' })
  @Column({ type: 'varchar', length: 2 })
  region: string;

  @Field({ description: 'ZIP code' })
  @Column({ name: 'postal_code', type: 'varchar', length: 10 })
  postalCode: string;
}

@ObjectType()
export class BusinessFigures implements AboutFigures {
  @Field(() => Int)
  @Column({ name: 'figure_customers', type: 'int' })
  customers: number;

  @Field(() => Int, { description: 'Percent' })
  @Column({ name: 'figure_satisfaction', type: 'int' })
  satisfaction: number;
}

@ObjectType()
export class OpeningRange implements OpeningRangeData {
  @Field({ description: 'HH:MM in the business time zone' })
  open: string;

  @Field({ description: 'HH:MM in the business time zone; 24:00 is midnight at the end of the day' })
  close: string;
}

@ObjectType({ description: 'Days the office is closed all day, whatever its weekly hours say: a holiday, a vacation' })
export class Closure implements ClosureData {
  @Field({ description: 'What visitors read, e.g. Thanksgiving Day' })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: 'What visitors read on the Spanish pages, e.g. Día de Acción de Gracias; null: the name',
  })
  spanishName?: string | null;

  @Field({ description: 'The first day closed, YYYY-MM-DD in the business time zone' })
  from: string;

  @Field({ description: 'The last day closed, inclusive; the same as from for one day' })
  to: string;
}

@ObjectType({ description: 'A place the business serves, with the ZIP codes booking requests are checked against (issue #42)' })
export class ServiceArea implements ServiceAreaData {
  @Field({ description: 'What visitors read, e.g. Brandon' })
  name: string;

  @Field({ description: 'Unique, kebab-case: the area page is /service-areas/{slug}' })
  slug: string;

  @Field(() => [String], { description: 'Five-digit ZIP codes; none: bookings there are not checked' })
  zipCodes: string[];
}

/**
 * The business's own facts (issue #17): one row, seeded once from the BUSINESS_* settings and
 * edited by the owner in /admin/business. Public: every field may be shown to visitors.
 */
@ObjectType()
@Entity('business_profile')
export class BusinessProfile implements BusinessProfileData {
  /** Always 1: there is one business. */
  @PrimaryColumn({ type: 'smallint', default: 1 })
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field({ description: 'The office phone, formatted "(813) 555-0142"' })
  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Field()
  @Column({ name: 'emergency_phone', type: 'varchar', length: 40 })
  emergencyPhone: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => BusinessAddress)
  @Column(() => BusinessAddress, { prefix: false })
  address: BusinessAddress;

  @Field(() => Float, { nullable: true })
  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Field(() => Float, { nullable: true })
  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;

  @Field(() => [String], { description: 'Contractor licence numbers, e.g. CFC1430000' })
  @Column({ name: 'licence_numbers', type: 'text', array: true })
  licenceNumbers: string[];

  @Field(() => [[OpeningRange]], { description: 'Seven days from Sunday; a day without ranges is closed' })
  @Column({ name: 'opening_hours', type: 'jsonb' })
  openingHours: OpeningRange[][];

  @Field(() => [Closure], { description: 'Holidays and other closures, by first day: closed all day, for "Open now" and bookings alike' })
  @Column({ type: 'jsonb' })
  closures: Closure[];

  @Field({ description: 'Whether the 24/7 emergency line is offered' })
  @Column({ name: 'emergency_service', type: 'boolean' })
  emergencyService: boolean;

  @Field(() => [ServiceArea], { description: 'The cities, neighbourhoods and counties served' })
  @Column({ name: 'service_areas', type: 'jsonb' })
  serviceAreas: ServiceArea[];

  @Field(() => Int)
  @Column({ name: 'founded_year', type: 'int' })
  foundedYear: number;

  @Field(() => BusinessFigures, { description: "The about page's figures" })
  @Column(() => BusinessFigures, { prefix: false })
  figures: BusinessFigures;

  @Field(() => String, { nullable: true, description: 'Where customers leave a review' })
  @Column({ name: 'review_url', type: 'varchar', length: 500, nullable: true })
  reviewUrl: string | null;

  @Field(() => [String], { description: 'Social profile URLs' })
  @Column({ name: 'social_profiles', type: 'text', array: true })
  socialProfiles: string[];

  @Field({ description: 'Whether the office is open now, in the business time zone' })
  openNow: boolean;

  @Field(() => Date, { nullable: true, description: 'When the office next opens or closes; null when it never opens' })
  nextChange: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
