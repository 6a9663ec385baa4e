import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { BUSY_CALENDAR_FAILURES, ChangeCollection, MAX_BUSY_CALENDARS, type BusyCalendarFailure } from '@plumbing/shared';
import type { BusyCalendarInput, BusyCalendarsQuery } from '../../../gql/graphql';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { siteConfig } from '../../../platform/site-config';
import { RetryAlert } from '../../../ui/admin/admin-screen-parts';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { BusyCalendarForm } from './busy-calendar-form';
import {
  AddBusyCalendarMutation,
  BusyCalendarsQuery as BusyCalendarsDocument,
  DeleteBusyCalendarMutation,
  UpdateBusyCalendarMutation,
} from './calendar-operations';
import './busy-calendars-card.css';

type BusyCalendar = BusyCalendarsQuery['busyCalendars'][number];

/** How a calendar reads now: when it was last read and what it gave, or since when and why it fails. */
function CalendarState({ calendar }: { calendar: BusyCalendar }) {
  const { timeZone } = siteConfig.business;
  if (calendar.problem && calendar.failingSince)
    return (
      <Alert
        type="warning"
        showIcon
        title={`Not read since ${formatTimestamp(calendar.failingSince, timeZone)}: ${BUSY_CALENDAR_FAILURES[calendar.problem as BusyCalendarFailure]}.`}
        description={
          calendar.lastReadAt ? 'The times it held when last read stay blocked.' : 'It has never been read: it blocks nothing yet.'
        }
      />
    );
  if (!calendar.lastReadAt) return <Typography.Text type="secondary">Not read yet.</Typography.Text>;
  const count = calendar.busyCount === 1 ? '1 busy time' : `${calendar.busyCount} busy times`;
  return (
    <Typography.Text type="secondary">
      Read {formatTimestamp(calendar.lastReadAt, timeZone)}: {count} from today on.
    </Typography.Text>
  );
}

/**
 * The owner's own calendars (issue #50), on Notifications & Calendar: each event in them keeps its
 * time free of bookings, for every crew or one. At most three; each is read every five minutes.
 * Their addresses are secrets: pasted once, shown only by their host and last characters.
 */
export function BusyCalendarsCard() {
  const { data, loading, error, refetch } = useQuery(BusyCalendarsDocument, { fetchPolicy: 'cache-and-network' });
  // A read that changed the busy times changed what a calendar shows.
  useDataChanged(ChangeCollection.busyTimes, () => void refetch().catch(() => undefined));
  const refetchQueries = [BusyCalendarsDocument];
  const [add] = useMutation(AddBusyCalendarMutation, { refetchQueries });
  const [update] = useMutation(UpdateBusyCalendarMutation, { refetchQueries });
  const [remove] = useMutation(DeleteBusyCalendarMutation, { refetchQueries });
  const [modal, contextHolder] = Modal.useModal();
  /** The calendar being changed, 'new' while one is added, or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const calendars = data?.busyCalendars ?? [];
  const crews = data?.appointmentSettings.crews ?? [];
  const crewName = (id: number | null) => (id === null ? 'every crew' : (crews.find((crew) => crew.id === id)?.name ?? `crew ${id}`));

  async function save(id: string | null, input: BusyCalendarInput) {
    if (id) await update({ variables: { id, input } });
    else await add({ variables: { input } });
    setEditing(null);
  }

  async function confirmRemove(calendar: BusyCalendar) {
    const confirmed = await modal.confirm({
      title: 'Remove this calendar?',
      content: 'Its events stop blocking times at once.',
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
    });
    if (confirmed) await remove({ variables: { id: calendar.id } });
  }

  return (
    <Card title={<h2 className="settings-card-title">Your own calendars</h2>}>
      {contextHolder}
      <Typography.Paragraph>
        Paste the private address of your own calendar: while an event is in it (the dentist, a supplier visit), no visit is offered or
        booked then. The site reads it every 5 minutes. The address opens your calendar, so it is kept encrypted and never shown again.
      </Typography.Paragraph>
      {error && <RetryAlert title="Failed to fetch your calendars" refetch={refetch} />}
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          {calendars.length === 0 ? (
            <Typography.Paragraph type="secondary">No calendar yet.</Typography.Paragraph>
          ) : (
            <ul className="busy-calendars">
              {calendars.map((calendar) => (
                <li key={calendar.id} className="busy-calendar">
                  {editing === calendar.id ? (
                    <BusyCalendarForm
                      saved={calendar}
                      crews={crews}
                      onSave={(input) => save(calendar.id, input)}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <>
                      <Typography.Text strong>{calendar.name || calendar.shownUrl}</Typography.Text>
                      <Typography.Text type="secondary">
                        {calendar.name && `${calendar.shownUrl} · `}Blocks {crewName(calendar.crew)}
                      </Typography.Text>
                      <CalendarState calendar={calendar} />
                      <div className="busy-calendar-actions">
                        <Button onClick={() => setEditing(calendar.id)}>Change</Button>
                        <Button danger onClick={() => void confirmRemove(calendar)}>
                          Remove
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {editing === 'new' ? (
            <BusyCalendarForm crews={crews} onSave={(input) => save(null, input)} onCancel={() => setEditing(null)} />
          ) : calendars.length < MAX_BUSY_CALENDARS ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              Add a calendar
            </Button>
          ) : (
            <Typography.Paragraph type="secondary">At most {MAX_BUSY_CALENDARS} calendars: remove one to add another.</Typography.Paragraph>
          )}
        </>
      )}
    </Card>
  );
}
