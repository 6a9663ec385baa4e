import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { IdArg } from '../../lib/id-arg';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput } from './contact.inputs';

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Mutation(() => Boolean, { description: 'Stores a contact-form message and e-mails it to the business (public)' })
  sendContactMessage(@Arg('input') input: ContactMessageInput, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.contact.send(input, ctx.clientAddress);
  }

  @Authorized()
  @Query(() => [ContactMessage], { description: 'Contact-form messages, open ones first' })
  contactMessages(@Ctx() { services }: Context): Promise<ContactMessage[]> {
    return services.contact.list();
  }

  @Authorized()
  @Mutation(() => ContactMessage)
  setContactMessageHandled(
    @IdArg() id: string,
    @Arg('handled') handled: boolean,
    @Ctx() { services }: Context,
  ): Promise<ContactMessage> {
    return services.contact.setHandled(id, handled);
  }
}
