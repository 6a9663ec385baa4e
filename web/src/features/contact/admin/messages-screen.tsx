import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { ChangeCollection, CONTACT_SERVICE_LABELS } from '@plumbing/shared';
import { graphql } from '../../../gql';
import type { ContactMessagesQuery } from '../../../gql/graphql';
import { siteConfig, telHref } from '../../../platform/site-config';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AdminHeading, adminTableLayout, LoadFailure, RefreshButton } from '../../../ui/admin/admin-screen-parts';
import { formatDateTime } from '../../../ui/admin/date-time';
import './messages-screen.css';

const ContactMessagesDocument = graphql(`
  query ContactMessages {
    contactMessages {
      id
      name
      email
      phone
      service
      message
      handledAt
      createdAt
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

type ContactMessage = ContactMessagesQuery['contactMessages'][number];
type Filter = 'open' | 'all';

/** /admin/messages: what visitors sent from the contact form; the owner marks each handled. */
export default function MessagesScreen() {
  usePageTitle('Messages');
  const { timeZone } = siteConfig.business;
  const { data, error, loading, refetch } = useQuery(ContactMessagesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  // New messages show up without a reload, whichever instance took them.
  useDataChanged(ChangeCollection.contactMessages, () => void refetch().catch(() => undefined));
  const [setHandled] = useMutation(SetContactMessageHandledMutation);
  const [filter, setFilter] = useState<Filter>('open');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [updateFailed, setUpdateFailed] = useState(false);

  const messages = data?.contactMessages;
  const openCount = messages?.filter((m) => !m.handledAt).length ?? 0;
  const rows = useMemo(() => (messages ?? []).filter((m) => filter === 'all' || !m.handledAt), [messages, filter]);

  async function toggle(row: ContactMessage) {
    setBusyId(row.id);
    setUpdateFailed(false);
    try {
      await setHandled({ variables: { id: row.id, handled: !row.handledAt } });
    } catch {
      setUpdateFailed(true);
    } finally {
      setBusyId(null);
    }
  }

  const columns: TableColumnsType<ContactMessage> = [
    {
      title: 'Received',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 150,
      sorter: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
      render: (_, row) => formatDateTime(row.createdAt, timeZone),
    },
    {
      title: 'From',
      key: 'from',
      render: (_, row) => (
        <div className="admin-message-from">
          <Typography.Text strong>{row.name}</Typography.Text>
          <a href={`mailto:${row.email}`}>{row.email}</a>
          <a href={telHref(row.phone)}>{row.phone}</a>
        </div>
      ),
    },
    {
      // The service rides with the message, whose column wraps in the row's spare width: the table fits a laptop.
      title: 'Message',
      dataIndex: 'message',
      key: 'message',
      render: (_, row) => (
        <div className="admin-message">
          <Typography.Text type="secondary">Service: {CONTACT_SERVICE_LABELS[row.service]}</Typography.Text>
          <p className="admin-message-text">{row.message}</p>
        </div>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => (row.handledAt ? <Tag color="green">Handled</Tag> : <Tag color="gold">Open</Tag>),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Button onClick={() => void toggle(row)} loading={busyId === row.id} type={row.handledAt ? 'default' : 'primary'}>
          {row.handledAt ? 'Reopen' : 'Mark Handled'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminHeading title="Messages">
        <RefreshButton refetch={refetch} busy={loading && Boolean(data)} />
      </AdminHeading>
      {error && <LoadFailure title="Failed to fetch messages" stale={Boolean(data)} />}
      {updateFailed && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Failed to update the message. Please try again."
          closable={{ onClose: () => setUpdateFailed(false) }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Card>
        <Segmented<Filter>
          aria-label="Show messages"
          value={filter}
          onChange={setFilter}
          options={[
            { label: `Open (${openCount})`, value: 'open' },
            { label: `All (${messages?.length ?? 0})`, value: 'all' },
          ]}
          style={{ marginBottom: 16 }}
        />
        <Table<ContactMessage>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={loading && !data}
          {...adminTableLayout(880)}
          locale={{ emptyText: filter === 'open' ? 'No open messages. Everything is handled.' : 'No messages yet.' }}
        />
      </Card>
    </>
  );
}
