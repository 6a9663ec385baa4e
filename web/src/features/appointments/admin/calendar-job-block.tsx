import type { EventProps } from 'react-big-calendar';
import { CONFLICT_TEXT, type CalendarEvent } from './calendar-events';
import { SERVICE_LABELS, STATUS_LABELS } from './appointment-status';

/** The inside of a block on the calendar's grid: a job (who, what, its status, a conflict) or a shaded time's reason. */
export function CalendarJobBlock({ event }: EventProps<CalendarEvent>) {
  if (event.kind !== 'job') return <span className="calendar-shade-title">{event.title}</span>;
  const { job } = event;
  return (
    <span className="calendar-job-body">
      {job.keptOverlapping && (
        <span className="calendar-conflict" title={CONFLICT_TEXT}>
          <span aria-hidden="true">⚠ </span>
          <span className="calendar-conflict-text">{CONFLICT_TEXT}</span>
        </span>
      )}
      <strong className="calendar-job-name">{job.customerName}</strong>
      <span className="calendar-job-meta">
        {SERVICE_LABELS[job.serviceType]} · {STATUS_LABELS[job.status]}
      </span>
    </span>
  );
}
