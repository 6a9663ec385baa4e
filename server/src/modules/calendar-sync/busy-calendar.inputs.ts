import { IsInt, IsOptional, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { BusyCalendarMessages, MAX_BUSY_CALENDAR_NAME_LENGTH } from '@plumbing/shared';
import { SingleLine } from '../../lib/single-line';
import { MAX_URL_LENGTH } from '../../lib/outbound-url';

/** A calendar as the owner fills it in: its private address (checked by the service), a name, the crew it blocks. */
@InputType()
export class BusyCalendarInput {
  @Field(() => String, {
    nullable: true,
    description: "The calendar's private iCal address (https:// or webcal://); needed to add one, left out to keep the one saved",
  })
  @IsOptional()
  @MaxLength(MAX_URL_LENGTH, { message: BusyCalendarMessages.addressTooLong })
  url?: string | null;

  @Field({ defaultValue: '' })
  @MaxLength(MAX_BUSY_CALENDAR_NAME_LENGTH, { message: BusyCalendarMessages.nameTooLong })
  @SingleLine(BusyCalendarMessages.nameOneLine)
  name: string;

  @Field(() => Int, { nullable: true, description: 'The one crew its events block; left out: every crew' })
  @IsOptional()
  @IsInt()
  @Min(1)
  crew?: number | null;
}
