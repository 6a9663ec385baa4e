import {
  ArrayMaxSize,
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
} from 'class-validator';
import { IsDeliverableEmail } from '../../lib/email-address';
import { Required } from '../../lib/required';
import { SingleLine } from '../../lib/single-line';
import { Field, Float, InputType, Int } from 'type-graphql';
import {
  BusinessMessages,
  type AboutFigures,
  type BusinessAddress,
  type BusinessProfileData,
  type Closure,
  type OpeningRange,
  type ServiceArea,
  MAX_AREA_ZIP_CODES,
  MAX_SERVICE_AREAS,
} from '@plumbing/shared';
import { AreClosures, HaveUniqueSlugs, IsUsPhone, IsWeeklyHours } from './business-profile.validators';

const WEB_ADDRESS = { protocols: ['https', 'http'], require_protocol: true };

@InputType()
export class ClosureInput implements Closure {
  @Field()
  @SingleLine(BusinessMessages.singleLine)
  @MaxLength(200)
  name: string;

  @Field(() => String, { nullable: true, description: 'What visitors read on the Spanish pages; empty: the name' })
  @IsOptional()
  @SingleLine(BusinessMessages.singleLine)
  @MaxLength(200)
  spanishName?: string | null;

  @Field({ description: 'YYYY-MM-DD' })
  @MaxLength(10)
  from: string;

  @Field({ description: 'YYYY-MM-DD, inclusive' })
  @MaxLength(10)
  to: string;
}

@InputType()
export class ServiceAreaInput implements ServiceArea {
  @Field()
  @Required(BusinessMessages.serviceAreaName)
  @MaxLength(60, { message: BusinessMessages.serviceAreaName })
  @SingleLine(BusinessMessages.singleLine)
  name: string;

  @Field({ description: 'Lowercase letters, digits and single hyphens; unique among the areas' })
  @MaxLength(60, { message: BusinessMessages.serviceAreaSlug })
  @Matches(/^\s*[a-z0-9]+(-[a-z0-9]+)*\s*$/, { message: BusinessMessages.serviceAreaSlug })
  slug: string;

  @Field(() => [String], { description: 'Five-digit ZIP codes; repeats are kept once' })
  @ArrayMaxSize(MAX_AREA_ZIP_CODES, { message: BusinessMessages.zipCodesTooMany })
  @Matches(/^\s*\d{5}\s*$/, { each: true, message: BusinessMessages.zipCodesInvalid })
  zipCodes: string[];
}

@InputType()
export class OpeningRangeInput implements OpeningRange {
  @Field({ description: 'HH:MM' })
  @MaxLength(5)
  open: string;

  @Field({ description: 'HH:MM; 24:00 is midnight at the end of the day' })
  @MaxLength(5)
  close: string;
}

@InputType()
export class BusinessAddressInput implements BusinessAddress {
  @Field()
  @Required(BusinessMessages.streetRequired)
  @SingleLine(BusinessMessages.singleLine)
  @MaxLength(120)
  street: string;

  @Field()
  @Required(BusinessMessages.cityRequired)
  @SingleLine(BusinessMessages.singleLine)
  @MaxLength(80)
  city: string;

  @Field()
  @Matches(/^\s*[A-Za-z]{2}\s*$/, { message: BusinessMessages.regionInvalid })
  region: string;

  @Field()
  @Matches(/^\s*\d{5}(-\d{4})?\s*$/, { message: BusinessMessages.postalCodeInvalid })
  postalCode: string;
}

@InputType()
export class BusinessFiguresInput implements AboutFigures {
  @Field(() => Int)
  @IsInt({ message: BusinessMessages.figureInvalid })
  @Min(0, { message: BusinessMessages.figureInvalid })
  @Max(100_000_000, { message: BusinessMessages.figureInvalid })
  customers: number;

  @Field(() => Int)
  @IsInt({ message: BusinessMessages.satisfactionInvalid })
  @Min(0, { message: BusinessMessages.satisfactionInvalid })
  @Max(100, { message: BusinessMessages.satisfactionInvalid })
  satisfaction: number;
}

/** Everything the owner edits in /admin/business; the service trims and formats it. */
@InputType()
export class BusinessProfileInput implements Omit<BusinessProfileData, 'closures'> {
  @Field()
  @Required(BusinessMessages.nameRequired)
  @SingleLine(BusinessMessages.singleLine)
  @MaxLength(120)
  name: string;

  @Field({ description: 'A US number in any usual form; kept as "(813) 555-0142"' })
  @Validate(IsUsPhone)
  @MaxLength(40, { message: BusinessMessages.phoneInvalid })
  phone: string;

  @Field()
  @Validate(IsUsPhone)
  @MaxLength(40, { message: BusinessMessages.phoneInvalid })
  emergencyPhone: string;

  @Field()
  @IsDeliverableEmail(BusinessMessages.emailInvalid)
  @MaxLength(254, { message: BusinessMessages.emailInvalid })
  email: string;

  @Field(() => BusinessAddressInput)
  @ValidateNested()
  address: BusinessAddressInput;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BusinessMessages.latitudeInvalid })
  @Min(-90, { message: BusinessMessages.latitudeInvalid })
  @Max(90, { message: BusinessMessages.latitudeInvalid })
  latitude: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: BusinessMessages.longitudeInvalid })
  @Min(-180, { message: BusinessMessages.longitudeInvalid })
  @Max(180, { message: BusinessMessages.longitudeInvalid })
  longitude: number | null;

  @Field(() => [String], { description: 'Letters and digits, 3 to 20 characters each' })
  @ArrayMaxSize(10)
  @Matches(/^\s*[A-Za-z0-9]{3,20}\s*$/, { each: true, message: BusinessMessages.licenceInvalid })
  licenceNumbers: string[];

  @Field(() => [[OpeningRangeInput]], { description: 'Seven days from Sunday; a day without ranges is closed' })
  @Validate(IsWeeklyHours)
  openingHours: OpeningRangeInput[][];

  @Field(() => [ClosureInput], { nullable: true, description: 'Holidays and other closures; omitted: kept as they are' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Validate(AreClosures)
  closures?: ClosureInput[] | null;

  @Field()
  @IsBoolean()
  emergencyService: boolean;

  @Field(() => [ServiceAreaInput])
  @ArrayMaxSize(MAX_SERVICE_AREAS, { message: BusinessMessages.serviceAreaTooLong })
  @ValidateNested({ each: true })
  @Validate(HaveUniqueSlugs)
  serviceAreas: ServiceAreaInput[];

  @Field(() => Int)
  @IsInt({ message: BusinessMessages.foundedYearInvalid })
  @Min(1900, { message: BusinessMessages.foundedYearInvalid })
  @Max(2100, { message: BusinessMessages.foundedYearInvalid })
  foundedYear: number;

  @Field(() => BusinessFiguresInput)
  @ValidateNested()
  figures: BusinessFiguresInput;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsUrl(WEB_ADDRESS, { message: BusinessMessages.urlInvalid })
  @MaxLength(500, { message: BusinessMessages.urlInvalid })
  reviewUrl: string | null;

  @Field(() => [String])
  @ArrayMaxSize(10, { message: BusinessMessages.socialProfilesTooLong })
  @IsUrl(WEB_ADDRESS, { each: true, message: BusinessMessages.urlInvalid })
  @MaxLength(500, { each: true, message: BusinessMessages.urlInvalid })
  socialProfiles: string[];
}
