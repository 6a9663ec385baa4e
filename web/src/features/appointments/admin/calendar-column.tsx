import { memo, type DragEvent, type MouseEvent } from 'react';
import type { JobEvent, ShadeEvent } from './calendar-events';
import { CalendarJobBlock } from './calendar-job-block';
import { lanesOf, placeOn, type GridSpan } from './calendar-layout';
import type { DrawnShare } from './use-drawn-shares';

/** Where a dragged job would land: its column's key and its place in it. */
export interface DropPreview {
  column: string;
  top: number;
  height: number;
}

interface CalendarColumnProps {
  /** Its key among the view's columns: day and crew. */
  columnKey: string;
  day: string;
  crew: number;
  /** Its place on the grid: row and column. */
  row: number;
  column: number;
  /** The column's name for screen readers: its day and crew. */
  label: string;
  span: GridSpan;
  jobs: readonly JobEvent[];
  /** The part of the column whose jobs are drawn (the part on screen, until the rest follows). */
  drawn: DrawnShare;
  shades: readonly ShadeEvent[];
  closed: boolean;
  /** Where the time now is down the column (0–1), when it is in it. */
  nowAt: number | null;
  bufferMinutes: number;
  /** Narrow: each job's name alone. */
  brief: boolean;
  preview: DropPreview | null;
  onOpen: (appointmentId: string) => void;
  /** A press on an empty time: the share of the column's height it was at. */
  onPick: (day: string, crew: number, offset: number) => void;
  onDragStart: (event: JobEvent, drag: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
  onDragOver: (day: string, crew: number, drag: DragEvent<HTMLElement>) => void;
  onDrop: (day: string, crew: number, drag: DragEvent<HTMLElement>) => void;
}

/** One crew's column on one day: its jobs, the owner's busy times over it, a closed day greyed, and where a dragged job would land. */
export const CalendarColumn = memo(function CalendarColumn(props: CalendarColumnProps) {
  const { day, crew, label, span, jobs, drawn, shades, closed, nowAt, bufferMinutes, brief, preview } = props;
  const placed = jobs.flatMap((event) => {
    const place = placeOn(day, event.start, event.end, span);
    return place ? [{ event, ...place }] : [];
  });
  // Lanes among all of the column's jobs, so a block keeps its place when the rest are drawn.
  const lanes = lanesOf(placed.map(({ event }) => event));
  const blocks = placed.flatMap((block, index) =>
    block.top < drawn.to && block.top + block.height > drawn.from ? [{ ...block, ...lanes[index] }] : [],
  );
  const pick = (press: MouseEvent<HTMLDivElement>) => {
    // Only the column itself (or a shade over it): a job's own press, or a held time's, opens it.
    if ((press.target as HTMLElement).closest('button')) return;
    const box = press.currentTarget.getBoundingClientRect();
    props.onPick(day, crew, (press.clientY - box.top) / box.height);
  };
  return (
    <div
      role="group"
      aria-label={label}
      data-column={props.columnKey}
      className={`calendar-column${closed ? ' is-closed' : ''}`}
      style={{ gridRow: props.row, gridColumn: props.column }}
      onClick={pick}
      onDragOver={(drag) => props.onDragOver(day, crew, drag)}
      onDrop={(drag) => props.onDrop(day, crew, drag)}
    >
      {shades.map((shade) => {
        const place = placeOn(day, shade.start, shade.end, span);
        if (!place) return null;
        const key = `${shade.kind}-${shade.start.getTime()}`;
        const style = { top: `${place.top * 100}%`, height: `${place.height * 100}%` };
        const { appointmentId } = shade;
        // A time held for a rejected request's customer opens that request, with the times proposed.
        return appointmentId ? (
          <button
            key={key}
            type="button"
            className="calendar-shade is-held"
            style={style}
            title={shade.title}
            onClick={() => props.onOpen(appointmentId)}
          >
            <span className="calendar-shade-title">{shade.title}</span>
          </button>
        ) : (
          <div key={key} className={`calendar-shade is-${shade.kind}`} style={style} title={shade.title}>
            <span className="calendar-shade-title">{shade.title}</span>
          </div>
        );
      })}
      {nowAt !== null && <div className="calendar-now" style={{ top: `${nowAt * 100}%` }} aria-hidden="true" />}
      {blocks.map(({ event, top, height, lane, lanes }) => (
        <CalendarJobBlock
          key={event.job.id}
          event={event}
          top={top}
          height={height}
          lane={lane}
          lanes={lanes}
          bufferMinutes={bufferMinutes}
          brief={brief}
          onOpen={props.onOpen}
          onDragStart={props.onDragStart}
          onDragEnd={props.onDragEnd}
        />
      ))}
      {preview && <div className="calendar-drop-preview" style={{ top: `${preview.top * 100}%`, height: `${preview.height * 100}%` }} />}
    </div>
  );
});
