import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { addDays, todayIn, zonedInstant } from '@plumbing/shared';
import { AdminDashboardDocument, type AdminDashboardQuery } from '../../../gql/graphql';
import { announceChange } from '../../../../test/change-events-double';
import { renderScreen } from '../../../../test/render-screen';
import { jobSettingsMock, noPhotosMock, startsMock } from '../../../../test/owner-schedule.fixtures';
import { noMessagePhotosMock } from '../../../../test/message.fixtures';
import { setupDoneMock } from './setup-checklist.fixtures';
import TodayScreen from './today-screen';

const TIME_ZONE = 'America/New_York';
const today = todayIn(TIME_ZONE);
/** A time on the business zone's clocks. */
const at = (date: string, time: string) => zonedInstant(date, time, TIME_ZONE).toISOString();
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000 - 5_000).toISOString();

type Dashboard = AdminDashboardQuery['adminDashboard'];

const appointment = (id: string, customerName: string, preferredDate: string, status: 'pending' | 'confirmed' = 'pending') => ({
  __typename: 'Appointment' as const,
  id,
  customerName,
  customerEmail: `${id}@example.com`,
  customerPhone: '(813) 555-0100',
  serviceType: 'repair' as const,
  preferredDate,
  serviceAddress: '12 Bayshore Blvd, Tampa',
  outsideServiceArea: false,
  description: 'Leaking kitchen faucet',
  status,
  locale: 'en' as const,
  createdAt: ago(3600),
  crew: 1,
  durationMinutes: 120,
  keptOverlapping: false,
  bookedBy: 'customer' as const,
  emails: [],
});

const ana = appointment('a1', 'Ana Lopez', at(addDays(today, 1), '10:00'));
const dashboard = (overrides: Partial<Dashboard> = {}) => ({
  __typename: 'AdminDashboard',
  today: {
    __typename: 'DayAgenda',
    date: today,
    visits: [appointment('a2', 'Eli Moss', at(today, '09:30'), 'confirmed'), appointment('a3', 'Fay Chen', at(today, '14:00'))],
  },
  tomorrow: { __typename: 'DayAgenda', date: addDays(today, 1), visits: [ana] },
  waiting: [
    {
      __typename: 'WaitingRequest',
      kind: 'message',
      id: 'm1',
      name: 'Sam Okafor',
      email: 'sam@example.com',
      phone: '(813) 555-0177',
      service: 'Installation',
      receivedAt: ago(3 * 86400 + 4 * 3600),
      visitAt: null,
      appointment: null,
      message: {
        __typename: 'ContactMessage',
        id: 'm1',
        name: 'Sam Okafor',
        email: 'sam@example.com',
        phone: '(813) 555-0177',
        service: 'installation',
        message: 'Our water heater leaks.',
        handledAt: null,
        createdAt: ago(3 * 86400 + 4 * 3600),
        locale: 'en',
      },
    },
    {
      __typename: 'WaitingRequest',
      kind: 'appointment',
      id: 'a1',
      name: 'Ana Lopez',
      email: 'a1@example.com',
      phone: '(813) 555-0100',
      service: 'Repair Service',
      receivedAt: ago(2 * 3600 + 5 * 60),
      visitAt: ana.preferredDate,
      appointment: ana,
      message: null,
    },
  ],
  responseTime: { __typename: 'ResponseTimeStats', days: 30, answered: 5, unanswered: 2, medianSeconds: 1800, p90Seconds: 168 * 60 },
  ...overrides,
});

const answer = (data: ReturnType<typeof dashboard>): MockLink.MockedResponse => ({
  request: { query: AdminDashboardDocument },
  result: { data: { adminDashboard: data } },
});
/** What Today's cards and dialogs ask besides the overview: the checklist, the crews, a request's or message's photos, a new job's free times. */
const besides = [
  setupDoneMock(),
  jobSettingsMock(),
  noPhotosMock('a1'),
  noMessagePhotosMock('m1'),
  startsMock({ date: today, serviceType: 'repair' }, [['09:00', true]]),
];
const renderToday = (mocks: MockLink.MockedResponse[]) => renderScreen(<TodayScreen />, { at: '/admin', mocks: [...mocks, ...besides] });

describe('TodayScreen', () => {
  it('shows who waits and how long, the day’s visits in order, and the reply time', async () => {
    renderToday([answer(dashboard())]);
    await screen.findByText('Sam Okafor', { selector: 'h3' });
    const waiting = document.querySelector('ul[aria-label="Waiting for an answer"]')!;
    const cards = [...waiting.querySelectorAll('li')];
    expect(cards.map((card) => card.querySelector('h3')!.textContent)).toEqual(['Sam Okafor', 'Ana Lopez']);
    expect(within(cards[0]).getByText('Message')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Waiting 3 d 4 h')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Booking request')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Waiting 2 h 5 min')).toBeInTheDocument();
    expect(within(cards[1]).getByLabelText('Call Ana Lopez')).toHaveAttribute('href', 'tel:+18135550100');
    expect(within(cards[1]).getByLabelText('E-mail Ana Lopez')).toHaveAttribute('href', 'mailto:a1@example.com');
    // What a voice user says ("click Open Request") is how each control's name starts (WCAG 2.5.3, issue #51).
    for (const control of waiting.querySelectorAll<HTMLElement>('a, button'))
      expect(control.getAttribute('aria-label') ?? '').toMatch(new RegExp(`^${control.textContent!.trim()}\\b`));

    const visits = screen.getByText("Today's visits").closest('.ant-card')!;
    expect([...visits.querySelectorAll('time')].map((time) => time.textContent)).toEqual(['9:30 AM', '2:00 PM']);
    expect(within(visits as HTMLElement).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('2 h 48 min')).toBeInTheDocument();
    expect(screen.getByText('Last 30 days: 5 answered, 2 still waiting.')).toBeInTheDocument();
  });

  it('opens a waiting request in the appointment dialog, Confirm first', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderToday([answer(dashboard())]);
    await user.click(await screen.findByRole('button', { name: 'Open Request from Ana Lopez' }));
    expect(await screen.findByText('Appointment Details')).toBeInTheDocument();
    expect(screen.getByText('Confirm & Email Customer')).toBeInTheDocument();
  });

  it('leads to the calendar and takes a job by phone (issue #50)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderToday([answer(dashboard())]);
    expect(await screen.findByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/admin/calendar');
    await user.click(screen.getByRole('button', { name: 'New job' }));
    expect(await screen.findByRole('dialog', { name: 'New job' })).toBeInTheDocument();
    // Typing starts at once: the name takes the focus once the dialog has opened.
    await waitFor(() => expect(screen.getByLabelText('Customer name')).toHaveFocus());
  });

  it('opens a waiting message in full', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderToday([answer(dashboard())]);
    await user.click(await screen.findByRole('button', { name: 'Open Message from Sam Okafor' }));
    const dialog = (await screen.findByText('Our water heater leaks.', { selector: '.ant-modal *' })).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('sam@example.com')).toHaveAttribute('href', 'mailto:sam@example.com');
    expect(within(dialog).getByText('Mark Handled')).toBeInTheDocument();
  });

  it('says so when nothing waits, no visit is booked and nothing was answered yet', async () => {
    renderToday([
      answer(
        dashboard({
          waiting: [],
          today: { __typename: 'DayAgenda', date: today, visits: [] },
          tomorrow: { __typename: 'DayAgenda', date: addDays(today, 1), visits: [] },
          responseTime: { __typename: 'ResponseTimeStats', days: 30, answered: 0, unanswered: 0, medianSeconds: null, p90Seconds: null },
        } as Partial<Dashboard>),
      ),
    ]);
    expect(await screen.findByText('No booking request or message is waiting for an answer.')).toBeInTheDocument();
    expect(screen.getByText('No visits today.')).toBeInTheDocument();
    expect(screen.getByText('No visits tomorrow.')).toBeInTheDocument();
    expect(screen.getByText('No request or message of the last 30 days has been answered yet.')).toBeInTheDocument();
  });

  it('shows a loading state, then the failure when the server cannot answer', async () => {
    renderToday([{ request: { query: AdminDashboardDocument }, error: new Error('offline') }]);
    expect(screen.getByLabelText("Loading today's overview")).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText("Failed to fetch today's overview")).toBeInTheDocument();
    expect(screen.queryByLabelText("Loading today's overview")).not.toBeInTheDocument();
  });

  it('shows a new request as soon as the server announces it', async () => {
    const bo = { ...dashboard().waiting[1], id: 'a9', name: 'Bo Reed', appointment: { ...ana, id: 'a9', customerName: 'Bo Reed' } };
    renderToday([answer(dashboard()), answer(dashboard({ waiting: [...dashboard().waiting, bo] } as Partial<Dashboard>))]);
    await screen.findByText('Ana Lopez', { selector: 'h3' });
    expect(screen.queryByText('Bo Reed')).not.toBeInTheDocument();
    act(() => announceChange('appointments'));
    expect(await screen.findByText('Bo Reed', { selector: 'h3' })).toBeInTheDocument();
  });
});
