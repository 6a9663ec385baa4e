import { IsIn, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { LOCALES, type Locale } from '@plumbing/shared';
import { IsDeliverableEmail } from './email-address';
import { LocaleValue } from './locale-enum';

/** Applies each decorator in the order they would run stacked above a property (the last first). */
const stacked =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };

/** A customer's e-mail address, required: SMTP servers take it, at most 254 characters. */
export const CustomerEmail = (messages: { emailRequired: string; emailInvalid: string }) =>
  stacked(
    IsNotEmpty({ message: messages.emailRequired }),
    IsDeliverableEmail(messages.emailInvalid),
    MaxLength(254, { message: messages.emailInvalid }),
  );

/** A customer's phone number, required: digits and the usual separators, 7 to 25 characters. */
export const CustomerPhone = (messages: { phoneRequired: string; phoneInvalid: string }) =>
  stacked(IsNotEmpty({ message: messages.phoneRequired }), Matches(/^[0-9+().\-\s]{7,25}$/, { message: messages.phoneInvalid }));

/** What the public forms a customer sends (contact, booking) carry besides their own fields. */
@InputType()
export abstract class CustomerFormInput {
  @Field(() => LocaleValue, { nullable: true, defaultValue: 'en', description: 'The language of the page it was sent from' })
  @IsOptional()
  @IsIn(LOCALES)
  locale?: Locale;

  @Field(() => String, { nullable: true, description: 'Leave empty: a field only bots fill in' })
  @IsOptional()
  website?: string;

  @Field(() => String, {
    nullable: true,
    description: 'The upload token of the photos sent with this request (POST /api/customer-photos/token)',
  })
  @IsOptional()
  @MaxLength(200)
  photoToken?: string;
}
