import { useQuery } from '@apollo/client/react';
import { Button, Card, Skeleton, Tag, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { ChangeCollection, todayIn } from '@plumbing/shared';
import type { AdminDashboardQuery as Answer } from '../../../gql/graphql';
import { useRefetchOnVisible } from '../../../platform/apollo/use-refetch-on-visible';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { siteConfig } from '../../../platform/site-config';
import { AdminHeading, LoadFailure, RefreshButton } from '../../../ui/admin/admin-screen-parts';
import { ContactButtons } from '../../../ui/admin/contact-buttons';
import { formatClock, formatDuration, formatVisit } from '../../../ui/admin/date-time';
import { RecordCard } from '../../../ui/admin/record-card';
import { longDateLabel } from '../../../ui/date-labels';
import { AppointmentDetails, SERVICE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../../appointments/admin';
import { MessageDetails } from '../../contact/admin';
import { NotificationsNudge } from '../../push/admin';
import { AdminDashboardQuery } from './dashboard-operations';
import { SetupChecklistCard } from './setup-checklist-card';
import './today-screen.css';

type Dashboard = Answer['adminDashboard'];
type Waiting = Dashboard['waiting'][number];
type Visit = Dashboard['today']['visits'][number];

/** A request waiting longer than this is marked late: a lead answered within the hour is far likelier to become a job. */
const LATE_AFTER_MS = 60 * 60 * 1000;

/** The time now, moving on every minute: how long a request has waited keeps counting while Today is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /admin: what the owner acts on first, built for a phone: the requests and messages waiting for
 * an answer (longest first, with how long), today's and tomorrow's visits in order, and how fast
 * answers came over the last 30 days. Live: a new booking or message, or a change made on another
 * device, shows at once.
 */
export default function TodayScreen() {
  usePageTitle('Today');
  const { timeZone } = siteConfig.business;
  const { data, error, loading, refetch } = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });
  const refresh = () => void refetch().catch(() => undefined);
  useDataChanged(ChangeCollection.appointments, refresh);
  useDataChanged(ChangeCollection.contactMessages, refresh);
  useRefetchOnVisible(refetch);
  const now = useMinuteClock();
  const dashboard = data?.adminDashboard;
  // Left open past midnight, Today moves on to the new day.
  const stale = dashboard && dashboard.today.date !== todayIn(timeZone, new Date(now));
  useEffect(() => {
    if (stale) void refetch().catch(() => undefined);
  }, [stale, refetch]);

  const [appointmentId, setAppointmentId] = useState<string | null>(null);
  const [messageId, setMessageId] = useState<string | null>(null);
  const open = (item: Waiting) => (item.kind === 'appointment' ? setAppointmentId(item.id) : setMessageId(item.id));

  return (
    <div className="today">
      <AdminHeading title="Today">
        <RefreshButton refetch={refetch} busy={loading && Boolean(data)} />
      </AdminHeading>
      {dashboard && <p className="today-date">{longDateLabel(dashboard.today.date)}</p>}
      {error && <LoadFailure title="Failed to fetch today's overview" stale={Boolean(data)} />}
      <NotificationsNudge />
      {!dashboard ? (
        !error && <TodayLoading />
      ) : (
        <div className="today-grid">
          <section className="today-waiting" aria-labelledby="today-waiting-heading">
            <Typography.Title level={2} id="today-waiting-heading" className="today-heading">
              Waiting for an answer {dashboard.waiting.length > 0 && <Tag color="gold">{dashboard.waiting.length}</Tag>}
            </Typography.Title>
            {dashboard.waiting.length === 0 ? (
              <Card>
                <p className="today-empty">No booking request or message is waiting for an answer.</p>
              </Card>
            ) : (
              <ul className="today-list" aria-label="Waiting for an answer">
                {dashboard.waiting.map((item) => (
                  <li key={item.id}>
                    <WaitingCard item={item} now={now} timeZone={timeZone} onOpen={() => open(item)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <div className="today-side">
            <SetupChecklistCard />
            <VisitsCard title="Today's visits" empty="No visits today." visits={dashboard.today.visits} timeZone={timeZone} onOpen={setAppointmentId} />
            <VisitsCard
              title="Tomorrow's visits"
              empty="No visits tomorrow."
              visits={dashboard.tomorrow.visits}
              timeZone={timeZone}
              onOpen={setAppointmentId}
            />
            <ResponseTimeCard stats={dashboard.responseTime} />
          </div>
        </div>
      )}
      <AppointmentDetails id={appointmentId} timeZone={timeZone} onClose={() => setAppointmentId(null)} />
      <MessageDetails id={messageId} timeZone={timeZone} onClose={() => setMessageId(null)} />
    </div>
  );
}

function TodayLoading() {
  return (
    <div className="today-grid" aria-busy="true" role="status" aria-label="Loading today's overview">
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
      <Card>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    </div>
  );
}

/** A booking request or a message: who, what, how long it has waited, and the buttons to answer it. */
function WaitingCard({ item, now, timeZone, onOpen }: { item: Waiting; now: number; timeZone: string; onOpen: () => void }) {
  const waitedMs = Math.max(0, now - Date.parse(item.receivedAt));
  const isRequest = item.kind === 'appointment';
  return (
    <RecordCard
      title={item.name}
      badge={isRequest ? <Tag color="gold">Booking request</Tag> : <Tag color="blue">Message</Tag>}
      actions={
        <>
          <ContactButtons name={item.name} phone={item.phone} email={item.email} />
          <Button type="primary" onClick={onOpen} aria-label={`Open ${isRequest ? 'the request' : 'the message'} of ${item.name}`}>
            {isRequest ? 'Open Request' : 'Open Message'}
          </Button>
        </>
      }
    >
      <p>{item.service}</p>
      {item.visitAt && (
        <p>
          Visit asked for <time dateTime={item.visitAt}>{formatVisit(item.visitAt, timeZone)}</time>
        </p>
      )}
      {item.message && <p className="record-card-excerpt">{item.message.message}</p>}
      <p className={waitedMs > LATE_AFTER_MS ? 'today-waited is-late' : 'today-waited'}>
        <ClockCircleOutlined aria-hidden /> Waiting {formatDuration(waitedMs / 1000)}
      </p>
    </RecordCard>
  );
}

/** A day's visits in order; each opens its appointment. */
function VisitsCard({ title, empty, visits, timeZone, onOpen }: { title: string; empty: string; visits: Visit[]; timeZone: string; onOpen: (id: string) => void }) {
  return (
    <Card title={<h2 className="today-card-title">{title}</h2>} className="today-card">
      {visits.length === 0 ? (
        <p className="today-empty">{empty}</p>
      ) : (
        <ol className="today-visits">
          {visits.map((visit) => (
            <li key={visit.id}>
              <button type="button" className="today-visit" onClick={() => onOpen(visit.id)}>
                <time className="today-visit-time" dateTime={visit.preferredDate}>
                  {formatClock(visit.preferredDate, timeZone)}
                </time>
                <span className="today-visit-who">
                  <strong>{visit.customerName}</strong>
                  <span>{SERVICE_LABELS[visit.serviceType]}</span>
                  {visit.serviceAddress && <span>{visit.serviceAddress}</span>}
                </span>
                <Tag color={STATUS_COLORS[visit.status]}>{STATUS_LABELS[visit.status]}</Tag>
              </button>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The last 30 days' time to a first answer: median and 90th percentile. */
function ResponseTimeCard({ stats }: { stats: Dashboard['responseTime'] }) {
  return (
    <Card title={<h2 className="today-card-title">Time to first reply</h2>} className="today-card">
      {stats.medianSeconds === null ? (
        <p className="today-empty">No request or message of the last {stats.days} days has been answered yet.</p>
      ) : (
        <>
          <dl className="today-stats">
            <div>
              <dt>Median</dt>
              <dd>{formatDuration(stats.medianSeconds)}</dd>
            </div>
            <div>
              <dt>90th percentile</dt>
              <dd>{formatDuration(stats.p90Seconds ?? stats.medianSeconds)}</dd>
            </div>
          </dl>
          <p className="today-stats-note">
            Last {stats.days} days: {stats.answered} answered, {stats.unanswered} still waiting.
          </p>
        </>
      )}
    </Card>
  );
}
