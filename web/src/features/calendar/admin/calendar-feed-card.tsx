import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Modal, Skeleton, Typography } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { RotateCalendarFeedMutation as RotateAnswer } from '../../../gql/graphql';
import { siteConfig } from '../../../platform/site-config';
import { RetryAlert } from '../../../ui/admin/admin-screen-parts';
import { CopyableSecret } from '../../../ui/admin/copyable-secret';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { useRevealOnChange } from '../../../ui/use-reveal';
import { CalendarFeedQuery, RotateCalendarFeedMutation } from './calendar-operations';
import './calendar-feed-card.css';

type FeedLink = RotateAnswer['rotateCalendarFeed'];

const FAILED = 'The calendar address could not be made. Please try again.';

/**
 * The private calendar feed: whether it is on, the webcal:// address to subscribe to (shown once,
 * when it is made: the server keeps only its hash) with a copy button, and a new address on
 * request, after saying that the old one stops working.
 */
export function CalendarFeedCard() {
  const { timeZone } = siteConfig.business;
  const { data, loading, error, refetch } = useQuery(CalendarFeedQuery, { fetchPolicy: 'cache-and-network' });
  const [rotate, { loading: rotating }] = useMutation(RotateCalendarFeedMutation, { refetchQueries: [CalendarFeedQuery] });
  const [modal, contextHolder] = Modal.useModal();
  const [link, setLink] = useState<FeedLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const linkRef = useRevealOnChange<HTMLDivElement>(link);
  const failureRef = useRevealOnChange<HTMLDivElement>(failure);
  const feed = data?.calendarFeed;

  async function makeAddress() {
    if (feed?.active) {
      const confirmed = await modal.confirm({
        title: 'Make a new calendar address?',
        content:
          'The current address stops working at once: every calendar subscribed to it stops showing your visits until you subscribe it to the new address.',
        okText: 'Make a new address',
        okButtonProps: { danger: true },
        cancelText: 'Keep the current one',
      });
      if (!confirmed) return;
    }
    setFailure(null);
    try {
      const { data: answer } = await rotate();
      if (!answer) throw new Error('no answer');
      setLink(answer.rotateCalendarFeed);
    } catch {
      setLink(null);
      setFailure(FAILED);
    }
  }

  return (
    <Card title={<h2 className="settings-card-title">Calendar feed</h2>}>
      {contextHolder}
      <Typography.Paragraph>
        Subscribe once in Google Calendar, the iPhone&apos;s Calendar or Outlook to see every pending and confirmed visit, from 30 days back
        to 90 days ahead. The calendar app keeps it up to date by itself.
      </Typography.Paragraph>
      {error && <RetryAlert title="Failed to fetch the calendar feed" refetch={refetch} />}
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        feed && (
          <>
            <p className="calendar-feed-state">
              <CalendarOutlined aria-hidden />{' '}
              {feed.active ? (
                <>
                  The calendar feed is <strong>on</strong>
                  {feed.createdAt && <> (address made {formatTimestamp(feed.createdAt, timeZone)})</>}.
                </>
              ) : (
                <>
                  The calendar feed is <strong>off</strong>.
                </>
              )}
            </p>
            {link ? (
              <div ref={linkRef} tabIndex={-1} className="calendar-feed-link">
                <CopyableSecret
                  key={link.webcalUrl}
                  intro={{
                    tone: 'success',
                    title: 'Your private calendar address',
                    description:
                      'Only this screen shows it, and only now: the site keeps no readable copy. Anyone who has it sees your visits, so keep it to your own calendars.',
                  }}
                  id="calendar-feed-address"
                  label="Subscribe address"
                  thing="address"
                  value={link.webcalUrl}
                  copiedText="Address copied. Paste it into your calendar app."
                >
                  <Button href={link.webcalUrl}>Open in calendar app</Button>
                </CopyableSecret>
                <Typography.Paragraph type="secondary" className="calendar-feed-help">
                  Google Calendar on a computer: Other calendars, +, From URL, then paste the address. On an iPhone, Open in calendar app
                  subscribes at once.
                </Typography.Paragraph>
              </div>
            ) : (
              feed.active && (
                <Typography.Paragraph type="secondary">
                  For your privacy the address is shown only when it is made. To subscribe another calendar, make a new address and
                  subscribe your calendars to it.
                </Typography.Paragraph>
              )
            )}
            {failure && (
              <div ref={failureRef} tabIndex={-1} className="calendar-feed-failure">
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={failure}
                  closable={{ 'aria-label': 'Dismiss', onClose: () => setFailure(null) }}
                />
              </div>
            )}
            <Button type={feed.active ? 'default' : 'primary'} danger={feed.active} loading={rotating} onClick={() => void makeAddress()}>
              {feed.active ? 'Make a new address' : 'Turn on the calendar feed'}
            </Button>
          </>
        )
      )}
    </Card>
  );
}
