import { graphql } from '../../../gql';

export const PushDevicesQuery = graphql(`
  query PushDevices {
    pushPublicKey
    pushSubscriptions {
      id
      endpoint
      label
      createdAt
      lastSentAt
    }
  }
`);

export const SavePushSubscriptionMutation = graphql(`
  mutation SavePushSubscription($input: PushSubscriptionInput!) {
    savePushSubscription(input: $input) {
      id
    }
  }
`);

export const DeletePushSubscriptionMutation = graphql(`
  mutation DeletePushSubscription($endpoint: String!) {
    deletePushSubscription(endpoint: $endpoint)
  }
`);

export const SendTestNotificationMutation = graphql(`
  mutation SendTestNotification {
    sendTestNotification {
      devices
      sent
      error
    }
  }
`);
