import { ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';
import {
  BusinessMessages,
  ClosureMessages,
  closuresRefusal,
  openingRangesRefusal,
  repeatedSlug,
  WEEKDAY_NAMES,
  type Closure,
  type OpeningRange,
  type ServiceArea,
} from '@plumbing/shared';
import { formatUsPhone } from './us-phone';

// The business profile's own checks (business-profile.inputs.ts), in the shared rules' words.

@ValidatorConstraint({ name: 'usPhone' })
export class IsUsPhone implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return typeof value === 'string' && formatUsPhone(value) !== null;
  }
  defaultMessage() {
    return BusinessMessages.phoneInvalid;
  }
}

/** Why a week of opening hours cannot be kept, naming the day; undefined when it can. */
export function weeklyHoursRefusal(week: unknown): string | undefined {
  if (!Array.isArray(week) || week.length !== 7) return BusinessMessages.openingHoursWeek;
  for (const [day, ranges] of week.entries()) {
    const refusal = openingRangesRefusal(ranges as OpeningRange[]);
    if (refusal) return `${WEEKDAY_NAMES[day]}: ${refusal}`;
  }
  return undefined;
}

@ValidatorConstraint({ name: 'weeklyHours' })
export class IsWeeklyHours implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return weeklyHoursRefusal(value) === undefined;
  }
  defaultMessage({ value }: ValidationArguments) {
    return weeklyHoursRefusal(value)!;
  }
}

@ValidatorConstraint({ name: 'closures' })
export class AreClosures implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return Array.isArray(value) && closuresRefusal(value) === undefined;
  }
  defaultMessage({ value }: ValidationArguments) {
    return closuresRefusal(value as Closure[]) ?? ClosureMessages.dateInvalid;
  }
}

@ValidatorConstraint({ name: 'uniqueSlugs' })
export class HaveUniqueSlugs implements ValidatorConstraintInterface {
  validate(value: unknown) {
    return Array.isArray(value) && repeatedSlug(value as ServiceArea[]) === undefined;
  }
  defaultMessage({ value }: ValidationArguments) {
    return BusinessMessages.serviceAreaSlugTaken(repeatedSlug(value as ServiceArea[]) ?? '');
  }
}
