import { Alert, Tag } from 'antd';
import { MINUTE_MS } from '@plumbing/shared';
import { formatClock } from '../../../ui/admin/date-time';
import { longDateLabel } from '../booking-calendar';
import { CONFLICT_TEXT, heldLabel, type JobEvent } from './calendar-events';
import type { CalendarBusyTime, CalendarHeldTime } from './owner-schedule-operations';
import { SERVICE_LABELS, STATUS_COLORS, STATUS_LABELS } from './appointment-status';

interface CalendarAgendaProps {
  date: string;
  timeZone: string;
  /** The day's jobs, in order. */
  jobs: readonly JobEvent[];
  /** The owner's busy times that day. */
  busy: readonly CalendarBusyTime[];
  /** The times held that day for rejected requests' customers. */
  held: readonly CalendarHeldTime[];
  /** Why the business is closed that day, if it is. */
  closed: string | null;
  /** Several crews: a busy time says when it holds every crew. */
  namesCrews: boolean;
  loading: boolean;
  onOpen: (appointmentId: string) => void;
}

const span = (startIso: string, endIso: string, timeZone: string) =>
  `${formatClock(startIso, timeZone)} – ${formatClock(endIso, timeZone)}`;

/** A phone's calendar (issue #50): the day's jobs as a list by time, each naming its crew, and the day's busy times and closure. */
export function CalendarAgenda({ date, timeZone, jobs, busy, held, closed, namesCrews, loading, onOpen }: CalendarAgendaProps) {
  const label = longDateLabel(date);
  return (
    <section className="calendar-agenda" aria-label={`Jobs on ${label}`} aria-busy={loading}>
      {closed && <Alert type="info" showIcon title={closed} className="calendar-agenda-closed" />}
      {busy.length > 0 && (
        <ul className="calendar-agenda-busy" aria-label="Busy times">
          {busy.map((time) => (
            <li key={`${time.startsAt}-${time.crew ?? 'all'}`}>
              Busy {span(time.startsAt, time.endsAt, timeZone)}
              {namesCrews && time.crew === null ? ' · every crew' : ''}
            </li>
          ))}
        </ul>
      )}
      {held.length > 0 && (
        <ul className="calendar-agenda-held" aria-label="Times held for customers">
          {held.map((time) => (
            <li key={`${time.appointmentId}-${time.startsAt}`}>
              <button type="button" className="calendar-agenda-held-time" onClick={() => onOpen(time.appointmentId)}>
                {span(time.startsAt, time.endsAt, timeZone)} · {heldLabel(time, timeZone)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {jobs.length === 0 ? (
        !loading && <p className="calendar-agenda-empty">No jobs on {label}.</p>
      ) : (
        <ol className="calendar-agenda-list">
          {jobs.map(({ job, crewName }) => {
            const ends = new Date(Date.parse(job.preferredDate) + job.durationMinutes * MINUTE_MS).toISOString();
            return (
              <li key={job.id}>
                <button type="button" className={`calendar-agenda-job is-${job.status}`} onClick={() => onOpen(job.id)}>
                  <span className="calendar-agenda-time">{span(job.preferredDate, ends, timeZone)}</span>
                  <strong className="calendar-agenda-name">{job.customerName}</strong>
                  <span className="calendar-agenda-meta">
                    {SERVICE_LABELS[job.serviceType]} · {crewName}
                  </span>
                  <Tag color={STATUS_COLORS[job.status]} className="calendar-agenda-status">
                    {STATUS_LABELS[job.status]}
                  </Tag>
                  {job.keptOverlapping && (
                    <span className="calendar-conflict">
                      <span aria-hidden="true">⚠ </span>
                      {CONFLICT_TEXT}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
