import { useQuery } from '@apollo/client/react';
import { Button, Card, Flex, Segmented, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { ChangeCollection, CONTACT_SERVICE_LABELS, telHref } from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { AdminHeading, LoadFailure, RefreshButton, WarningAlert } from '../../../ui/admin/admin-screen-parts';
import { AdminRecordList } from '../../../ui/admin/admin-record-list';
import type { ListSort } from '../../../ui/admin/card-list';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { useLinkedSelection } from '../../../ui/admin/use-linked-selection';
import { MessageCard } from './message-card';
import { MessageDetails } from './message-dialog';
import { ContactMessagesDocument, useHandledToggle, type AdminContactMessage } from './message-operations';
import { HandledButton, HandledTag, MessageFailure } from './message-parts';
import './messages-screen.css';

type Filter = 'open' | 'all';

/** The orders of the list: the table's column sorter and a phone's sort menu. */
const BY_RECEIVED: ListSort<AdminContactMessage> = {
  key: 'createdAt',
  compare: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  ascending: 'Oldest first',
  descending: 'Newest first',
};
const BY_NAME: ListSort<AdminContactMessage> = {
  key: 'name',
  compare: (a, b) => a.name.localeCompare(b.name),
  ascending: 'Name, A to Z',
  descending: 'Name, Z to A',
};

/**
 * /admin/messages: what visitors sent from the contact form; the owner opens each (a row, a card),
 * marks it handled or deletes it. Cards on a phone; `?id=` (a notification's link) opens that message.
 */
export default function MessagesScreen() {
  usePageTitle('Messages');
  const { timeZone } = siteConfig.business;
  const { data, error, loading, refetch } = useQuery(ContactMessagesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  // New messages show up without a reload, whichever instance took them.
  useDataChanged(ChangeCollection.contactMessages, () => void refetch().catch(() => undefined));
  const { toggle, busyId, failure, dismiss } = useHandledToggle();
  const [filter, setFilter] = useState<Filter>('open');
  const { linkedId, selectedId, select, close } = useLinkedSelection();

  const messages = data?.contactMessages;
  const openCount = messages?.filter((m) => !m.handledAt).length ?? 0;
  const rows = useMemo(() => (messages ?? []).filter((m) => filter === 'all' || !m.handledAt), [messages, filter]);
  const linkedGone = Boolean(linkedId && messages && !messages.some((m) => m.id === linkedId));
  const emptyText = filter === 'open' ? 'No open messages. Everything is handled.' : 'No messages yet.';

  const columns: TableColumnsType<AdminContactMessage> = [
    {
      title: 'Received',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 150,
      sorter: BY_RECEIVED.compare,
      render: (_, row) => formatTimestamp(row.createdAt, timeZone),
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
      render: (_, row) => <HandledTag message={row} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, row) => (
        <Flex wrap gap="small">
          <HandledButton message={row} busy={busyId === row.id} onToggle={() => void toggle(row)} />
          <Button type="link" onClick={() => select(row.id)} aria-label={`View Message from ${row.name}`}>
            View Message
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <AdminHeading title="Messages">
        <RefreshButton refetch={refetch} />
      </AdminHeading>
      {error && <LoadFailure title="Failed to fetch messages" stale={Boolean(data)} />}
      {linkedGone && <WarningAlert title="That message no longer exists." />}
      <MessageFailure text={failure} onDismiss={dismiss} />
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
        <AdminRecordList
          label="Messages"
          items={rows}
          loading={loading && !data}
          defaultOrder="Open first, newest first"
          sorts={[BY_RECEIVED, BY_NAME]}
          renderCard={(message) => (
            <MessageCard
              message={message}
              timeZone={timeZone}
              busy={busyId === message.id}
              onToggle={() => void toggle(message)}
              onOpen={() => select(message.id)}
            />
          )}
          emptyText={emptyText}
          columns={columns}
          tableMinWidth={880}
          onOpenRow={(message) => select(message.id)}
        />
      </Card>
      <MessageDetails id={selectedId} timeZone={timeZone} onClose={close} />
    </>
  );
}
