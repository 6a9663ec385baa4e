import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Input, Modal, Skeleton, Typography, type InputRef } from 'antd';
import { CalendarOutlined, CopyOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import type { RotateCalendarFeedMutation as RotateAnswer } from '../../../gql/graphql';
import { siteConfig } from '../../../platform/site-config';
import { formatDateTime } from '../../../ui/admin/date-time';
import { useRevealOnChange } from '../../../ui/use-reveal';
import { CalendarFeedQuery, RotateCalendarFeedMutation } from './calendar-operations';
import './calendar-feed-card.css';

type FeedLink = RotateAnswer['rotateCalendarFeed'];

const TEXTS = {
  failed: 'The calendar address could not be made. Please try again.',
  copied: 'Address copied. Paste it into your calendar app.',
  copyBlocked: 'The browser did not allow copying: the address is selected, copy it from the box.',
} as const;

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
  const [copied, setCopied] = useState<string | null>(null);
  const linkRef = useRevealOnChange<HTMLDivElement>(link);
  const failureRef = useRevealOnChange<HTMLDivElement>(failure);
  const copiedRef = useRevealOnChange<HTMLDivElement>(copied);
  const addressRef = useRef<InputRef>(null);
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
    setCopied(null);
    try {
      const { data: answer } = await rotate();
      if (!answer) throw new Error('no answer');
      setLink(answer.rotateCalendarFeed);
    } catch {
      setLink(null);
      setFailure(TEXTS.failed);
    }
  }

  async function copy(address: string) {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(TEXTS.copied);
    } catch {
      addressRef.current?.select();
      setCopied(TEXTS.copyBlocked);
    }
  }

  return (
    <Card title={<h2 className="settings-card-title">Calendar feed</h2>}>
      {contextHolder}
      <Typography.Paragraph>
        Subscribe once in Google Calendar, the iPhone&apos;s Calendar or Outlook to see every pending and confirmed visit, from 30 days back
        to 90 days ahead. The calendar app keeps it up to date by itself.
      </Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Failed to fetch the calendar feed"
          action={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
        />
      )}
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
                  {feed.createdAt && <> (address made {formatDateTime(feed.createdAt, timeZone)})</>}.
                </>
              ) : (
                <>
                  The calendar feed is <strong>off</strong>.
                </>
              )}
            </p>
            {link ? (
              <div ref={linkRef} tabIndex={-1} className="calendar-feed-link">
                <Alert
                  type="success"
                  showIcon
                  role="status"
                  title="Your private calendar address"
                  description="Only this screen shows it, and only now: the site keeps no readable copy. Anyone who has it sees your visits, so keep it to your own calendars."
                />
                <label className="calendar-feed-label" htmlFor="calendar-feed-address">
                  Subscribe address
                </label>
                <Input
                  id="calendar-feed-address"
                  ref={addressRef}
                  readOnly
                  value={link.webcalUrl}
                  onFocus={(event) => event.target.select()}
                />
                <Flex wrap gap="small">
                  <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy(link.webcalUrl)}>
                    Copy address
                  </Button>
                  <Button href={link.webcalUrl}>Open in calendar app</Button>
                </Flex>
                {copied && (
                  <div ref={copiedRef} tabIndex={-1}>
                    <Alert type={copied === TEXTS.copied ? 'success' : 'info'} showIcon role="status" title={copied} />
                  </div>
                )}
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
