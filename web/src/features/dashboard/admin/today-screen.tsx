import { Card, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { siteConfig } from '../../../platform/site-config';
import { AdminHeading, LoadFailure, OutcomeBanner, RefreshButton, type Outcome } from '../../../ui/admin/admin-screen-parts';
import { longDateLabel } from '../../../ui/date-labels';
import { AppointmentDetails, NewJobButton } from '../../appointments/admin';
import { MessageDetails } from '../../contact/admin';
import { NotificationsNudge } from '../../push/admin';
import { SetupChecklistCard } from './setup-checklist-card';
import { ResponseTimeCard, TodayLoading, VisitsCard, WaitingCard, type Waiting } from './today-cards';
import { useTodayDashboard } from './use-today-dashboard';
import './today-screen.css';

/**
 * /admin: what the owner acts on first, built for a phone: the requests and messages waiting for
 * an answer (longest first, with how long), today's and tomorrow's visits in order, and how fast
 * answers came over the last 30 days. Live: a new booking or message, or a change made on another
 * device, shows at once.
 */
export default function TodayScreen() {
  usePageTitle('Today');
  const { timeZone } = siteConfig.business;
  const { data, dashboard, error, refetch, now } = useTodayDashboard(timeZone);

  const [appointmentId, setAppointmentId] = useState<string | null>(null);
  const [messageId, setMessageId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const open = (item: Waiting) => (item.kind === 'appointment' ? setAppointmentId(item.id) : setMessageId(item.id));

  return (
    <div className="today">
      <AdminHeading title="Today">
        <div className="today-actions">
          <RefreshButton refetch={refetch} />
          <Link to="/admin/calendar" className="today-calendar-link">
            Calendar
          </Link>
          <NewJobButton
            timeZone={timeZone}
            onCreated={(_, result) => {
              setOutcome(result);
              void refetch().catch(() => undefined);
            }}
          />
        </div>
      </AdminHeading>
      {dashboard && <p className="today-date">{longDateLabel(dashboard.today.date)}</p>}
      <OutcomeBanner outcome={outcome} onDismiss={() => setOutcome(null)} />
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
            <VisitsCard
              title="Today's visits"
              empty="No visits today."
              visits={dashboard.today.visits}
              timeZone={timeZone}
              onOpen={setAppointmentId}
            />
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
