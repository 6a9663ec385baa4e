import dayjs from 'dayjs';
import { useMemo, type CSSProperties } from 'react';
import { Calendar, dayjsLocalizer, type Components, type Formats, type View } from 'react-big-calendar';
import withDragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import type { Crew } from '@plumbing/shared';
import type { AdminAppointment } from './appointment-operations';
import { gridDate, gridDay, instantOf, localDate, type CalendarView } from './business-clock';
import { MOVABLE_STATUSES, type CalendarEvent, type JobEvent, type ShadeEvent } from './calendar-events';
import { CalendarJobBlock } from './calendar-job-block';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import './calendar-grid.css';

const localizer = dayjsLocalizer(dayjs);
const DragAndDropCalendar = withDragAndDrop<CalendarEvent, Crew>(Calendar);

const components: Components<CalendarEvent, Crew> = { event: CalendarJobBlock };
const formats: Formats = { timeGutterFormat: 'h A', dayFormat: 'ddd D', dayHeaderFormat: 'dddd, MMMM D' };
const VIEWS: View[] = ['day', 'week'];

const isMovable = (event: CalendarEvent) => event.kind === 'job' && MOVABLE_STATUSES.has(event.job.status);
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
}

/**
 * The desktop's calendar grid (react-big-calendar, loaded with this file only when the grid is
 * shown): a column per crew in the day and week views, business time whatever the browser's zone
 * (business-clock.ts). Jobs still to be done can be dragged to another time or crew; an empty time
 * starts a new job there.
 */
export default function CalendarGrid(props: CalendarGridProps) {
  const { view, date, timeZone, crews, jobs, shades, hours, bufferMinutes, onOpen, onDrop, onPickTime } = props;
  const events = useMemo(() => [...jobs], [jobs]);
  const backgroundEvents = useMemo(() => [...shades], [shades]);
  // One crew needs no column headings; several get one column each.
  const resources = crews.length > 1 ? [...crews] : undefined;

  const open = (event: CalendarEvent) => {
    if (event.kind === 'job') onOpen(event.job.id);
  };
  const drop = ({ event, start, resourceId }: EventInteractionArgs<CalendarEvent>) => {
    if (event.kind !== 'job') return;
    const crew = typeof resourceId === 'number' ? resourceId : event.resourceId;
    const startsAt = instantOf(new Date(start), timeZone);
    if (startsAt.getTime() === Date.parse(event.job.preferredDate) && crew === event.job.crew) return;
    onDrop(event.job, startsAt, crew);
  };

  return (
    <div className="calendar-grid">
      <DragAndDropCalendar
        localizer={localizer}
        events={events}
        backgroundEvents={backgroundEvents}
        view={view}
        views={VIEWS}
        date={localDate(date)}
        onView={() => undefined}
        onNavigate={() => undefined}
        toolbar={false}
        resources={resources}
        resourceIdAccessor="id"
        resourceTitleAccessor="name"
        resourceGroupingLayout
        titleAccessor={(event) => (event.kind === 'job' ? event.job.customerName : event.title)}
        step={30}
        timeslots={2}
        min={hours.min}
        max={hours.max}
        scrollToTime={hours.min}
        getNow={() => gridDate(new Date(), timeZone)}
        formats={formats}
        components={components}
        eventPropGetter={(event) => eventLook(event, bufferMinutes)}
        onSelectEvent={open}
        onKeyPressEvent={(event, keyEvent) => {
          const { key } = keyEvent as unknown as KeyboardEvent;
          if (key === 'Enter' || key === ' ') open(event);
        }}
        draggableAccessor={isMovable}
        resizable={false}
        onEventDrop={drop}
        selectable
        onSelectSlot={({ start, resourceId }) => {
          const at = new Date(start);
          onPickTime(gridDay(at), `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`, resourceId as number | undefined);
        }}
      />
    </div>
  );
}
