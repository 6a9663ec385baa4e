import { IsEmail, IsEnum, IsNotEmpty, IsOptional, Matches, MaxDate, MaxLength, MinDate } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { FIRST_YEAR, LAST_YEAR } from '@plumbing/shared';
import { ServiceType, type Appointment } from './appointment.entity';
import { AppointmentMessages } from './appointment.messages';

/** The public booking form (spec §2 /schedule); messages of spec §5. */
@InputType()
export class AppointmentRequestInput implements Partial<Appointment> {
  @Field()
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(120, { message: 'Name must be at most 120 characters' })
  customerName: string;

  @Field()
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  customerEmail: string;

  @Field()
  @IsNotEmpty({ message: 'Phone number is required' })
  @Matches(/^[0-9+().\-\s]{7,25}$/, { message: 'Invalid phone number' })
  customerPhone: string;

  @Field(() => String)
  @IsEnum(ServiceType, { message: 'Please select a service type' })
  serviceType: ServiceType;

  @Field(() => String, { nullable: true, defaultValue: '' })
  @IsOptional()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description: string;

  @Field(() => String, { nullable: true, description: 'Where the work is done (optional; spec §4 extension)' })
  @IsOptional()
  @MaxLength(200, { message: 'Service address must be at most 200 characters' })
  serviceAddress?: string | null;

  @Field({ description: "A slot's startsAt from availability(date)" })
  @MinDate(new Date(Date.UTC(FIRST_YEAR, 0, 1)), { message: AppointmentMessages.dateOutOfRange })
  @MaxDate(new Date(Date.UTC(LAST_YEAR + 1, 0, 1) - 1), { message: AppointmentMessages.dateOutOfRange })
  preferredDate: Date;

  @Field(() => String, { nullable: true, description: 'Leave empty: a field only bots fill in' })
  @IsOptional()
  website?: string;
}
