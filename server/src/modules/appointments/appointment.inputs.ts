import { ArrayMaxSize, IsEnum, IsIn, IsInt, IsNotEmpty, IsOptional, MaxDate, MaxLength, MinDate, ValidateIf } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { IsDeliverableEmail } from '../../lib/email-address';
import { CustomerEmail, CustomerFormInput, CustomerPhone } from '../../lib/customer-form-input';
import { LocaleValue } from '../../lib/locale-enum';
import {
  AppointmentMessages,
  FIRST_YEAR,
  LAST_YEAR,
  LOCALES,
  MAX_PROPOSED_TIMES,
  MAX_REASON_LENGTH,
  OwnerNoticeMessages,
  type Locale,
} from '@plumbing/shared';
import { ServiceType, type Appointment } from './appointment.entity';

/** The public booking form (spec §2 /schedule); messages of spec §5. */
@InputType()
export class AppointmentRequestInput extends CustomerFormInput implements Partial<Appointment> {
  @Field()
  @IsNotEmpty({ message: AppointmentMessages.nameRequired })
  @MaxLength(120, { message: AppointmentMessages.nameTooLong })
  customerName: string;

  @Field()
  @CustomerEmail(AppointmentMessages)
  customerEmail: string;

  @Field()
  @CustomerPhone(AppointmentMessages)
  customerPhone: string;

  @Field(() => String)
  @IsEnum(ServiceType, { message: AppointmentMessages.serviceRequired })
  serviceType: ServiceType;

  @Field(() => String, { nullable: true, defaultValue: '' })
  @IsOptional()
  @MaxLength(2000, { message: AppointmentMessages.descriptionTooLong })
  description: string;

  @Field(() => String, { nullable: true, description: 'Where the work is done (optional; spec §4 extension)' })
  @IsOptional()
  @MaxLength(200, { message: AppointmentMessages.serviceAddressTooLong })
  serviceAddress?: string | null;

  @Field({ description: "A slot's startsAt from availability(date)" })
  @MinDate(new Date(Date.UTC(FIRST_YEAR, 0, 1)), { message: AppointmentMessages.dateOutOfRange })
  @MaxDate(new Date(Date.UTC(LAST_YEAR + 1, 0, 1) - 1), { message: AppointmentMessages.dateOutOfRange })
  preferredDate: Date;
}

/** A job the owner took by phone (issue #50): confirmed at once; the e-mail is optional. */
@InputType()
export class PhoneJobInput implements Partial<Appointment> {
  @Field()
  @IsNotEmpty({ message: AppointmentMessages.nameRequired })
  @MaxLength(120, { message: AppointmentMessages.nameTooLong })
  customerName: string;

  @Field()
  @CustomerPhone(AppointmentMessages)
  customerPhone: string;

  @Field(() => String, { nullable: true, description: 'Left out or empty: nothing is e-mailed' })
  @IsOptional()
  @ValidateIf((input: PhoneJobInput) => Boolean(input.customerEmail?.trim()))
  @IsDeliverableEmail(AppointmentMessages.emailInvalid)
  @MaxLength(254, { message: AppointmentMessages.emailInvalid })
  customerEmail?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200, { message: AppointmentMessages.serviceAddressTooLong })
  serviceAddress?: string | null;

  @Field(() => ServiceType)
  @IsEnum(ServiceType, { message: AppointmentMessages.serviceRequired })
  serviceType: ServiceType;

  @Field({ description: "A free start time (jobStarts' startsAt)" })
  @MinDate(new Date(Date.UTC(FIRST_YEAR, 0, 1)), { message: AppointmentMessages.dateOutOfRange })
  @MaxDate(new Date(Date.UTC(LAST_YEAR + 1, 0, 1) - 1), { message: AppointmentMessages.dateOutOfRange })
  startsAt: Date;

  @Field(() => Int, { nullable: true, description: 'The crew; left out: the first free one' })
  @IsOptional()
  @IsInt()
  crew?: number;

  @Field(() => String, { nullable: true, description: 'What the job is about, for the crew' })
  @IsOptional()
  @MaxLength(2000, { message: AppointmentMessages.descriptionTooLong })
  note?: string | null;

  @Field(() => LocaleValue, { nullable: true, defaultValue: 'en', description: "The language of the customer's e-mails" })
  @IsOptional()
  @IsIn(LOCALES)
  locale?: Locale;
}

/** What the owner adds to a rejection or a cancellation (issue #50): words for the customer, and other times with a rejection. */
@InputType()
export class StatusNoteInput {
  @Field(() => String, {
    nullable: true,
    description: 'Why, in words for the customer (their e-mail shows it); only with rejected or cancelled',
  })
  @IsOptional()
  @MaxLength(MAX_REASON_LENGTH, { message: OwnerNoticeMessages.reasonTooLong })
  reason?: string | null;

  @Field(() => [Date], {
    nullable: true,
    description: `Up to ${MAX_PROPOSED_TIMES} other free start times (jobStarts' startsAt) held for the customer for 48 hours; only with rejected`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_PROPOSED_TIMES, { message: OwnerNoticeMessages.tooManyTimes })
  proposedTimes?: Date[] | null;
}
