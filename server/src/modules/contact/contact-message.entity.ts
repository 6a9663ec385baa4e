import { CONTACT_SERVICE_LABELS, type ContactServiceValue, type Locale } from '@plumbing/shared';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { graphqlEnum } from '../../lib/graphql-enum';
import { LocaleValue } from '../../lib/locale-enum';
import { shownPhone } from '../../lib/phone';

/** Spec §2 /contact: the Service Needed values. */
export const ContactService = graphqlEnum('ContactService', CONTACT_SERVICE_LABELS);
export type ContactService = ContactServiceValue;

/** A message sent from the contact form (spec §3), kept for the owner. Admin-only to read. */
@ObjectType()
@Entity('contact_message')
@Index('contact_message_created', ['createdAt'])
export class ContactMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** E.164 when it is a real number (lib/phone.ts); read in GraphQL as people read it. */
  @Column({ type: 'varchar', length: 40 })
  phone: string;

  @Field(() => String, { name: 'phone', description: 'As people read it: "(813) 555-1234"' })
  get phoneShown(): string {
    return shownPhone(this.phone);
  }

  @Field(() => ContactService)
  @Column({ type: 'varchar', length: 20 })
  service: ContactService;

  @Field()
  @Column({ type: 'text' })
  message: string;

  @Field(() => LocaleValue, { description: "The customer's language: the page they wrote from; their e-mails speak it" })
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: Locale;

  @Field(() => Date, { nullable: true, description: 'When the owner marked it handled; null while open' })
  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the owner first marked it handled: the answer to it' })
  @Column({ name: 'first_response_at', type: 'timestamptz', nullable: true })
  firstResponseAt: Date | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A message as it is stored: the form's fields, trimmed. */
export type MessageFields = Pick<ContactMessage, 'name' | 'email' | 'phone' | 'service' | 'message'> & {
  /** The language the visitor wrote in; a message kept on disk before languages were stored has none (English). */
  locale?: Locale;
  /** The upload token of the photos sent with it (issue #40); not a column: the photos point at the message. */
  photoToken?: string | null;
};
