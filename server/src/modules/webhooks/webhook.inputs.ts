import { ArrayMaxSize, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { OutboundMessages, WEBHOOK_EVENT_TYPES, WebhookMessages } from '@plumbing/shared';
import { MAX_URL_LENGTH } from '../../lib/outbound-url';

/** An endpoint as the owner fills it in: its address (checked by the service), the events it wants, a note. */
@InputType()
export class WebhookEndpointInput {
  @Field({ description: 'https address; checked now and on every delivery to resolve to a public address' })
  @MaxLength(MAX_URL_LENGTH, { message: OutboundMessages.urlTooLong })
  url: string;

  @Field(() => [String], { description: 'Event types, e.g. appointment.requested' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  events: string[];

  @Field({ defaultValue: '' })
  @MaxLength(500, { message: WebhookMessages.descriptionTooLong })
  description: string;
}
