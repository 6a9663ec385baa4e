import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { OwnerOnly } from '../auth';
import { IdArg } from '../../lib/id-arg';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpointInput } from './webhook.inputs';
import { WebhookEndpointWithSecret } from './webhook.types';
import type { WebhookService } from './webhooks.service';

/** The owner's webhooks (issue #43): every operation is the admin's. */
@Resolver()
export class WebhookResolver {
  constructor(private readonly services: { webhooks: WebhookService }) {}

  @OwnerOnly()
  @Query(() => [WebhookEndpoint], { description: 'The webhook endpoints, oldest first' })
  webhookEndpoints(): Promise<WebhookEndpoint[]> {
    return this.services.webhooks.endpoints();
  }

  @OwnerOnly()
  @Query(() => [WebhookDelivery], { description: "An endpoint's latest deliveries (at most 100), newest first" })
  webhookDeliveries(@IdArg('endpointId') endpointId: string): Promise<WebhookDelivery[]> {
    return this.services.webhooks.deliveries(endpointId);
  }

  @OwnerOnly()
  @Mutation(() => WebhookEndpointWithSecret, { description: 'Adds an endpoint; its signing secret is answered this once' })
  createWebhookEndpoint(@Arg('input') input: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
    return this.services.webhooks.create(input);
  }

  @OwnerOnly()
  @Mutation(() => WebhookEndpoint, { description: "Changes an endpoint's address, events or description" })
  updateWebhookEndpoint(@IdArg() id: string, @Arg('input') input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    return this.services.webhooks.update(id, input);
  }

  @OwnerOnly()
  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'A new signing secret, answered this once; the previous one also signs deliveries for 24 hours',
  })
  rotateWebhookSecret(@IdArg() id: string): Promise<WebhookEndpointWithSecret> {
    return this.services.webhooks.rotateSecret(id);
  }

  @OwnerOnly()
  @Mutation(() => WebhookEndpoint, { description: 'Turns an endpoint on or off; on again, its failures so far are forgotten' })
  setWebhookEndpointEnabled(@IdArg() id: string, @Arg('enabled') enabled: boolean): Promise<WebhookEndpoint> {
    return this.services.webhooks.setEnabled(id, enabled);
  }

  @OwnerOnly()
  @Mutation(() => Boolean, { description: 'Deletes an endpoint and its deliveries; false when there is none' })
  deleteWebhookEndpoint(@IdArg() id: string): Promise<boolean> {
    return this.services.webhooks.delete(id);
  }

  @OwnerOnly()
  @Mutation(() => WebhookDelivery, { description: 'Sends a delivery again now (same id and body); answers it after the try' })
  resendWebhookDelivery(@IdArg() id: string): Promise<WebhookDelivery> {
    return this.services.webhooks.resend(id);
  }
}
