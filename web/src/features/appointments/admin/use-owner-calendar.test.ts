import type { OwnerCalendarQuery as OwnerCalendarAnswer } from '../../../gql/graphql';
import { at, calendarMock, job, TIME_ZONE } from './owner-schedule.fixtures';
import { drawnCalendar } from './use-owner-calendar';

const SUNDAY = '2026-03-08';
const TUESDAY = '2026-03-10';
const weekAnswer = calendarMock(SUNDAY, '2026-03-15', [
  job('a1', 'Dana Reyes', at(TUESDAY, '09:30')),
  job('a2', 'Eli Moss', at(SUNDAY, '10:00')),
]).result as { data: OwnerCalendarAnswer };

describe('drawnCalendar', () => {
  it('works out an answer’s jobs once: drawn for the next view while that one loads, its own view again finds them as they were', () => {
    const week = drawnCalendar(weekAnswer.data, 'week', SUNDAY, TIME_ZONE, []);
    // A switch to the day shows the week's answer until the day's arrives (a busy week's 300 jobs were worked out again here).
    const dayMeanwhile = drawnCalendar(weekAnswer.data, 'day', TUESDAY, TIME_ZONE, []);
    expect(dayMeanwhile.jobs).toBe(week.jobs);
    expect(drawnCalendar(weekAnswer.data, 'week', SUNDAY, TIME_ZONE, []).jobs).toBe(week.jobs);
    expect(week.jobs.map(({ job: { customerName }, start }) => [customerName, start.getHours(), start.getMinutes()])).toEqual([
      ['Eli Moss', 10, 0],
      ['Dana Reyes', 9, 30],
    ]);
  });

  it('works them out again in another time zone', () => {
    const inTampa = drawnCalendar(weekAnswer.data, 'week', SUNDAY, TIME_ZONE, []);
    const inDenver = drawnCalendar(weekAnswer.data, 'week', SUNDAY, 'America/Denver', []);
    expect(inDenver.jobs).not.toBe(inTampa.jobs);
    expect(inDenver.jobs[1].start.getHours()).toBe(7);
  });
});
