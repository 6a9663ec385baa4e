import { clockLabel, WEEKDAY_NAMES } from '@plumbing/shared';
import { gridDay } from './business-clock';

/**
 * Where things sit on the owner's calendar grid (calendar-grid.tsx): minutes of a business day
 * (from grid dates, business-clock.ts) as shares of a column's height, overlapping blocks side by
 * side, and a point in a column read back as a time on the half-hour grid.
 */

/** The grid of possible start times. */
export const STEP_MINUTES = 30;
const DAY_MINUTES = 24 * 60;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall-clock time of `minutes` since midnight, 'HH:MM'. */
const timeOf = (minutes: number) => `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`;

/** '9:30 AM', or '9 AM' brief. */
const clockOf = (date: Date, brief = false) => clockLabel(timeOf(date.getHours() * 60 + date.getMinutes()), { brief });

/** '9:30 AM – 11:30 AM'. */
export const timeRangeLabel = (start: Date, end: Date) => `${clockOf(start)} – ${clockOf(end)}`;

/** 'Tue 10': a day's heading in the week. */
export const shortDayLabel = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAY_NAMES[date.getUTCDay()].slice(0, 3)} ${date.getUTCDate()}`;
};

/** The minutes of the day a grid shows: [first, last), whole hours. */
export interface GridSpan {
  first: number;
  last: number;
}

/** The span of `hours` (grid dates; a max of 23:59 ends the day). */
export function gridSpan(hours: { min: Date; max: Date }): GridSpan {
  const last = hours.max.getHours() * 60 + hours.max.getMinutes();
  return { first: hours.min.getHours() * 60 + hours.min.getMinutes(), last: last >= DAY_MINUTES - 1 ? DAY_MINUTES : last };
}

/** The part of [start, end) on `day` within the grid, as shares of the column's height (0–1); null when none of it is. */
export function placeOn(day: string, start: Date, end: Date, span: GridSpan): { top: number; height: number } | null {
  const startDay = gridDay(start);
  const endDay = gridDay(end);
  if (startDay > day || endDay < day || (endDay === day && end.getHours() === 0 && end.getMinutes() === 0 && startDay < day)) return null;
  const from = startDay < day ? 0 : start.getHours() * 60 + start.getMinutes();
  const to = endDay > day ? DAY_MINUTES : end.getHours() * 60 + end.getMinutes();
  const top = Math.max(from, span.first);
  const bottom = Math.min(to, span.last);
  if (bottom <= top) return null;
  const range = span.last - span.first;
  return { top: (top - span.first) / range, height: (bottom - top) / range };
}

/**
 * Side-by-side lanes for blocks that overlap in one column (jobs kept overlapping, shown so the
 * owner can mend them): each block's lane and how many lanes its group of overlapping blocks needs.
 */
export function lanesOf(blocks: ReadonlyArray<{ start: Date; end: Date }>): Array<{ lane: number; lanes: number }> {
  const order = blocks.map((_, index) => index).sort((a, b) => blocks[a].start.getTime() - blocks[b].start.getTime());
  const placed: Array<{ lane: number; lanes: number }> = blocks.map(() => ({ lane: 0, lanes: 1 }));
  let group: number[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const closeGroup = () => {
    for (const index of group) placed[index].lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const index of order) {
    const start = blocks[index].start.getTime();
    const end = blocks[index].end.getTime();
    if (start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    placed[index].lane = lane;
    group.push(index);
    groupEnd = Math.max(groupEnd, end);
  }
  closeGroup();
  return placed;
}

/** The start on the half-hour grid at `offset` (0–1) down a column of `span`, kept inside it: 'HH:MM'. */
export function timeAt(offset: number, span: GridSpan): string {
  const minutes = span.first + Math.floor((Math.min(Math.max(offset, 0), 1) * (span.last - span.first)) / STEP_MINUTES) * STEP_MINUTES;
  return timeOf(Math.min(minutes, span.last - STEP_MINUTES));
}

/** The start nearest to `offset` (a dragged block's top), on the half-hour grid, kept inside the column. */
export function nearestTimeAt(offset: number, span: GridSpan): string {
  const minutes = span.first + Math.round((offset * (span.last - span.first)) / STEP_MINUTES) * STEP_MINUTES;
  return timeOf(Math.min(Math.max(minutes, span.first), span.last - STEP_MINUTES));
}

/** The hours labelled down the grid's side. */
export function hourLabels(span: GridSpan): Array<{ minutes: number; label: string }> {
  const labels = [];
  for (let minutes = span.first; minutes < span.last; minutes += 60)
    labels.push({ minutes, label: clockLabel(timeOf(minutes), { brief: true }) });
  return labels;
}
