import { memo, type CSSProperties, type DragEvent } from 'react';
import { CONFLICT_TEXT, MOVABLE_STATUSES, type JobEvent } from './calendar-events';
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
  /** A narrow column (a week of several crews): the name alone. */
  brief: boolean;
  onOpen: (appointmentId: string) => void;
  onDragStart: (event: JobEvent, drag: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
}

/**
 * A job on the calendar's grid: a button of its real length, coloured by status; a job still to be
 * done is dragged to move it. In full, its time, name, service and status, with the drive after it
 * hanging below; brief (a week of several crews, a column a finger wide), its name alone: the
 * tooltip and the dialog say the rest, and the gap to the next job is the drive.
 */
export const CalendarJobBlock = memo(function CalendarJobBlock(props: CalendarJobBlockProps) {
  const { event, top, height, lane, lanes, bufferMinutes, brief, onOpen, onDragStart, onDragEnd } = props;
  const { job } = event;
  const movable = MOVABLE_STATUSES.has(job.status);
  const drive = movable && !brief;
  const { time } = event;
  const meta = `${SERVICE_LABELS[job.serviceType]} · ${STATUS_LABELS[job.status]}`;
  // Only what differs from the stylesheet's defaults (a lane the column's width, no drive): a busy week sets them on 300 blocks.
  const style = {
    top: `${top * 100}%`,
    height: `${height * 100}%`,
    ...(lanes > 1 && { insetInlineStart: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }),
    ...(drive && { '--drive-share': bufferMinutes / job.durationMinutes }),
  } as CSSProperties;
  const conflict = job.keptOverlapping ? ' has-conflict' : '';
  return (
    <button
      type="button"
      className={`calendar-job is-${job.status}${brief ? ' is-brief' : ''}${drive ? ' has-drive' : ''}${conflict}`}
      style={style}
      // A narrow column cuts the lines short: the whole of it on hover.
      title={`${time} · ${job.customerName} · ${meta} · ${event.crewName}`}
      draggable={movable}
      onClick={() => onOpen(job.id)}
      onDragStart={movable ? (drag) => onDragStart(event, drag) : undefined}
      onDragEnd={onDragEnd}
    >
      {brief ? (
        <>
          {job.keptOverlapping && (
            <>
              <span aria-hidden="true">⚠ </span>
              <span className="visually-hidden">{CONFLICT_TEXT}: </span>
            </>
          )}
          {job.customerName}
        </>
      ) : (
        <>
          <span className="calendar-job-line calendar-job-time">{time}</span>
          {job.keptOverlapping && (
            <span className="calendar-job-line calendar-conflict">
              <span aria-hidden="true">⚠ </span>
              <span className="calendar-conflict-text">{CONFLICT_TEXT}</span>
            </span>
          )}
          <strong className="calendar-job-line">{job.customerName}</strong>
          <span className="calendar-job-line">{meta}</span>
        </>
      )}
    </button>
  );
});
