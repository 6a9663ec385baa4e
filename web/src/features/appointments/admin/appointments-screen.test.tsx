import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { AdminAppointmentsDocument } from '../../../gql/graphql';
import type { AdminAppointment } from './appointment-operations';
import { announceChange } from '../../../../test/change-events-double';
import AppointmentsScreen from './appointments-screen';
import { renderScreen } from '../../../../test/render-screen';
import { onPhone } from '../../../../test/phone-screen';
import { job, jobSettingsMock, noPhotosMock, type JobFixture } from '../../../../test/owner-schedule.fixtures';

type AppointmentFixture = JobFixture;

/** A request as the list shows it. */
const row = (id: string, customerName: string, overrides: Partial<AdminAppointment> = {}): AppointmentFixture =>
  job(id, customerName, '2026-03-10T13:30:00.000Z', { status: 'pending', serviceAddress: null, ...overrides });

const listMock = (appointments: AppointmentFixture[]): MockLink.MockedResponse => ({
  request: { query: AdminAppointmentsDocument },
  result: { data: { appointments } },
});

const first = [
  row('a1', 'Dana Reyes', { status: 'confirmed' }),
  row('a2', 'Samuel Ortíz Núñez', {
    serviceType: 'inspection',
    customerEmail: 'sam@ortiz.example',
    preferredDate: '2026-01-05T14:00:00.000Z',
  }),
];

/** What an opened appointment's dialog asks besides the list: the crews, and its photos. */
const besides = [jobSettingsMock(), noPhotosMock('a1'), noPhotosMock('a2')];
const renderWith = (mocks: MockLink.MockedResponse[]) =>
  renderScreen(<AppointmentsScreen />, { at: '/admin/appointments', mocks: [...mocks, ...besides] });

// Checking pointer-events computes styles up the tree: slow over antd's injected styles in jsdom.
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

// Role queries are slow over antd's large DOM under jsdom: these tests find by text and label.
describe('AppointmentsScreen', () => {
  it('lists the appointments with their date in the business time zone and a status tag', async () => {
    renderWith([listMock(first)]);
    const dana = (await screen.findByText('Dana Reyes')).closest('tr')!;
    expect(within(dana).getByText('Repair Service')).toBeInTheDocument();
    expect(within(dana).getByText('Mar 10, 2026 09:30')).toBeInTheDocument();
    expect(within(dana).getByText('Confirmed')).toHaveClass('ant-tag-green');
    expect(within(dana).getByText('View Details').closest('button')).toBeEnabled();
    const header = document.querySelector('thead')!;
    for (const title of ['Customer Name', 'Service Type', 'Appointment Date', 'Status']) {
      expect(within(header).getByText(title).closest('th')).not.toBeNull();
    }
  });

  it('searches by name (ignoring case and accents), e-mail, phone, service and date', async () => {
    const user = setupUser();
    renderWith([listMock(first)]);
    await screen.findByText('Dana Reyes');
    const search = screen.getByLabelText('Search appointments');

    // A name typed without its accents or with others, e-mail, service, and the date as the list
    // shows it and as YYYY-MM-DD: [typed, found, left out].
    for (const [typed, found, leftOut] of [
      ['ortiz nunez', 'Samuel Ortíz Núñez', 'Dana Reyes'],
      ['DÁNA', 'Dana Reyes', 'Samuel Ortíz Núñez'],
      ['ortiz.example', 'Samuel Ortíz Núñez', 'Dana Reyes'],
      ['inspection', 'Samuel Ortíz Núñez', 'Dana Reyes'],
      ['2026-03-10', 'Dana Reyes', 'Samuel Ortíz Núñez'],
      ['Jan 05', 'Samuel Ortíz Núñez', 'Dana Reyes'],
    ]) {
      await user.clear(search);
      await user.paste(typed);
      await waitFor(() => expect(screen.queryByText(leftOut)).not.toBeInTheDocument());
      expect(screen.getByText(found)).toBeInTheDocument();
    }
  });

  it('lists upcoming appointments soonest first, then past ones, latest first', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    // The server answers latest first.
    renderWith([
      listMock([
        row('a1', 'In Ten Days', { preferredDate: inDays(10) }),
        row('a2', 'In Two Days', { preferredDate: inDays(2) }),
        row('a3', 'Three Days Ago', { preferredDate: inDays(-3) }),
        row('a4', 'A Month Ago', { preferredDate: inDays(-30) }),
      ]),
    ]);
    await screen.findByText('In Ten Days');
    const names = [...document.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelector('td')?.textContent);
    expect(names).toEqual(['In Two Days', 'In Ten Days', 'Three Days Ago', 'A Month Ago']);
  });

  it('opens the details dialog', async () => {
    const user = setupUser();
    renderWith([listMock(first)]);
    const dana = (await screen.findByText('Dana Reyes')).closest('tr')!;
    await user.click(within(dana).getByText('View Details'));
    expect(await screen.findByText('Appointment Details')).toBeInTheDocument();
    expect(screen.getByText('a1@example.com').closest('a')).toHaveAttribute('href', 'mailto:a1@example.com');
  });

  it('shows new requests as soon as the server announces a change', async () => {
    renderWith([listMock(first), listMock([row('a3', 'New Customer'), ...first])]);
    await screen.findByText('Dana Reyes');
    expect(screen.queryByText('New Customer')).not.toBeInTheDocument();

    act(() => announceChange('appointments'));
    expect(await screen.findByText('New Customer')).toBeInTheDocument();
  });
});

describe('AppointmentsScreen on a phone', () => {
  it('shows cards: name, service, the visit in the business zone, status, Call, E-mail and View Details', async () => {
    onPhone();
    const user = setupUser();
    renderWith([listMock(first)]);
    const sam = (await screen.findByText('Samuel Ortíz Núñez', { selector: 'h2' })).closest('li')!;
    const list = sam.closest('ul')!;
    expect(list).toHaveAttribute('aria-label', 'Appointments');
    expect(within(sam).getByText('Inspection')).toBeInTheDocument();
    expect(within(sam).getByText('Mon, Jan 5 · 9:00 AM')).toBeInTheDocument();
    expect(within(sam).getByText('Pending')).toHaveClass('ant-tag-gold');
    expect(within(sam).getByLabelText('Call Samuel Ortíz Núñez')).toHaveAttribute('href', 'tel:+18135550100');
    expect(within(sam).getByLabelText('E-mail Samuel Ortíz Núñez')).toHaveAttribute('href', 'mailto:sam@ortiz.example');
    expect(document.querySelector('table')).toBeNull();

    // The search filters the cards as it does the table.
    await user.click(screen.getByLabelText('Search appointments'));
    await user.paste('inspection');
    await waitFor(() => expect(within(list).queryByText('Dana Reyes')).not.toBeInTheDocument());

    await user.click(within(sam).getByText('View Details'));
    expect(await screen.findByText('Appointment Details')).toBeInTheDocument();
  });

  it('opens the appointment a notification links to (?id=), or says it was deleted', async () => {
    renderScreen(<AppointmentsScreen />, {
      at: '/admin/appointments?id=a2',
      path: '/admin/appointments',
      mocks: [listMock(first), ...besides],
    });
    expect(await screen.findByText('Appointment Details')).toBeInTheDocument();
    expect(screen.getByText('sam@ortiz.example').closest('a')).toHaveAttribute('href', 'mailto:sam@ortiz.example');
  });

  it('says so when the linked appointment was deleted', async () => {
    renderScreen(<AppointmentsScreen />, {
      at: '/admin/appointments?id=gone',
      path: '/admin/appointments',
      mocks: [listMock(first), ...besides],
    });
    expect(await screen.findByText('That appointment no longer exists: it was deleted.')).toBeInTheDocument();
  });
});
