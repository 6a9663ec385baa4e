import { ArrayMaxSize, ArrayUnique, IsBoolean, IsInt, IsOptional, Matches, Max, Min, ValidateNested } from 'class-validator';
import { AppointmentMessages } from '@plumbing/shared';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

export const APPOINTMENT_SETTINGS_KEY = 'appointment_settings';
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

@ObjectType('BusinessHours')
@InputType('BusinessHoursInput')
export class BusinessHours {
  @Field()
  @Matches(CLOCK_TIME, { message: 'Times must be HH:MM, e.g. 09:00' })
  start: string;

  @Field()
  @Matches(CLOCK_TIME, { message: 'Times must be HH:MM, e.g. 17:00' })
  end: string;
}

@ObjectType()
export class AppointmentSettings {
  @Field()
  enableScheduling: boolean;

  @Field(() => [Int], { description: 'Weekdays open for booking, 0 = Sunday' })
  availableDays: number[];

  @Field(() => BusinessHours)
  availableHours: BusinessHours;

  @Field(() => [String], { description: 'YYYY-MM-DD dates closed for booking' })
  excludedDates: string[];

  @Field(() => Int)
  minDaysInAdvance: number;

  @Field(() => Int)
  maxDaysInAdvance: number;

  @Field(() => Int, { description: 'Customers cannot cancel or move a visit online within this many hours of it (issue #18)' })
  changeCutoffHours: number;

  @Field(() => Int, { description: 'A confirmed visit is reminded by e-mail this many hours before it; 0: no reminders (issue #18)' })
  reminderLeadHours: number;

  @Field(() => Int, { description: 'How long after the owner marks a visit completed the customer is asked for a review (issue #18)' })
  reviewDelayHours: number;
}

/** Spec §9 defaults: enabled, Monday to Friday, 09:00 to 17:00, 1 to 30 days ahead. */
export const DEFAULT_APPOINTMENT_SETTINGS: AppointmentSettings = {
  enableScheduling: true,
  availableDays: [1, 2, 3, 4, 5],
  availableHours: { start: '09:00', end: '17:00' },
  excludedDates: [],
  minDaysInAdvance: 1,
  maxDaysInAdvance: 30,
  changeCutoffHours: 2,
  reminderLeadHours: 24,
  reviewDelayHours: 2,
};

@InputType()
export class AppointmentSettingsInput implements Partial<AppointmentSettings> {
  @Field()
  @IsBoolean()
  enableScheduling: boolean;

  @Field(() => [Int])
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(0, { each: true, message: 'Days are numbers from 0 (Sunday) to 6 (Saturday)' })
  @Max(6, { each: true, message: 'Days are numbers from 0 (Sunday) to 6 (Saturday)' })
  availableDays: number[];

  @Field(() => BusinessHours)
  @ValidateNested()
  availableHours: BusinessHours;

  @Field(() => [String])
  @ArrayMaxSize(366)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { each: true, message: 'Excluded dates must be YYYY-MM-DD' })
  excludedDates: string[];

  @Field(() => Int)
  @IsInt()
  @Min(0, { message: 'Minimum days in advance must be at least 0' })
  @Max(365)
  minDaysInAdvance: number;

  @Field(() => Int)
  @IsInt()
  @Min(1, { message: 'Maximum days in advance must be at least 1' })
  @Max(365)
  maxDaysInAdvance: number;

  @Field(() => Int, { nullable: true, description: 'Left out: stays as it is' })
  @IsOptional()
  @IsInt()
  @Min(0, { message: AppointmentMessages.cutoffRange })
  @Max(168, { message: AppointmentMessages.cutoffRange })
  changeCutoffHours?: number;

  @Field(() => Int, { nullable: true, description: 'Left out: stays as it is' })
  @IsOptional()
  @IsInt()
  @Min(0, { message: AppointmentMessages.reminderLeadRange })
  @Max(336, { message: AppointmentMessages.reminderLeadRange })
  reminderLeadHours?: number;

  @Field(() => Int, { nullable: true, description: 'Left out: stays as it is' })
  @IsOptional()
  @IsInt()
  @Min(0, { message: AppointmentMessages.reviewDelayRange })
  @Max(336, { message: AppointmentMessages.reviewDelayRange })
  reviewDelayHours?: number;
}
