import { useMutation, useQuery } from '@apollo/client/react';
import { ChangeCollection } from '@plumbing/shared';
import type { WebhookEndpointInput, WebhookEndpointsQuery } from '../../../gql/graphql';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import {
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  RotateWebhookSecretMutation,
  SetWebhookEndpointEnabledMutation,
  WebhookEndpointsDocument,
} from './webhook-operations';

export type WebhookEndpoint = WebhookEndpointsQuery['webhookEndpoints'][number];

/** A secret as the server answers it: once, for the endpoint at `url`. */
export interface ShownSecret {
  url: string;
  secret: string;
}

/** The endpoints, kept current as they change on any device, and what the owner does to them. */
export function useWebhookEndpoints() {
  const endpoints = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  useDataChanged(ChangeCollection.webhooks, () => void endpoints.refetch().catch(() => undefined));
  const refetchQueries = [WebhookEndpointsDocument];
  const [create] = useMutation(CreateWebhookEndpointMutation, { refetchQueries });
  const [rotate] = useMutation(RotateWebhookSecretMutation, { refetchQueries });
  const [setEnabled] = useMutation(SetWebhookEndpointEnabledMutation, { refetchQueries });
  const [remove] = useMutation(DeleteWebhookEndpointMutation, { refetchQueries });
  return {
    endpoints,
    async add(input: WebhookEndpointInput): Promise<ShownSecret> {
      const { data } = await create({ variables: { input } });
      return { url: data!.createWebhookEndpoint.endpoint.url, secret: data!.createWebhookEndpoint.secret };
    },
    async rotateSecret(id: string): Promise<ShownSecret> {
      const { data } = await rotate({ variables: { id } });
      return { url: data!.rotateWebhookSecret.endpoint.url, secret: data!.rotateWebhookSecret.secret };
    },
    setEnabled: (id: string, enabled: boolean) => setEnabled({ variables: { id, enabled } }),
    remove: (id: string) => remove({ variables: { id } }),
  };
}
