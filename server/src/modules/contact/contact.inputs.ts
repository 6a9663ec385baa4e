import { IsEnum, IsIn, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsDeliverableEmail } from '../../lib/email-address';
import { LocaleValue } from '../../lib/locale-enum';
import { ContactMessages, LOCALES, type Locale } from '@plumbing/shared';
import { ContactService, type ContactMessage } from './contact-message.entity';

/** The public contact form (spec §2 /contact): every field required. */
@InputType()
export class ContactMessageInput implements Partial<ContactMessage> {
  @Field()
  @Matches(/\S/, { message: ContactMessages.nameRequired })
  @MaxLength(120, { message: 'Name must be at most 120 characters' })
  name: string;

  @Field()
  @IsNotEmpty({ message: ContactMessages.emailRequired })
  @IsDeliverableEmail(ContactMessages.emailInvalid)
  @MaxLength(254, { message: ContactMessages.emailInvalid })
  email: string;

  @Field()
  @IsNotEmpty({ message: ContactMessages.phoneRequired })
  @Matches(/^[0-9+().\-\s]{7,25}$/, { message: ContactMessages.phoneInvalid })
  phone: string;

  @Field(() => String)
  @IsEnum(ContactService, { message: ContactMessages.serviceRequired })
  service: ContactService;

  @Field()
  @Matches(/\S/, { message: ContactMessages.messageRequired })
  @MaxLength(5000, { message: ContactMessages.messageTooLong })
  message: string;

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
