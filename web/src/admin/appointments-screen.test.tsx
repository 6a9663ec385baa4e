import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AdminAppointmentsDocument } from '../gql/graphql';
import type { AdminAppointment } from './appointment-dialog';
import { announceChange } from '../../test/change-events-double';
import AppointmentsScreen from './appointments-screen';

/** What the server answers: the query's fields plus the type name Apollo's cache reads. */
type AppointmentFixture = AdminAppointment & { __typename: 'Appointment' };

const row = (id: string, customerName: string, overrides: Partial<AdminAppointment> = {}): AppointmentFixture => ({
  __typename: 'Appointment',
  id,
  customerName,
  customerEmail: `${id}@example.com`,
  customerPhone: '(813) 555-0100',
  serviceType: 'repair',
  preferredDate: '2026-03-10T13:30:00.000Z',
  serviceAddress: null,
  description: '',
  status: 'pending',
  createdAt: '2026-03-01T15:00:00.000Z',
  emails: [],
  ...overrides,
});

const listMock = (appointments: AppointmentFixture[]): MockLink.MockedResponse => ({
  request: { query: AdminAppointmentsDocument },
  result: { data: { appointments } },
});

const first = [
  row('a1', 'Dana Reyes', { status: 'confirmed' }),
  row('a2', 'Sam Ortiz', { serviceType: 'inspection', customerEmail: 'sam@ortiz.example', preferredDate: '2026-01-05T14:00:00.000Z' }),
];

function renderScreen(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/admin/appointments']}>
        <AppointmentsScreen />
      </MemoryRouter>
    </MockedProvider>,
  );
}

// Checking pointer-events computes styles up the tree: slow over antd's injected styles in jsdom.
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

// Role queries are slow over antd's large DOM under jsdom: these tests find by text and label.
describe('AppointmentsScreen', () => {
  it('lists the appointments with their date in the business time zone and a status tag', async () => {
    renderScreen([listMock(first)]);
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

  it('searches by name, e-mail, phone and service', async () => {
    const user = setupUser();
    renderScreen([listMock(first)]);
    await screen.findByText('Dana Reyes');
    const search = screen.getByLabelText('Search appointments');

    await user.click(search);
    await user.paste('ortiz.example');
    await waitFor(() => expect(screen.queryByText('Dana Reyes')).not.toBeInTheDocument());
    expect(screen.getByText('Sam Ortiz')).toBeInTheDocument();

    await user.clear(search);
    await user.paste('inspection');
    await waitFor(() => expect(screen.queryByText('Dana Reyes')).not.toBeInTheDocument());
    expect(screen.getByText('Sam Ortiz')).toBeInTheDocument();
  });

  it('opens the details dialog', async () => {
    const user = setupUser();
    renderScreen([listMock(first)]);
    const dana = (await screen.findByText('Dana Reyes')).closest('tr')!;
    await user.click(within(dana).getByText('View Details'));
    expect(await screen.findByText('Appointment Details')).toBeInTheDocument();
    expect(screen.getByText('a1@example.com').closest('a')).toHaveAttribute('href', 'mailto:a1@example.com');
  });

  it('shows new requests as soon as the server announces a change', async () => {
    renderScreen([listMock(first), listMock([row('a3', 'New Customer'), ...first])]);
    await screen.findByText('Dana Reyes');
    expect(screen.queryByText('New Customer')).not.toBeInTheDocument();

    act(() => announceChange('appointments'));
    expect(await screen.findByText('New Customer')).toBeInTheDocument();
  });
});
