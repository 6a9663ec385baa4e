import {
  ArrayMaxSize,
  ArrayUnique,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  AppointmentMessages,
  DEFAULT_JOB_RULES,
  MAX_CREWS,
  SERVICE_TYPE_LABELS,
  SETTING_RANGES,
  type Crew as CrewRule,
  type JobRules,
  type ServiceRule as ServiceRuleShape,
} from '@plumbing/shared';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { OwnerOrScope } from '../auth';
import { ServiceType } from './appointment.entity';

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

/** How long one service type's job takes and whether visitors may book it online (issue #50). */
@ObjectType()
@InputType('ServiceRuleInput')
export class ServiceRule implements ServiceRuleShape {
  @Field(() => ServiceType)
  @IsIn(Object.keys(SERVICE_TYPE_LABELS))
  serviceType: ServiceType;

  @Field(() => Int, { description: 'How long the job takes, in minutes (15 to 720, in quarters of an hour)' })
  @IsInt()
  minutes: number;

  @Field({ description: 'Whether visitors may book it on the website; otherwise they are asked to call' })
  @IsBoolean()
  bookableOnline: boolean;

  @Field({
    defaultValue: false,
    description:
      'Whether an online booking of it is confirmed when it is made (the receipt is the confirmation); otherwise it waits for the owner',
  })
  @IsBoolean()
  confirmAtOnce: boolean;
}

/** A crew: one job at a time (issue #50). Its id stays while the owner renames it. */
@ObjectType()
@InputType('CrewInput')
export class Crew implements CrewRule {
  @Field(() => Int)
  @IsInt()
  id: number;

  @Field()
  @MaxLength(200)
  name: string;
}

@ObjectType()
export class AppointmentSettings implements JobRules {
  @Field()
  enableScheduling: boolean;

  @Field(() => [Int], { description: 'Weekdays open for booking, 0 = Sunday' })
  availableDays: number[];

  @Field(() => BusinessHours)
  availableHours: BusinessHours;

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

  @Field(() => [ServiceRule], { description: 'Per service type: how long its job takes and whether it is booked online (issue #50)' })
  services: ServiceRule[];

  @Field(() => Int, { description: 'Minutes kept free after every job for the drive to the next (issue #50)' })
  travelBufferMinutes: number;

  // The owner's own: the names they give their crews are not the public's.
  @OwnerOrScope('appointments:read')
  @Field(() => [Crew], { description: 'The crews, in the order bookings go to them (owner only; issue #50)' })
  crews: Crew[];
}

/** Spec §9 defaults: enabled, Monday to Friday, 09:00 to 17:00, 1 to 30 days ahead; issue #50's job rules. */
export const DEFAULT_APPOINTMENT_SETTINGS: AppointmentSettings = {
  enableScheduling: true,
  availableDays: [1, 2, 3, 4, 5],
  availableHours: { start: '09:00', end: '17:00' },
  minDaysInAdvance: 1,
  maxDaysInAdvance: 30,
  changeCutoffHours: 2,
  reminderLeadHours: 24,
  reviewDelayHours: 2,
  services: DEFAULT_JOB_RULES.services.map((rule) => ({ ...rule, confirmAtOnce: rule.confirmAtOnce ?? false })),
  travelBufferMinutes: DEFAULT_JOB_RULES.travelBufferMinutes,
  crews: DEFAULT_JOB_RULES.crews.map((crew) => ({ ...crew })),
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

  @Field(() => Int)
  @IsInt()
  @Min(SETTING_RANGES.minDaysInAdvance.min, { message: `Minimum days in advance must be at least ${SETTING_RANGES.minDaysInAdvance.min}` })
  @Max(SETTING_RANGES.minDaysInAdvance.max)
  minDaysInAdvance: number;

  @Field(() => Int)
  @IsInt()
  @Min(SETTING_RANGES.maxDaysInAdvance.min, { message: `Maximum days in advance must be at least ${SETTING_RANGES.maxDaysInAdvance.min}` })
  @Max(SETTING_RANGES.maxDaysInAdvance.max)
  maxDaysInAdvance: number;

  @Field(() => Int, { nullable: true, description: 'Left out: stays as it is' })
  @IsOptional()
  @IsInt()
  @Min(SETTING_RANGES.changeCutoffHours.min, { message: AppointmentMessages.cutoffRange })
  @Max(SETTING_RANGES.changeCutoffHours.max, { message: AppointmentMessages.cutoffRange })
  changeCutoffHours?: number;

  @Field(() => Int, { nullable: true, description: 'Left out: stays as it is' })
  @IsOptional()
  @IsInt()
  @Min(SETTING_RANGES.reminderLeadHours.min, { message: AppointmentMessages.reminderLeadRange })
  @Max(SETTING_RANGES.reminderLeadHours.max, { message: AppointmentMessages.reminderLeadRange })
  reminderLeadHours?: number;

  @Field(() => Int, { nullable: true, description: 'Left out: stays as it is' })
  @IsOptional()
  @IsInt()
  @Min(SETTING_RANGES.reviewDelayHours.min, { message: AppointmentMessages.reviewDelayRange })
  @Max(SETTING_RANGES.reviewDelayHours.max, { message: AppointmentMessages.reviewDelayRange })
  reviewDelayHours?: number;

  // The job rules (issue #50); their ranges are checked together by jobRulesRefusal, as the admin form does.
  @Field(() => [ServiceRule], { nullable: true, description: 'Left out: stays as it is' })
  @IsOptional()
  @ArrayMaxSize(Object.keys(SERVICE_TYPE_LABELS).length)
  @ValidateNested({ each: true })
  services?: ServiceRule[];

  @Field(() => Int, { nullable: true, description: 'Left out: stays as it is' })
  @IsOptional()
  @IsInt()
  travelBufferMinutes?: number;

  @Field(() => [Crew], { nullable: true, description: 'Left out: stays as it is' })
  @IsOptional()
  @ArrayMaxSize(MAX_CREWS + 1)
  @ValidateNested({ each: true })
  crews?: Crew[];
}
