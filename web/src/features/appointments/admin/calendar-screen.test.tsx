import { act, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { announceChange } from '../../../../test/change-events-double';
import { onPhone } from '../../../../test/phone-screen';
import { renderScreen } from '../../../../test/render-screen';
import CalendarScreen from './calendar-screen';
import { CONFLICT_TEXT } from './calendar-events';
import { at, calendarMock, job, jobSettingsMock, noPhotosMock } from '../../../../test/owner-schedule.fixtures';

// A Tuesday in daylight-saving time; the tests run in UTC, the business is in New York (4 hours behind).
const DAY = '2026-03-10';
const NEXT_DAY = '2026-03-11';

const dana = job('a1', 'Dana Reyes', at(DAY, '09:30'), { crew: 2 });
const eli = job('a2', 'Eli Moss', at(DAY, '09:00'), {
  crew: 1,
  serviceType: 'inspection',
  durationMinutes: 60,
  status: 'pending',
  keptOverlapping: true,
});
const fay = job('a3', 'Fay Chen', at(DAY, '13:00'), { crew: 1, status: 'cancelled' });
const busy = [{ startsAt: at(DAY, '14:00'), endsAt: at(DAY, '15:00'), crew: null }];
// A time proposed to Fay (rejected), held on the second crew until Thursday morning.
const held = [
  {
    appointmentId: 'a3',
    customerName: 'Fay Chen',
    startsAt: at(DAY, '15:00'),
    endsAt: at(DAY, '17:00'),
    crew: 2,
    heldUntil: at('2026-03-12', '10:00'),
  },
];
const HELD_TEXT = 'Held for Fay Chen until Thu, Mar 12 · 10:00 AM';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

function renderCalendar(query: string, mocks = [calendarMock(DAY, NEXT_DAY, [dana, eli, fay], { busy, held })]) {
  return renderScreen(<CalendarScreen />, {
    at: `/admin/calendar?${query}`,
    mocks: [...mocks, jobSettingsMock(), noPhotosMock('a1'), noPhotosMock('a3')],
  });
}

/** The block of a job on the grid. */
const block = (name: string) => screen.getByText(name).closest<HTMLElement>('.calendar-job')!;
/** Which column of the grid a block is in: 0 for the first crew (of the first day). */
const column = (element: HTMLElement) => [...document.querySelectorAll('.calendar-column')].indexOf(element.closest('.calendar-column')!);

describe('CalendarScreen', () => {
  it('draws each job in its crew’s column at its business time and length, whatever the browser’s zone', async () => {
    renderCalendar(`view=day&date=${DAY}`);
    expect(await screen.findByText('Dana Reyes')).toBeInTheDocument();
    expect(screen.getByText('Crew Ana')).toBeInTheDocument();
    expect(screen.getByText('Crew Ben')).toBeInTheDocument();
    expect(column(block('Eli Moss'))).toBe(0);
    expect(column(block('Dana Reyes'))).toBe(1);
    // Business time, not UTC (13:30), at its place and length: 9:30 is an hour and a half into a grid from 8 AM.
    expect(within(block('Dana Reyes')).getByText('9:30 AM – 11:30 AM')).toBeInTheDocument();
    expect(within(block('Eli Moss')).getByText('9:00 AM – 10:00 AM')).toBeInTheDocument();
    const place = (name: string) => [parseFloat(block(name).style.top), parseFloat(block(name).style.height)];
    expect(place('Dana Reyes')[0]).toBeCloseTo((90 / 540) * 100);
    expect(place('Dana Reyes')[1]).toBeCloseTo((120 / 540) * 100);
    expect(place('Eli Moss')).toEqual([(60 / 540) * 100, (60 / 540) * 100]);
    expect(block('Dana Reyes')).toHaveClass('calendar-job', 'is-confirmed');
    expect(block('Eli Moss')).toHaveClass('calendar-job', 'is-pending');
    // A cancelled job holds nothing and is not drawn.
    expect(screen.queryByText('Fay Chen')).not.toBeInTheDocument();
    // The owner's busy time is shaded for both crews.
    expect(screen.getAllByText('Busy')).toHaveLength(2);
    expect(screen.getByText('Times are Eastern Time.', { exact: false })).toBeInTheDocument();
  });

  it('marks a job that overlaps another of its crew, on its block and above the calendar', async () => {
    renderCalendar(`view=day&date=${DAY}`);
    await screen.findByText('Eli Moss');
    expect(block('Eli Moss')).toHaveClass('has-conflict');
    expect(within(block('Eli Moss')).getByText(CONFLICT_TEXT)).toBeInTheDocument();
    expect(block('Dana Reyes')).not.toHaveClass('has-conflict');
    expect(screen.getByRole('alert')).toHaveTextContent('1 job overlaps another job of its crew here: move or reassign one');
  });

  it('shows a week with a column per crew on each day, and greys the days the business is closed', async () => {
    // The week of Sunday, March 8.
    renderCalendar(`view=week&date=${DAY}`, [calendarMock('2026-03-08', '2026-03-15', [dana, eli])]);
    await screen.findByText('Dana Reyes');
    expect(screen.getByRole('heading', { name: 'Sun, Mar 8 – Sat, Mar 14, 2026' })).toBeInTheDocument();
    expect(document.querySelectorAll('.calendar-column')).toHaveLength(14);
    expect(screen.getByRole('group', { name: 'Tuesday, March 10, 2026, Crew Ben' })).toContainElement(block('Dana Reyes'));
    // Tuesday is the third day: its columns are the fifth and sixth.
    expect(column(block('Eli Moss'))).toBe(4);
    expect(column(block('Dana Reyes'))).toBe(5);
    // Saturday and Sunday are not working days: shaded for each crew.
    expect(screen.getAllByText('Closed: not a working day')).toHaveLength(4);
    // A column a finger wide cuts the words short: the whole of them on hover.
    for (const shade of screen.getAllByText('Closed: not a working day'))
      expect(shade.closest('.calendar-shade')).toHaveAttribute('title', 'Closed: not a working day');
  });

  it('draws a time held for a rejected customer in its crew’s column, and opens their request from it', async () => {
    const user = setupUser();
    renderCalendar(`view=day&date=${DAY}`);
    const time = await screen.findByRole('button', { name: HELD_TEXT });
    expect(screen.getByRole('group', { name: 'Tuesday, March 10, 2026, Crew Ben' })).toContainElement(time);
    expect(parseFloat(time.style.top)).toBeCloseTo((420 / 540) * 100);
    await user.click(time);
    expect(await screen.findByRole('dialog', { name: 'Appointment Details' })).toBeInTheDocument();
  });

  it('draws the time now across today’s columns, moved as the minutes pass', async () => {
    jest.useFakeTimers({ now: new Date(at(DAY, '10:00')), advanceTimers: true });
    try {
      renderCalendar(`view=day&date=${DAY}`);
      await screen.findByText('Dana Reyes');
      const lines = () => [...document.querySelectorAll<HTMLElement>('.calendar-now')].map((line) => parseFloat(line.style.top));
      // Two hours into a grid from 8 AM to 5 PM, in each crew's column.
      expect(lines()).toEqual([(120 / 540) * 100, (120 / 540) * 100]);
      act(() => jest.advanceTimersByTime(30 * 60_000));
      expect(lines()[0]).toBeCloseTo((150 / 540) * 100);
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the appointment dialog from a job, with the keyboard too', async () => {
    const user = setupUser();
    renderCalendar(`view=day&date=${DAY}`);
    await screen.findByText('Dana Reyes');
    act(() => block('Dana Reyes').focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Appointment Details' });
    expect(within(dialog).getByText('Repair Service')).toBeInTheDocument();
    expect(within(dialog).getByText('2 h')).toBeInTheDocument();
  });

  it('shows the day’s agenda on a phone: jobs by time, each naming its crew, with a day picker', async () => {
    onPhone();
    const user = setupUser();
    renderCalendar(`date=${DAY}`, [
      calendarMock(DAY, NEXT_DAY, [dana, eli, fay], { busy, held }),
      calendarMock(NEXT_DAY, '2026-03-12', []),
    ]);
    const agenda = await screen.findByRole('region', { name: 'Jobs on Tuesday, March 10, 2026' });
    expect(document.querySelector('.calendar-grid')).toBeNull();
    const jobs = within(agenda.querySelector<HTMLElement>('.calendar-agenda-list')!).getAllByRole('button');
    expect(jobs.map((button) => button.textContent)).toEqual([
      `9:00 AM – 10:00 AMEli MossInspection · Crew AnaPending⚠ ${CONFLICT_TEXT}`,
      '9:30 AM – 11:30 AMDana ReyesRepair Service · Crew BenConfirmed',
    ]);
    expect(within(agenda).getByRole('list', { name: 'Busy times' })).toHaveTextContent('Busy 2:00 PM – 3:00 PM · every crew');
    expect(within(agenda).getByRole('list', { name: 'Times held for customers' })).toHaveTextContent(`3:00 PM – 5:00 PM · ${HELD_TEXT}`);

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No jobs on Wednesday, March 11, 2026.')).toBeInTheDocument();
  });

  it('spins Refresh while a day not loaded yet or a press asks the server, not while a day shown is checked again', async () => {
    const user = setupUser();
    const slowly = (mock: MockLink.MockedResponse) => ({ ...mock, delay: 100 });
    renderCalendar(`view=day&date=${DAY}`, [
      calendarMock(DAY, NEXT_DAY, [dana]),
      // The next day may be asked for more than once (cache-and-network): its answer stays the same.
      { ...slowly(calendarMock(NEXT_DAY, '2026-03-12', [])), maxUsageCount: Infinity },
      slowly(calendarMock(DAY, NEXT_DAY, [dana])),
      slowly(calendarMock(DAY, NEXT_DAY, [dana])),
    ]);
    await screen.findByText('Dana Reyes');
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    const spinning = () => refresh.classList.contains('ant-btn-loading');
    expect(spinning()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(spinning()).toBe(true);
    await waitFor(() => expect(spinning()).toBe(false));

    // Back to a day already loaded: it is drawn at once and checked with the server quietly (a
    // spinning button drew the whole grid again to measure itself, scripts/calendar-bench.mjs).
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('Dana Reyes')).toBeInTheDocument();
    expect(spinning()).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));

    await user.click(refresh);
    expect(spinning()).toBe(true);
    await waitFor(() => expect(spinning()).toBe(false));
  });

  it('asks the server again for a day shown again from the cache: a job booked meanwhile shows', async () => {
    const user = setupUser();
    const gus = job('a4', 'Gus Park', at(DAY, '15:00'));
    renderCalendar(`view=day&date=${DAY}`, [
      calendarMock(DAY, NEXT_DAY, [dana]),
      // The next day may be asked for more than once (cache-and-network): its answer stays the same.
      { ...calendarMock(NEXT_DAY, '2026-03-12', []), maxUsageCount: Infinity },
      calendarMock(DAY, NEXT_DAY, [dana, gus]),
    ]);
    await screen.findByText('Dana Reyes');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(screen.queryByText('Dana Reyes')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('Dana Reyes')).toBeInTheDocument();
    expect(await screen.findByText('Gus Park')).toBeInTheDocument();
  });

  it('shows a change made elsewhere at once (the change events)', async () => {
    onPhone();
    const gus = job('a4', 'Gus Park', at(DAY, '15:00'));
    renderCalendar(`date=${DAY}`, [calendarMock(DAY, NEXT_DAY, [dana]), calendarMock(DAY, NEXT_DAY, [dana, gus])]);
    await screen.findByText('Dana Reyes');
    expect(screen.queryByText('Gus Park')).not.toBeInTheDocument();
    act(() => announceChange('appointments'));
    expect(await screen.findByText('Gus Park')).toBeInTheDocument();
  });
});
