import { Button, Card, Skeleton, Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { AdminDashboardQuery as Answer } from '../../../gql/graphql';
import { ContactButtons } from '../../../ui/admin/contact-buttons';
import { formatClock, formatDuration, formatVisit } from '../../../ui/admin/date-time';
import { RecordCard } from '../../../ui/admin/record-card';
import { SERVICE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../../appointments/admin';

// Today's cards (today-screen.tsx): the loading placeholder, a waiting request or message, a day's visits, the reply times.

type Dashboard = Answer['adminDashboard'];
export type Waiting = Dashboard['waiting'][number];
type Visit = Dashboard['today']['visits'][number];

/** A request waiting longer than this is marked late: a lead answered within the hour is far likelier to become a job. */
const LATE_AFTER_MS = 60 * 60 * 1000;

/** The grid's placeholder while the first answer is on its way. */
export function TodayLoading() {
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
export function WaitingCard({ item, now, timeZone, onOpen }: { item: Waiting; now: number; timeZone: string; onOpen: () => void }) {
  const waitedMs = Math.max(0, now - Date.parse(item.receivedAt));
  const isRequest = item.kind === 'appointment';
  return (
    <RecordCard
      title={item.name}
      badge={isRequest ? <Tag color="gold">Booking request</Tag> : <Tag color="blue">Message</Tag>}
      actions={
        <>
          <ContactButtons name={item.name} phone={item.phone} email={item.email} />
          {/* The visible label starts the name, as a voice user says it (WCAG 2.5.3). */}
          <Button type="primary" onClick={onOpen} aria-label={`${isRequest ? 'Open Request' : 'Open Message'} from ${item.name}`}>
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
export function VisitsCard({
  title,
  empty,
  visits,
  timeZone,
  onOpen,
}: {
  title: string;
  empty: string;
  visits: Visit[];
  timeZone: string;
  onOpen: (id: string) => void;
}) {
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
export function ResponseTimeCard({ stats }: { stats: Dashboard['responseTime'] }) {
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
