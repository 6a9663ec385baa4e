import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { AppointmentStatus } from '../../../gql/graphql';
import { AppointmentPhotosDocument, ClosedDayDocument, JobStartsDocument, SetAppointmentStatusDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { AppointmentDialog } from './appointment-dialog';
import type { AdminAppointment } from './appointment-operations';
import { StatusMessages } from './appointment-status';
import { jobSettingsMock } from '../../../../test/owner-schedule.fixtures';

// Reject and Cancel with what the customer is told (issue #50); a confirmation on a closed day warns first.

const TIME_ZONE = 'America/New_York';
// Tuesday 2030-03-12, 9:30 AM EDT: ahead, so the other times offered start on its day.
const VISIT = '2030-03-12T13:30:00.000Z';

const appointment = (status: AppointmentStatus): AdminAppointment & { __typename: 'Appointment' } => ({
  __typename: 'Appointment',
  id: 'a1',
  customerName: 'Dana Reyes',
  customerEmail: 'dana@example.com',
  customerPhone: '(813) 555-0100',
  serviceType: 'repair',
  preferredDate: VISIT,
  serviceAddress: null,
  outsideServiceArea: false,
  description: '',
  status,
  locale: 'es',
  createdAt: '2030-03-01T15:00:00.000Z',
  crew: 1,
  durationMinutes: 120,
  keptOverlapping: false,
  bookedBy: 'customer',
  emails: [],
});

/** The free start times of `date` for this job: `free` (UTC "HH:MM") among a few. */
function startsMock(date: string, free: string[]): MockLink.MockedResponse {
  const slots = ['13:00', '13:30', '18:00', '18:30'].map((time) => ({
    __typename: 'Slot',
    time,
    startsAt: `${date}T${time}:00.000Z`,
    available: free.includes(time),
  }));
  return {
    request: { query: JobStartsDocument, variables: { date, serviceType: 'repair', crew: null, appointmentId: 'a1' } },
    result: { data: { jobStarts: { __typename: 'DayAvailability', date, bookable: true, slots } } },
    maxUsageCount: Infinity,
  };
}

function statusMock(
  status: AppointmentStatus,
  note: unknown,
  answer: Partial<MockLink.MockedResponse> = sent(status),
): MockLink.MockedResponse {
  return { request: { query: SetAppointmentStatusDocument, variables: { id: 'a1', status, ...(note ? { note } : {}) } }, ...answer };
}

const sent = (status: AppointmentStatus) => ({
  result: {
    data: {
      setAppointmentStatus: {
        __typename: 'AppointmentStatusPayload',
        appointment: { __typename: 'Appointment', id: 'a1', status, emails: [] },
        emailSent: true,
        emailError: null,
        emailRecorded: false,
      },
    },
  },
});

const closedDayMock = (closedDay: string | null): MockLink.MockedResponse => ({
  request: { query: ClosedDayDocument, variables: { date: '2030-03-12' } },
  result: { data: { closedDay } },
  maxUsageCount: Infinity,
});

function renderDialog(current: AdminAppointment, mocks: MockLink.MockedResponse[]) {
  const photos = {
    request: { query: AppointmentPhotosDocument, variables: { id: 'a1' } },
    result: { data: { appointment: { __typename: 'Appointment', id: 'a1', photos: [] } } },
    maxUsageCount: Infinity,
  };
  renderScreen(<AppointmentDialog appointment={current} timeZone={TIME_ZONE} onClose={jest.fn()} />, {
    mocks: [...mocks, photos, jobSettingsMock()],
  });
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
// Under test antd labels every dialog alike: the note dialog is found by its title.
/** The Modal.confirm prompt. */
const findPrompt = () =>
  waitFor(() => {
    const prompt = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!prompt) throw new Error('no confirmation prompt');
    return prompt;
  });
const noteDialog = async (title: string) => within((await screen.findByText(title)).closest<HTMLElement>('.ant-modal')!);

describe('the note of a rejection or a cancellation (issue #50)', () => {
  it('rejects with a reason and two other times on two days, chosen among the free ones; the dialog closes on success', async () => {
    const user = setupUser();
    const note = { reason: 'Our crew is out of town that day.', proposedTimes: ['2030-03-12T18:00:00.000Z', '2030-03-13T13:00:00.000Z'] };
    renderDialog(appointment('pending'), [
      startsMock('2030-03-12', ['18:00', '18:30']),
      startsMock('2030-03-13', ['13:00', '13:30']),
      statusMock('rejected', note),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reject & Email Customer' }));
    const dialog = await noteDialog('Reject this request');
    expect(dialog.getByText(/Dana Reyes, Tue, Mar 12 · 9:30 AM\. They are e-mailed in Spanish/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason for the customer (optional)'), note.reason);

    // The visit's day first: only its free times are offered.
    const times = () => within(dialog.getByRole('group', { name: /^Free times on/ }));
    await waitFor(() =>
      expect(
        times()
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['2:00 PM', '2:30 PM']),
    );
    await user.click(times().getByRole('button', { name: '2:00 PM' }));
    expect(times().getByRole('button', { name: '2:00 PM' })).toHaveAttribute('aria-pressed', 'true');
    const day = dialog.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2030-03-13');
    await user.click(await times().findByRole('button', { name: '9:00 AM' }));
    expect(
      within(dialog.getByRole('list', { name: 'Times to propose' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tue, Mar 12 · 2:00 PM', 'Wed, Mar 13 · 9:00 AM']);

    await user.click(dialog.getByRole('button', { name: 'Reject & Email Customer' }));
    expect(await screen.findByText(`${StatusMessages.rejectedSent} The 2 other times are held for them for 48 hours.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Reject this request')).not.toBeInTheDocument());
  });

  it('offers three times at most, and keeps the dialog open with the server’s words when a time was taken meanwhile', async () => {
    const user = setupUser();
    const taken = 'Tue, Mar 12, 2030, 9:00 AM ET is not a free time any more: choose another';
    const proposedTimes = ['2030-03-12T13:00:00.000Z', '2030-03-12T13:30:00.000Z', '2030-03-12T18:00:00.000Z'];
    renderDialog(appointment('pending'), [
      startsMock('2030-03-12', ['13:00', '13:30', '18:00', '18:30']),
      statusMock(
        'rejected',
        { reason: '', proposedTimes },
        { result: { errors: [{ message: taken, extensions: { code: 'BAD_USER_INPUT' } }] } },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reject & Email Customer' }));
    const dialog = await noteDialog('Reject this request');
    for (const label of ['9:00 AM', '9:30 AM', '2:00 PM']) await user.click(await dialog.findByRole('button', { name: label }));
    expect(dialog.getByRole('button', { name: '2:30 PM' })).toBeDisabled();
    // Taken back, a fourth can be chosen again.
    await user.click(dialog.getByRole('button', { name: 'Remove Tue, Mar 12 · 2:00 PM' }));
    expect(dialog.getByRole('button', { name: '2:30 PM' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: '2:00 PM' }));

    await user.click(dialog.getByRole('button', { name: 'Reject & Email Customer' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(taken);
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByText('Reject this request')).not.toBeInTheDocument());
    expect(screen.queryByText(StatusMessages.rejectedSent)).not.toBeInTheDocument();
  });

  it('cancels with a reason, and says the customer was e-mailed', async () => {
    const user = setupUser();
    renderDialog(appointment('confirmed'), [statusMock('cancelled', { reason: 'Our van broke down.', proposedTimes: [] })]);
    await user.click(await screen.findByRole('button', { name: 'Cancelled' }));
    const dialog = await noteDialog('Cancel this appointment');
    expect(dialog.getByText(/a visit already in their calendar is taken out of it/)).toBeInTheDocument();
    expect(dialog.queryByText(/Other times to propose/)).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason for the customer (optional)'), 'Our van broke down.');
    await user.click(dialog.getByRole('button', { name: 'Cancel & Email Customer' }));
    expect(await screen.findByText(StatusMessages.cancelledSent)).toBeInTheDocument();
  });

  it('warns before confirming a job on a closed day; "No" changes nothing', async () => {
    const user = setupUser();
    renderDialog(appointment('pending'), [closedDayMock('You are closed that day (Spring break).'), statusMock('confirmed', null)]);
    const confirm = await screen.findByRole('button', { name: 'Confirm & Email Customer' });
    await user.click(confirm);
    const prompt = await findPrompt();
    expect(
      within(prompt).getByText('Tue, Mar 12 · 9:30 AM is on a day you are closed. Confirm it anyway?', {
        selector: '.ant-modal-confirm-title',
      }),
    ).toBeInTheDocument();
    expect(
      within(prompt).getByText('You are closed that day (Spring break).', { selector: '.ant-modal-confirm-content' }),
    ).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(screen.queryByText(StatusMessages.confirmedSent)).not.toBeInTheDocument();

    await user.click(confirm);
    const again = await findPrompt();
    await user.click(within(again).getByRole('button', { name: 'Confirm anyway' }));
    expect(await screen.findByText(StatusMessages.confirmedSent)).toBeInTheDocument();
  });
});
