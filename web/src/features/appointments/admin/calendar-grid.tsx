import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import type { Crew } from '@plumbing/shared';
import { longDateLabel } from '../booking-calendar';
import type { AdminAppointment } from './appointment-operations';
import { gridDate, gridDay, instantOf, localDate, viewDays, type CalendarView } from './business-clock';
import { CalendarColumn, type DropPreview } from './calendar-column';
import type { JobEvent, ShadeEvent } from './calendar-events';
import { gridSpan, hourLabels, nearestTimeAt, shortDayLabel, STEP_MINUTES, timeAt } from './calendar-layout';
import { useDrawnShares } from './use-drawn-shares';
import './calendar-grid.css';

export interface CalendarGridProps {
  view: CalendarView;
  /** The day shown, or a day of the week shown ('YYYY-MM-DD', business time). */
  date: string;
  timeZone: string;
  crews: readonly Crew[];
  jobs: readonly JobEvent[];
  shades: readonly ShadeEvent[];
  hours: { min: Date; max: Date };
  bufferMinutes: number;
  onOpen: (appointmentId: string) => void;
  /** A job dragged to a new start (an instant) and crew. */
  onDrop: (job: AdminAppointment, startsAt: Date, crew: number) => void;
  /** An empty time picked: a new job there. */
  onPickTime: (date: string, time: string, crew: number | undefined) => void;
  /** A day's heading in the week view picked: that day's view. */
  onShowDay: (date: string) => void;
}

/** The job being dragged, and how far below its top it was taken (px). */
interface Dragged {
  event: JobEvent;
  grabbedAt: number;
}

const columnKey = (day: string, crew: number) => `${day}/${crew}`;

/**
 * The desktop's calendar (issue #50): a column per crew on each day shown, hours down the side,
 * in business time whatever the browser's zone (business-clock.ts). Plain positioned blocks, those
 * in sight drawn first, so a busy week shows in a frame (use-drawn-shares.ts, scripts/calendar-bench.mjs).
 * Jobs still to be done are dragged (the browser's own drag and drop) to another time or crew; a
 * press on an empty time starts a new job there.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { view, date, timeZone, crews, jobs, shades, hours, bufferMinutes } = props;
  // The columns are drawn again only when what they show changes: the screen's handlers are read when called.
  const handlers = useRef(props);
  handlers.current = props;
  const span = useMemo(() => gridSpan(hours), [hours]);
  const days = useMemo(() => viewDays(view, date), [view, date]);
  const now = useGridNow(timeZone);
  const today = gridDay(now);
  const nowMinutes = now.getHours() * 60 + now.getMinutes();
  const nowAt = nowMinutes >= span.first && nowMinutes < span.last ? (nowMinutes - span.first) / (span.last - span.first) : null;
  const dragged = useRef<Dragged | null>(null);
  const [preview, setPreview] = useState<DropPreview | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const drawnShare = useDrawnShares(grid, `${view}/${date}`, `${view}/${days.length * crews.length}/${span.first}-${span.last}`);

  const byColumn = useMemo(() => {
    const columns = new Map<string, { jobs: JobEvent[]; shades: ShadeEvent[] }>();
    const columnOf = (day: string, crew: number) => {
      const key = columnKey(day, crew);
      if (!columns.has(key)) columns.set(key, { jobs: [], shades: [] });
      return columns.get(key)!;
    };
    for (const event of jobs) columnOf(gridDay(event.start), event.resourceId).jobs.push(event);
    for (const shade of shades)
      for (const day of days)
        if (gridDay(shade.start) <= day && day <= gridDay(shade.end))
          for (const crew of shade.resourceId) columnOf(day, crew).shades.push(shade);
    return columns;
  }, [jobs, shades, days]);
  const closedDays = useMemo(
    () => new Set(shades.filter((shade) => shade.kind === 'closed').map((shade) => gridDay(shade.start))),
    [shades],
  );

  /** Where the dragged job's top would be, as a share of the column under the pointer. */
  const dropOffset = (drag: DragEvent<HTMLElement>, grabbedAt: number) => {
    const box = drag.currentTarget.getBoundingClientRect();
    return (drag.clientY - grabbedAt - box.top) / box.height;
  };
  const actions = useMemo(
    () => ({
      onOpen: (id: string) => handlers.current.onOpen(id),
      onPick: (day: string, crew: number, offset: number) =>
        handlers.current.onPickTime(day, timeAt(offset, span), handlers.current.crews.length > 1 ? crew : undefined),
      onDragStart: (event: JobEvent, drag: DragEvent<HTMLElement>) => {
        dragged.current = { event, grabbedAt: drag.clientY - drag.currentTarget.getBoundingClientRect().top };
        drag.dataTransfer.effectAllowed = 'move';
        drag.dataTransfer.setData('text/plain', event.job.customerName);
      },
      onDragEnd: () => {
        dragged.current = null;
        setPreview(null);
      },
      onDragOver: (day: string, crew: number, drag: DragEvent<HTMLElement>) => {
        const moving = dragged.current;
        if (!moving) return;
        drag.preventDefault();
        drag.dataTransfer.dropEffect = 'move';
        const time = nearestTimeAt(dropOffset(drag, moving.grabbedAt), span);
        const [hour, minute] = time.split(':').map(Number);
        const range = span.last - span.first;
        const next = {
          column: columnKey(day, crew),
          top: (hour * 60 + minute - span.first) / range,
          height: Math.min(moving.event.job.durationMinutes, span.last - hour * 60 - minute) / range,
        };
        setPreview((shown) => (shown?.column === next.column && shown.top === next.top ? shown : next));
      },
      onDrop: (day: string, crew: number, drag: DragEvent<HTMLElement>) => {
        const moving = dragged.current;
        dragged.current = null;
        setPreview(null);
        if (!moving) return;
        drag.preventDefault();
        const { job } = moving.event;
        const startsAt = instantOf(localDate(day, nearestTimeAt(dropOffset(drag, moving.grabbedAt), span)), handlers.current.timeZone);
        if (startsAt.getTime() === Date.parse(job.preferredDate) && crew === job.crew) return;
        handlers.current.onDrop(job, startsAt, crew);
      },
    }),
    [span],
  );
  const showDay = useCallback((day: string) => handlers.current.onShowDay(day), []);

  const namesCrews = crews.length > 1;
  const crowded = view === 'week' && namesCrews;
  // The rows: the days' headings (a week), the crews' (several), then the hours.
  const crewRow = view === 'week' ? 2 : 1;
  const bodyRow = crewRow + (namesCrews ? 1 : 0);
  const at = (row: number, column: number, span = 1): CSSProperties => ({ gridRow: row, gridColumn: `${column} / span ${span}` });
  const style = {
    '--columns': days.length * crews.length,
    '--slots': (span.last - span.first) / STEP_MINUTES,
  } as CSSProperties;
  return (
    <div ref={grid} className={`calendar-grid is-${view}`} style={style}>
      {bodyRow > 1 && <div className="calendar-grid-corner" style={{ gridRow: `1 / span ${bodyRow - 1}`, gridColumn: 1 }} />}
      {view === 'week' &&
        days.map((day, index) => (
          <button
            key={day}
            type="button"
            className={`calendar-day-heading${day === today ? ' is-today' : ''}`}
            style={at(1, 2 + index * crews.length, crews.length)}
            aria-label={`${longDateLabel(day)}: show the day`}
            onClick={() => showDay(day)}
          >
            {shortDayLabel(day)}
          </button>
        ))}
      {namesCrews &&
        days.flatMap((day, dayIndex) =>
          crews.map((crew, crewIndex) => (
            <div
              key={columnKey(day, crew.id)}
              className={`calendar-crew-heading is-row-${crewRow}`}
              style={at(crewRow, 2 + dayIndex * crews.length + crewIndex)}
              title={crew.name}
            >
              {crew.name}
            </div>
          )),
        )}
      <div className="calendar-hours" style={at(bodyRow, 1)} aria-hidden="true">
        {hourLabels(span).map(({ minutes, label }) => (
          <span key={minutes} className="calendar-hour" style={{ top: `${((minutes - span.first) / (span.last - span.first)) * 100}%` }}>
            {label}
          </span>
        ))}
      </div>
      {days.flatMap((day, dayIndex) =>
        crews.map((crew, crewIndex) => {
          const key = columnKey(day, crew.id);
          const shown = byColumn.get(key);
          return (
            <CalendarColumn
              key={key}
              columnKey={key}
              row={bodyRow}
              column={2 + dayIndex * crews.length + crewIndex}
              day={day}
              crew={crew.id}
              label={namesCrews ? `${longDateLabel(day)}, ${crew.name}` : longDateLabel(day)}
              span={span}
              jobs={shown?.jobs ?? NONE}
              drawn={drawnShare(dayIndex * crews.length + crewIndex)}
              shades={shown?.shades ?? NONE}
              closed={closedDays.has(day)}
              nowAt={day === today ? nowAt : null}
              bufferMinutes={bufferMinutes}
              brief={crowded}
              preview={preview?.column === key ? preview : null}
              {...actions}
            />
          );
        }),
      )}
    </div>
  );
}

const NONE: never[] = [];

/** The time now as a grid date, moved each minute: the line across today's columns. */
function useGridNow(timeZone: string): Date {
  const [now, setNow] = useState(() => gridDate(new Date(), timeZone));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(gridDate(new Date(), timeZone)), 60_000);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return now;
}
