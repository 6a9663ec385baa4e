import { graphql } from '../../../gql';

export const WebhookEndpointsDocument = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      url
      events
      description
      enabled
      failingSince
      disabledForFailingAt
      previousSecretExpiresAt
      createdAt
    }
  }
`);

/** What the list shows of a delivery, also what a resend answers. */
export const WebhookDeliveryFields = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    eventType
    messageId
    status
    attempts
    lastResponseCode
    lastError
    lastAttemptAt
    deliveredAt
    createdAt
  }
`);

export const WebhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId) {
      ...WebhookDeliveryFields
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        id
        url
      }
      secret
    }
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      endpoint {
        id
        url
        previousSecretExpiresAt
      }
      secret
    }
  }
`);

export const SetWebhookEndpointEnabledMutation = graphql(`
  mutation SetWebhookEndpointEnabled($id: ID!, $enabled: Boolean!) {
    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {
      id
      enabled
      failingSince
      disabledForFailingAt
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const ResendWebhookDeliveryMutation = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);
