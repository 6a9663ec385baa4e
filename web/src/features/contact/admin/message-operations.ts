import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { AdminContactMessageFieldsFragment } from '../../../gql/graphql';
import { useConfirmedDelete, type ModalApi } from '../../../ui/admin/use-confirmed-delete';

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

const DeleteContactMessageMutation = graphql(`
  mutation DeleteContactMessage($id: ID!) {
    deleteContactMessage(id: $id)
  }
`);

export type AdminContactMessage = AdminContactMessageFieldsFragment;

const HANDLED_FAILED = 'Failed to update the message. Please try again.';

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

/** Mark Handled and Reopen: which message is being changed, and why the last change failed (null: it did not). */
export function useHandledToggle(): {
  toggle: (message: AdminContactMessage) => Promise<void>;
  busyId: string | null;
  failure: string | null;
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

  return { toggle, busyId, failure: failed ? HANDLED_FAILED : null, dismiss: () => setFailed(false) };
}

/**
 * Delete Message: asked as an appointment's delete is, then the message and its photos are gone
 * from the server and from every list and dialog showing it. `modal`: the dialog's Modal.useModal().
 */
export function useMessageDelete(modal: ModalApi, onDeleted: () => void) {
  const { deletingId, remove } = useConfirmedDelete(modal, {
    mutation: DeleteContactMessageMutation,
    typename: 'ContactMessage',
    deleted: (data) => data.deleteContactMessage,
  });
  const [failedId, setFailedId] = useState<string | null>(null);

  async function deleteMessage(message: AdminContactMessage) {
    const result = await remove(message.id, {
      title: 'Are you sure you want to delete this message?',
      content: `The message of ${message.name} and the photos sent with it are removed for good. The customer is not notified.`,
      okText: 'Delete Message',
    });
    setFailedId(result === 'failed' ? message.id : null);
    if (result === 'deleted') onDeleted();
  }

  /** Why deleting message `id` failed (worded as a failed appointment delete, spec §8); null: it did not. */
  const failureOf = (id: string) => (failedId === id ? `Failed to delete message with ID: ${id}` : null);
  return { deleteMessage, deletingId, failureOf, dismiss: () => setFailedId(null) };
}
