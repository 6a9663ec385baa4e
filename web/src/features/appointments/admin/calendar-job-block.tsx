import { memo, type CSSProperties, type DragEvent } from 'react';
import { CONFLICT_TEXT, MOVABLE_STATUSES, type JobEvent } from './calendar-events';
import { timeRangeLabel } from './calendar-layout';
import { SERVICE_LABELS, STATUS_LABELS } from './appointment-status';

interface CalendarJobBlockProps {
  event: JobEvent;
  /** Where it sits in its column, as shares of the column (0–1), and its lane among overlapping blocks. */
  top: number;
  height: number;
  lane: number;
  lanes: number;
  /** The drive kept free after it, in minutes. */
  bufferMinutes: number;
  /** A narrow column (a week of several crews): the name alone, the rest in the tooltip and the dialog. */
  brief: boolean;
  onOpen: (appointmentId: string) => void;
  onDragStart: (event: JobEvent, drag: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

/**
 * A job on the calendar's grid: a button of its real length, coloured by status, with the drive
 * after it hanging below; a job still to be done is dragged to move it.
 */
export const CalendarJobBlock = memo(function CalendarJobBlock(props: CalendarJobBlockProps) {
  const { event, top, height, lane, lanes, bufferMinutes, brief, onOpen, onDragStart, onDragEnd } = props;
  const { job } = event;
  const movable = MOVABLE_STATUSES.has(job.status);
  const time = timeRangeLabel(event.start, event.end);
  const style = {
    top: `${top * 100}%`,
    height: `${height * 100}%`,
    insetInlineStart: `${(lane / lanes) * 100}%`,
    width: `${100 / lanes}%`,
    '--drive-share': movable ? bufferMinutes / job.durationMinutes : 0,
  } as CSSProperties;
  return (
    <button
      type="button"
      className={`calendar-job is-${job.status}${job.keptOverlapping ? ' has-conflict' : ''}`}
      style={style}
      // A narrow column cuts the lines short: the whole of it on hover.
      title={`${time} · ${job.customerName} · ${SERVICE_LABELS[job.serviceType]} · ${STATUS_LABELS[job.status]} · ${event.crewName}`}
      draggable={movable}
      onClick={() => onOpen(job.id)}
      onDragStart={movable ? (drag) => onDragStart(event, drag) : undefined}
      onDragEnd={onDragEnd}
    >
      {!brief && <span className="calendar-job-time">{time}</span>}
      {job.keptOverlapping && (
        <span className="calendar-conflict">
          <span aria-hidden="true">⚠ </span>
          {brief ? (
            <span className="visually-hidden">{CONFLICT_TEXT}</span>
          ) : (
            <span className="calendar-conflict-text">{CONFLICT_TEXT}</span>
          )}
        </span>
      )}
      <strong className="calendar-job-name">{job.customerName}</strong>
      {!brief && (
        <span className="calendar-job-meta">
          {SERVICE_LABELS[job.serviceType]} · {STATUS_LABELS[job.status]}
        </span>
      )}
    </button>
  );
});
