import { memo, type DragEvent, type MouseEvent } from 'react';
import type { JobEvent, ShadeEvent } from './calendar-events';
import { CalendarJobBlock } from './calendar-job-block';
import { lanesOf, placeOn, type GridSpan } from './calendar-layout';

/** Where a dragged job would land: its column's key and its place in it. */
export interface DropPreview {
  column: string;
  top: number;
  height: number;
}

interface CalendarColumnProps {
  day: string;
  crew: number;
  /** Its place on the grid: row and column. */
  row: number;
  column: number;
  /** The column's name for screen readers: its day and crew. */
  label: string;
  span: GridSpan;
  jobs: readonly JobEvent[];
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
  const { day, crew, label, span, jobs, shades, closed, nowAt, bufferMinutes, brief, preview } = props;
  const placed = jobs.flatMap((event) => {
    const place = placeOn(day, event.start, event.end, span);
    return place ? [{ event, ...place }] : [];
  });
  const lanes = lanesOf(placed.map(({ event }) => event));
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
          <div key={key} className={`calendar-shade is-${shade.kind}`} style={style}>
            <span className="calendar-shade-title">{shade.title}</span>
          </div>
        );
      })}
      {nowAt !== null && <div className="calendar-now" style={{ top: `${nowAt * 100}%` }} aria-hidden="true" />}
      {placed.map(({ event, top, height }, index) => (
        <CalendarJobBlock
          key={event.job.id}
          event={event}
          top={top}
          height={height}
          {...lanes[index]}
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
