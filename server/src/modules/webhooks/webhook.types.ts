import { Field, ObjectType } from 'type-graphql';
import { WebhookEndpoint } from './webhook-endpoint.entity';

@ObjectType({ description: 'An endpoint with its signing secret: shown this once (when added, and when rotated), never again' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint)
  endpoint: WebhookEndpoint;

  @Field({ description: 'whsec_…: what the receiver verifies signatures with' })
  secret: string;
}
