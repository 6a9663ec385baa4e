import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { AdminContactMessageFieldsFragment } from '../../../gql/graphql';

/** What the inbox, its cards, the message dialog and Today show of a message. */
export const AdminContactMessageFields = graphql(`
  fragment AdminContactMessageFields on ContactMessage {
    id
    name
    email
    phone
    service
    message
    handledAt
    createdAt
    locale
  }
`);

export const ContactMessagesDocument = graphql(`
  query ContactMessages {
    contactMessages {
      ...AdminContactMessageFields
    }
  }
`);

const SetContactMessageHandledMutation = graphql(`
  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {
    setContactMessageHandled(id: $id, handled: $handled) {
      id
      handledAt
    }
  }
`);

export type AdminContactMessage = AdminContactMessageFieldsFragment;

export const HANDLED_FAILED = 'Failed to update the message. Please try again.';

/** The customer's photos, asked for each time the dialog opens: their addresses work for minutes (issue #40). */
export const MessagePhotosQuery = graphql(`
  query MessagePhotos($id: ID!) {
    contactMessage(id: $id) {
      id
      photos {
        ...CustomerPhotoFields
      }
    }
  }
`);

/** Mark Handled and Reopen: which message is being changed, and whether the last change failed. */
export function useHandledToggle(): {
  toggle: (message: AdminContactMessage) => Promise<void>;
  busyId: string | null;
  failed: boolean;
  dismiss: () => void;
} {
  const [setHandled] = useMutation(SetContactMessageHandledMutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function toggle(message: AdminContactMessage) {
    setBusyId(message.id);
    setFailed(false);
    try {
      await setHandled({ variables: { id: message.id, handled: !message.handledAt } });
    } catch {
      setFailed(true);
    } finally {
      setBusyId(null);
    }
  }

  return { toggle, busyId, failed, dismiss: () => setFailed(false) };
}
