import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg } from '../../lib/id-arg';
import { OwnerOrScope, type RequestContext } from '../auth';
import { ShownCustomerPhoto, type CustomerPhotoService } from '../customer-photos';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput } from './contact.inputs';
import type { ContactService } from './contact.service';

@Resolver(() => ContactMessage)
export class ContactResolver {
  constructor(private readonly services: { contact: ContactService; customerPhotos: CustomerPhotoService }) {}

  @Mutation(() => Boolean, { description: 'Stores a contact-form message and e-mails it to the business (public)' })
  sendContactMessage(@Arg('input') input: ContactMessageInput, @Ctx() { clientAddress }: RequestContext): Promise<boolean> {
    return this.services.contact.send(input, clientAddress);
  }

  @OwnerOrScope('messages:read')
  @Query(() => [ContactMessage], { description: 'Contact-form messages, open ones first' })
  contactMessages(): Promise<ContactMessage[]> {
    return this.services.contact.list();
  }

  @OwnerOrScope('messages:read')
  @Query(() => ContactMessage, { nullable: true, description: 'One contact-form message; null when there is none' })
  contactMessage(@IdArg() id: string): Promise<ContactMessage | null> {
    return this.services.contact.get(id);
  }

  @OwnerOrScope('messages:write')
  @Mutation(() => ContactMessage)
  setContactMessageHandled(@IdArg() id: string, @Arg('handled') handled: boolean): Promise<ContactMessage> {
    return this.services.contact.setHandled(id, handled);
  }

  @OwnerOrScope('messages:write')
  @Mutation(() => Boolean, { description: 'Deletes a message and the photos sent with it; false when there is none' })
  deleteContactMessage(@IdArg() id: string): Promise<boolean> {
    return this.services.contact.delete(id);
  }

  @FieldResolver(() => [ShownCustomerPhoto], { description: 'The photos the customer sent with the message (issue #40)' })
  photos(@Root() message: ContactMessage): Promise<ShownCustomerPhoto[]> {
    return this.services.customerPhotos.shown({ messageId: message.id });
  }
}
