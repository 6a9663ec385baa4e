import { useCallback, useMemo, useRef, type CSSProperties, type SyntheticEvent } from 'react';
import { Calendar, type Components, type SlotInfo, type View } from 'react-big-calendar';
import dragAndDropAddon, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import type { Crew } from '@plumbing/shared';
import type { AdminAppointment } from './appointment-operations';
import { gridDate, gridDay, instantOf, localDate, type CalendarView } from './business-clock';
import { businessLocalizer } from './business-localizer';
import { MOVABLE_STATUSES, type CalendarEvent, type JobEvent, type ShadeEvent } from './calendar-events';
import { CalendarJobBlock } from './calendar-job-block';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './calendar-grid.css';

// The addon is CommonJS only: the build reads it as Node does (its exports object, the function as
// its `default`), the tests' compiler hands over the function itself.
const withDragAndDrop = (dragAndDropAddon as unknown as { default?: typeof dragAndDropAddon }).default ?? dragAndDropAddon;

const DragAndDropCalendar = withDragAndDrop<CalendarEvent, Crew>(Calendar);

/** A day's heading in the week view: its words alone (the library's own is a column header outside any row, which screen readers trip on). */
const DayHeading = ({ label }: { label: string }) => <span>{label}</span>;
const components: Components<CalendarEvent, Crew> = { event: CalendarJobBlock, day: { header: DayHeading }, week: { header: DayHeading } };
const VIEWS: View[] = ['day', 'week'];

const isMovable = (event: CalendarEvent) => event.kind === 'job' && MOVABLE_STATUSES.has(event.job.status);
const titleOf = (event: CalendarEvent) => (event.kind === 'job' ? event.job.customerName : event.title);
// The screen's own toolbar moves the view and the date.
const ignore = () => undefined;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Each block's look: a job's status (and conflict), the drive after it as a share of its height; a shade's reason. */
function eventLook(event: CalendarEvent, bufferMinutes: number): { className: string; style?: CSSProperties } {
  if (event.kind !== 'job') return { className: `calendar-shade is-${event.kind}` };
  const { job } = event;
  const drive = MOVABLE_STATUSES.has(job.status) ? bufferMinutes / job.durationMinutes : 0;
  return {
    className: `calendar-job is-${job.status}${job.keptOverlapping ? ' has-conflict' : ''}`,
    style: { '--drive-share': drive } as CSSProperties,
  };
}

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

/**
 * The desktop's calendar grid (react-big-calendar, loaded with this file only when the grid is
 * shown): a column per crew in the day and week views, business time whatever the browser's zone
 * (business-clock.ts). Jobs still to be done can be dragged to another time or crew; an empty time
 * starts a new job there.
 */
export default function CalendarGrid(props: CalendarGridProps) {
  const { view, date, timeZone, crews, jobs, shades, hours, bufferMinutes } = props;
  // The grid recomputes everything when a prop changes: what it is handed stays the same object
  // until what it stands for changes, and the screen's handlers are read when called.
  const handlers = useRef(props);
  handlers.current = props;
  const events = useMemo(() => [...jobs], [jobs]);
  const backgroundEvents = useMemo(() => [...shades], [shades]);
  const shown = useMemo(() => localDate(date), [date]);
  // One crew needs no column headings; several get one column each.
  const resources = useMemo(() => (crews.length > 1 ? [...crews] : undefined), [crews]);
  const getters = useMemo(() => {
    const closedDays = new Set(shades.filter((shade) => shade.kind === 'closed').map((shade) => gridDay(shade.start)));
    return {
      eventPropGetter: (event: CalendarEvent) => eventLook(event, bufferMinutes),
      dayPropGetter: (day: Date) => (closedDays.has(gridDay(day)) ? { className: 'calendar-closed-day' } : {}),
    };
  }, [shades, bufferMinutes]);
  const getNow = useCallback(() => gridDate(new Date(), timeZone), [timeZone]);
  const actions = useMemo(() => {
    const open = (event: CalendarEvent) => {
      if (event.kind === 'job') handlers.current.onOpen(event.job.id);
    };
    return {
      onSelectEvent: open,
      onKeyPressEvent: (event: CalendarEvent, keyEvent: SyntheticEvent<HTMLElement>) => {
        const { key } = keyEvent as unknown as KeyboardEvent;
        if (key === 'Enter' || key === ' ') open(event);
      },
      onEventDrop: ({ event, start, resourceId }: EventInteractionArgs<CalendarEvent>) => {
        if (event.kind !== 'job') return;
        const crew = typeof resourceId === 'number' ? resourceId : event.resourceId;
        const startsAt = instantOf(new Date(start), handlers.current.timeZone);
        if (startsAt.getTime() === Date.parse(event.job.preferredDate) && crew === event.job.crew) return;
        handlers.current.onDrop(event.job, startsAt, crew);
      },
      onSelectSlot: ({ start, resourceId }: SlotInfo) => {
        const at = new Date(start);
        handlers.current.onPickTime(
          gridDay(at),
          `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`,
          resourceId as number | undefined,
        );
      },
      onDrillDown: (day: Date) => handlers.current.onShowDay(gridDay(day)),
    };
  }, []);

  return (
    <div className="calendar-grid">
      <DragAndDropCalendar
        localizer={businessLocalizer}
        events={events}
        backgroundEvents={backgroundEvents}
        view={view}
        views={VIEWS}
        date={shown}
        onView={ignore}
        onNavigate={ignore}
        toolbar={false}
        resources={resources}
        resourceIdAccessor="id"
        resourceTitleAccessor="name"
        resourceGroupingLayout
        titleAccessor={titleOf}
        step={30}
        timeslots={2}
        min={hours.min}
        max={hours.max}
        scrollToTime={hours.min}
        getNow={getNow}
        components={components}
        {...getters}
        {...actions}
        draggableAccessor={isMovable}
        resizable={false}
        selectable
      />
    </div>
  );
}
