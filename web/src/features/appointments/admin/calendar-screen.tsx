import { Alert, Card, Typography } from 'antd';
import { memo, useCallback, useState } from 'react';
import { todayIn, wallClock } from '@plumbing/shared';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { siteConfig } from '../../../platform/site-config';
import { AdminHeading, LoadFailure, OutcomeBanner, RefreshButton } from '../../../ui/admin/admin-screen-parts';
import { useNarrowScreen } from '../../../ui/admin/use-narrow-screen';
import { timeZoneLabel } from '../booking-calendar';
import { AppointmentDetails } from './appointment-dialog';
import type { AdminAppointment } from './appointment-operations';
import type { Outcome } from './appointment-status';
import type { CalendarView } from './business-clock';
import { CalendarAgenda } from './calendar-agenda';
import { CalendarGrid } from './calendar-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { NewJobButton } from './new-job-button';
import { NewJobDialog } from './new-job-dialog';
import { useCalendarPlace } from './use-calendar-place';
import { useMoveJob } from './use-move-job';
import type { NewJobDefaults } from './use-new-job-form';
import { useOwnerCalendar } from './use-owner-calendar';
import './calendar-screen.css';

/**
 * /admin/calendar (issue #50): the jobs of a day or week, a column per crew, in business time;
 * jobs moved by dragging them (or with Move in their dialog), a new job taken by phone added. On a
 * phone, the day's agenda. `?view=day|week&date=YYYY-MM-DD` say what is shown.
 */
export default function CalendarScreen() {
  usePageTitle('Calendar');
  const { timeZone } = siteConfig.business;
  const narrow = useNarrowScreen();
  const today = todayIn(timeZone);
  const { view, date, show } = useCalendarPlace(timeZone);
  const shownView: CalendarView = narrow ? 'day' : view;
  const { drawn, error, refetch, stale } = useOwnerCalendar(shownView, date, timeZone);
  const crews = drawn?.settings.crews ?? [];
  const { move } = useMoveJob(timeZone, crews);
  const [openId, setOpenId] = useState<string | null>(null);
  // Stable: the dialog is not drawn again on a switch of view.
  const closeDetails = useCallback(() => setOpenId(null), []);
  const [newJob, setNewJob] = useState<NewJobDefaults | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const drop = async (job: AdminAppointment, startsAt: Date, crew: number) => {
    setOutcome(null);
    setOutcome(await move(job, startsAt, crew));
  };
  const created = useCallback(
    (appointment: AdminAppointment, result: Outcome) => {
      setNewJob(null);
      setOutcome(result);
      // The new job is shown where it went.
      show({ date: wallClock(new Date(appointment.preferredDate), timeZone).date });
      void refetch().catch(() => undefined);
    },
    [show, refetch, timeZone],
  );

  const conflicts = drawn?.conflicts.length ?? 0;
  return (
    <div className="calendar-screen">
      <AdminHeading title="Calendar">
        <div className="calendar-actions">
          <NewJobButton timeZone={timeZone} onCreated={created} />
          <RefreshButton refetch={refetch} busy={stale} />
        </div>
      </AdminHeading>
      {error && <LoadFailure title="Failed to fetch the calendar" stale={Boolean(drawn)} />}
      <OutcomeBanner outcome={outcome} onDismiss={() => setOutcome(null)} />
      {conflicts > 0 && (
        <Alert
          type="error"
          showIcon
          className="calendar-conflicts"
          title={`${conflicts === 1 ? '1 job overlaps' : `${conflicts} jobs overlap`} another job of its crew here: move or reassign one (marked ⚠).`}
        />
      )}
      <Card className="calendar-card">
        <CalendarToolbar view={view} date={date} today={today} narrow={narrow} onChange={show} />
        <CalendarHint timeZone={timeZone} narrow={narrow} />
        {!drawn ? (
          !error && <Card loading aria-busy="true" variant="borderless" />
        ) : narrow ? (
          <CalendarAgenda
            date={drawn.date}
            timeZone={timeZone}
            jobs={drawn.jobs}
            busy={drawn.busyTimes}
            held={drawn.heldTimes}
            closed={drawn.dayClosed}
            namesCrews={crews.length > 1}
            loading={stale}
            onOpen={setOpenId}
          />
        ) : (
          <CalendarGrid
            view={drawn.view}
            date={drawn.date}
            timeZone={timeZone}
            crews={crews}
            jobs={drawn.jobs}
            shades={drawn.shades}
            hours={drawn.hours}
            bufferMinutes={drawn.settings.travelBufferMinutes}
            onOpen={setOpenId}
            onDrop={(job, startsAt, crew) => void drop(job, startsAt, crew)}
            onPickTime={(day, time, crew) => setNewJob({ date: day, time, crew })}
            onShowDay={(day) => show({ view: 'day', date: day })}
          />
        )}
      </Card>
      <AppointmentDetails id={openId} timeZone={timeZone} onClose={closeDetails} />
      {newJob && <NewJobDialog defaults={newJob} timeZone={timeZone} onClose={() => setNewJob(null)} onCreated={created} />}
    </div>
  );
}

/** The zone the times are in, and on a desktop how to move and add jobs. A part of its own: a switch of view leaves it be. */
const CalendarHint = memo(function CalendarHint({ timeZone, narrow }: { timeZone: string; narrow: boolean }) {
  return (
    <Typography.Paragraph type="secondary" className="calendar-zone">
      Times are {timeZoneLabel(timeZone)}.{!narrow && ' Drag a job to move it; click an empty time to add a job there.'}
    </Typography.Paragraph>
  );
});
