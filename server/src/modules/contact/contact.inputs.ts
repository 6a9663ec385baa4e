import { IsEnum, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { CustomerEmail, CustomerFormInput, CustomerPhone } from '../../lib/customer-form-input';
import { ContactMessages } from '@plumbing/shared';
import { ContactService, type ContactMessage } from './contact-message.entity';

/** The public contact form (spec §2 /contact): every field required. */
@InputType()
export class ContactMessageInput extends CustomerFormInput implements Partial<ContactMessage> {
  @Field()
  @Matches(/\S/, { message: ContactMessages.nameRequired })
  @MaxLength(120, { message: 'Name must be at most 120 characters' })
  name: string;

  @Field()
  @CustomerEmail(ContactMessages)
  email: string;

  @Field()
  @CustomerPhone(ContactMessages)
  phone: string;

  @Field(() => String)
  @IsEnum(ContactService, { message: ContactMessages.serviceRequired })
  service: ContactService;

  @Field()
  @Matches(/\S/, { message: ContactMessages.messageRequired })
  @MaxLength(5000, { message: ContactMessages.messageTooLong })
  message: string;
}
