import { useMutation, useQuery } from '@apollo/client/react';
import { ChangeCollection } from '@plumbing/shared';
import type { WebhookDeliveriesQuery } from '../../../gql/graphql';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { ResendWebhookDeliveryMutation, WebhookDeliveriesDocument } from './webhook-operations';

export type WebhookDelivery = WebhookDeliveriesQuery['webhookDeliveries'][number];

/** An endpoint's latest deliveries, refreshed as each try is made (on any instance), and its resend. */
export function useWebhookDeliveries(endpointId: string) {
  const deliveries = useQuery(WebhookDeliveriesDocument, { variables: { endpointId }, fetchPolicy: 'cache-and-network' });
  useDataChanged(ChangeCollection.webhooks, () => void deliveries.refetch().catch(() => undefined));
  const [resend] = useMutation(ResendWebhookDeliveryMutation);
  return { deliveries, resend: (id: string) => resend({ variables: { id } }) };
}
