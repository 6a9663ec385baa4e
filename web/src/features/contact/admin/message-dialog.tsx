import { useFragment, useQuery } from '@apollo/client/react';
import { Button, Descriptions, Flex, Modal, Space, Typography } from 'antd';
import { CONTACT_SERVICE_LABELS, LOCALE_NAMES_IN_ENGLISH, telHref } from '@plumbing/shared';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { useDialogLayout } from '../../../ui/admin/dialog-layout';
import { CustomerPhotosStrip } from '../../customer-photos/admin';
import { AdminContactMessageFields, MessagePhotosQuery, useHandledToggle, useMessageDelete } from './message-operations';
import { HandledButton, HandledTag, MessageFailure } from './message-parts';

interface MessageDetailsProps {
  /** The message shown, as Apollo's cache holds it; null closes the dialog. */
  id: string | null;
  timeZone: string;
  onClose: () => void;
}

/**
 * A contact message in full, with Mark Handled and Delete Message: opened from a row, a card, Today
 * or a notification. It closes once the message is deleted.
 */
export function MessageDetails({ id, timeZone, onClose }: MessageDetailsProps) {
  const cached = useFragment({ fragment: AdminContactMessageFields, from: id ? { __typename: 'ContactMessage', id } : null });
  const message = id && cached.complete ? cached.data : null;
  const handled = useHandledToggle();
  const [modal, contextHolder] = Modal.useModal();
  const deletion = useMessageDelete(modal, onClose);
  const layout = useDialogLayout(640);

  return (
    <Modal
      open={message !== null}
      title="Message"
      onCancel={onClose}
      closable={{ 'aria-label': 'Close dialog' }}
      {...layout}
      destroyOnHidden
      footer={
        message && (
          <Flex justify="space-between" wrap gap="small">
            <Button danger loading={deletion.deletingId === message.id} onClick={() => void deletion.deleteMessage(message)}>
              Delete Message
            </Button>
            <Flex wrap gap="small">
              <HandledButton message={message} busy={handled.busyId === message.id} onToggle={() => void handled.toggle(message)} />
              <Button onClick={onClose}>Close</Button>
            </Flex>
          </Flex>
        )
      }
    >
      {contextHolder}
      {message && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <MessageFailure
            text={handled.failure ?? deletion.failureOf(message.id)}
            onDismiss={() => {
              handled.dismiss();
              deletion.dismiss();
            }}
          />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="From">{message.name}</Descriptions.Item>
            <Descriptions.Item label="Email">
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Phone">
              <a href={telHref(message.phone)}>{message.phone}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Service">{CONTACT_SERVICE_LABELS[message.service]}</Descriptions.Item>
            <Descriptions.Item label="Language">{LOCALE_NAMES_IN_ENGLISH[message.locale]}</Descriptions.Item>
            <Descriptions.Item label="Received">{formatTimestamp(message.createdAt, timeZone)}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <HandledTag message={message} />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph className="admin-message-text">{message.message}</Typography.Paragraph>
          <MessagePhotos id={message.id} />
        </Space>
      )}
    </Modal>
  );
}

/** The photos sent with the message (issue #40), asked for when the dialog opens. */
function MessagePhotos({ id }: { id: string }) {
  const { data, loading, error } = useQuery(MessagePhotosQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return <CustomerPhotosStrip photos={data?.contactMessage?.photos} loading={loading} failed={Boolean(error)} />;
}
