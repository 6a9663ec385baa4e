import { DateLocalizer, type DateRange, type Formats } from 'react-big-calendar';
import { clockLabel, MONTH_NAMES, WEEKDAY_NAMES } from '@plumbing/shared';

/**
 * The calendar grid's dates as the owner reads them (issue #50): '9 AM' down the side, 'Tue 10'
 * over a day, '9:30 AM – 11:30 AM' on a job. Written out, and the grid's date arithmetic left to
 * the library's own on plain Dates: its dayjs localizer makes a dayjs object for each comparison,
 * which took most of the time a week of 300 jobs took to draw (scripts/calendar-bench.mjs).
 */

const twoDigits = (value: number) => String(value).padStart(2, '0');
const clock = (date: Date, brief = false) => clockLabel(`${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`, { brief });
const timeRange = ({ start, end }: DateRange) => `${clock(start)} – ${clock(end)}`;
const shortDay = (date: Date) => `${WEEKDAY_NAMES[date.getDay()].slice(0, 3)} ${date.getDate()}`;
const longDay = (date: Date) => `${WEEKDAY_NAMES[date.getDay()]}, ${MONTH_NAMES[date.getMonth()]} ${date.getDate()}`;
const dayRange = ({ start, end }: DateRange) => `${longDay(start)} – ${longDay(end)}`;

const formats: Formats = {
  timeGutterFormat: (date) => clock(date, true),
  dayFormat: shortDay,
  dayHeaderFormat: longDay,
  dayRangeHeaderFormat: dayRange,
  eventTimeRangeFormat: timeRange,
  eventTimeRangeStartFormat: ({ start }) => `${clock(start)} – `,
  eventTimeRangeEndFormat: ({ end }) => ` – ${clock(end)}`,
  selectRangeFormat: timeRange,
  // The month and agenda views are not offered; their formats are there for completeness.
  dateFormat: (date) => String(date.getDate()),
  weekdayFormat: (date) => WEEKDAY_NAMES[date.getDay()].slice(0, 3),
  monthHeaderFormat: (date) => `${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()}`,
  agendaHeaderFormat: dayRange,
  agendaDateFormat: longDay,
  agendaTimeFormat: (date) => clock(date),
  agendaTimeRangeFormat: timeRange,
};

/** Weeks start on Sunday, as the calendar's views do (business-clock.ts). */
export const businessLocalizer = new DateLocalizer({ formats, firstOfWeek: () => 0, format: (value) => String(value) });
