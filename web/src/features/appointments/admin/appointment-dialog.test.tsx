import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { todayIn } from '@plumbing/shared';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { AppointmentStatus } from '../../../gql/graphql';
import {
  AppointmentPhotosDocument,
  ClosedDayDocument,
  DeleteAppointmentDocument,
  SetAppointmentStatusDocument,
} from '../../../gql/graphql';
import { AppointmentDialog } from './appointment-dialog';
import type { AdminAppointment } from './appointment-operations';
import { statusChangeOutcome, StatusMessages } from './appointment-status';
import { renderScreen } from '../../../../test/render-screen';
import { formatVisit } from '../../../ui/admin/date-time';
import { jobSettingsMock, startsMock } from '../../../../test/owner-schedule.fixtures';

const TIME_ZONE = 'America/New_York';

/** What the server answers: the query's fields plus the type names Apollo's cache reads. */
type EmailFixture = AdminAppointment['emails'][number] & { __typename: 'OutboxEmail' };
type AppointmentFixture = AdminAppointment & { __typename: 'Appointment'; emails: EmailFixture[] };

const appointment = (status: AppointmentStatus, emails: EmailFixture[] = []): AppointmentFixture => ({
  __typename: 'Appointment',
  id: 'a1',
  customerName: 'Dana Reyes',
  customerEmail: 'dana@example.com',
  customerPhone: '(813) 555-0100',
  serviceType: 'repair',
  preferredDate: '2026-03-10T13:30:00.000Z',
  serviceAddress: '12 Bayshore Blvd, Tampa',
  outsideServiceArea: false,
  description: 'Leaking kitchen faucet',
  status,
  locale: 'es',
  createdAt: '2026-03-01T15:00:00.000Z',
  crew: 1,
  durationMinutes: 120,
  keptOverlapping: false,
  bookedBy: 'customer',
  emails,
});

function statusMock(status: AppointmentStatus, answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse {
  return { request: { query: SetAppointmentStatusDocument, variables: { id: 'a1', status } }, ...answer };
}

const statusAnswer = (status: AppointmentStatus, emailSent: boolean, emailError: string | null = null, emailRecorded = false) => ({
  result: {
    data: {
      setAppointmentStatus: {
        __typename: 'AppointmentStatusPayload',
        appointment: { __typename: 'Appointment', id: 'a1', status, emails: [] },
        emailSent,
        emailError,
        emailRecorded,
      },
    },
  },
});

/** The customer's photos the dialog asks for as it opens (issue #40). */
function photosMock(photos: Array<{ id: string; url: string; thumbnailUrl: string }> = []): MockLink.MockedResponse {
  const shown = photos.map((photo) => ({ __typename: 'ShownCustomerPhoto', ...photo }));
  return {
    request: { query: AppointmentPhotosDocument, variables: { id: 'a1' } },
    result: { data: { appointment: { __typename: 'Appointment', id: 'a1', photos: shown } } },
    maxUsageCount: Infinity,
  };
}

/** Whether the visit's day is closed, asked before a confirmation (issue #50): an open day. */
const openDayMock: MockLink.MockedResponse = {
  request: { query: ClosedDayDocument, variables: { date: '2026-03-10' } },
  result: { data: { closedDay: null } },
  maxUsageCount: Infinity,
};

/** The free times the note dialog offers to propose, from today on: one. */
const freeTodayMock = startsMock({ date: todayIn(TIME_ZONE), serviceType: 'repair', appointmentId: 'a1' }, [['09:00', true]]);

function renderDialog(current: AdminAppointment, mocks: MockLink.MockedResponse[] = [], photos = photosMock()) {
  renderScreen(<AppointmentDialog appointment={current} timeZone={TIME_ZONE} onClose={jest.fn()} />, {
    mocks: [...mocks, photos, jobSettingsMock(), openDayMock, freeTodayMock],
  });
}

const statusButton = (name: string) => screen.getByRole('button', { name });

/** The Modal.confirm prompt. (Under test antd gives every dialog the same aria-labelledby id.) */
const findPrompt = () =>
  waitFor(() => {
    const prompt = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!prompt) throw new Error('no confirmation prompt');
    return prompt;
  });

// Checking pointer-events computes styles up the tree: slow over antd's injected styles in jsdom.
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('AppointmentDialog', () => {
  it('flags a request outside the service area above the status buttons (issue #42)', async () => {
    renderDialog({ ...appointment('pending'), outsideServiceArea: true });
    const flag = await screen.findByRole('alert');
    expect(flag).toHaveTextContent('Outside the service area');
    expect(flag).toHaveTextContent('The ZIP code of the service address is in none of your service areas. You decide whether to take it.');
    expect(flag.compareDocumentPosition(statusButton('Confirm & Email Customer'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows no flag for a request inside the service area', async () => {
    renderDialog(appointment('pending'));
    expect(await screen.findByText('Dana Reyes')).toBeInTheDocument();
    expect(screen.queryByText('Outside the service area')).not.toBeInTheDocument();
  });

  it('shows the customer and the booking, with the current status button disabled', async () => {
    renderDialog(appointment('pending'));
    expect(await screen.findByText('Appointment Details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
    expect(screen.getByRole('link', { name: '(813) 555-0100' })).toHaveAttribute('href', 'tel:+18135550100');
    expect(screen.getByText('Repair Service')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, March 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('9:30 AM EDT')).toBeInTheDocument();
    expect(screen.getByText('Leaking kitchen faucet')).toBeInTheDocument();
    expect(screen.getByText('12 Bayshore Blvd, Tampa')).toBeInTheDocument();
    // The customer booked from a Spanish page: their e-mails speak Spanish, the owner reads which.
    expect(screen.getByText('Spanish')).toBeInTheDocument();

    expect(statusButton('Pending')).toBeDisabled();
    for (const name of ['Confirm & Email Customer', 'Completed', 'Reject & Email Customer', 'Cancelled']) {
      expect(statusButton(name)).toBeEnabled();
    }
    expect(statusButton('Delete Appointment')).toBeEnabled();
    expect(statusButton('Close')).toBeEnabled();
    expect(statusButton('Close dialog')).toBeEnabled();
  });

  it('highlights the changes that contradict a confirmation', async () => {
    renderDialog(appointment('confirmed'));
    await screen.findByText('Appointment Details');
    expect(statusButton('Reject & Email Customer')).toHaveClass('ant-btn-dangerous');
    expect(statusButton('Cancelled')).toHaveClass('ant-btn-dangerous');
    expect(statusButton('Completed')).not.toHaveClass('ant-btn-dangerous');
  });

  it('asks before leaving confirmed, and changes nothing when the admin says no', async () => {
    const user = setupUser();
    renderDialog(appointment('confirmed'));
    await user.click(await screen.findByRole('button', { name: 'Pending' }));

    const prompt = await findPrompt();
    expect(
      within(prompt).getByText('This appointment was already confirmed. Are you sure you want to change it to "Pending"?', {
        selector: '.ant-modal-confirm-title',
      }),
    ).toBeInTheDocument();
    // Pending e-mails nobody, so the prompt promises no notification (and no longer says so, issue #50).
    expect(within(prompt).queryByText(/email/)).not.toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    // No mock for the mutation exists: had it been sent, the failure alert would show.
    expect(screen.queryByText(StatusMessages.failed)).not.toBeInTheDocument();
  });

  it('rejects a confirmed one through the note dialog, which warns first, and reports the e-mail that went out', async () => {
    const user = setupUser();
    renderDialog(appointment('confirmed'), [
      {
        request: {
          query: SetAppointmentStatusDocument,
          variables: { id: 'a1', status: 'rejected', note: { reason: '', proposedTimes: [] } },
        },
        ...statusAnswer('rejected', true),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Reject & Email Customer' }));
    // (Under test antd labels every dialog alike: the note dialog is found by its title.)
    const dialog = (await screen.findByText('Reject this request')).closest<HTMLElement>('.ant-modal')!;
    expect(
      within(dialog).getByText('This appointment was already confirmed. Are you sure you want to change it to "Rejected"?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject & Email Customer' }));

    expect(await screen.findByText(StatusMessages.rejectedSent)).toBeInTheDocument();
  });

  it('asks before marking a visit that has not come yet as completed, and changes nothing when the admin says no', async () => {
    const user = setupUser();
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    renderDialog({ ...appointment('pending'), preferredDate: tomorrow.toISOString() });
    await user.click(await screen.findByRole('button', { name: 'Completed' }));
    const prompt = await findPrompt();
    expect(
      within(prompt).getByText(
        `This visit is on ${formatVisit(tomorrow.toISOString(), TIME_ZONE)}, which has not come yet. Mark it completed anyway?`,
        {
          selector: '.ant-modal-confirm-title',
        },
      ),
    ).toBeInTheDocument();
    expect(
      within(prompt).getByText(
        'The customer may then be asked for a review of it; changing the status back before that request goes withdraws it.',
      ),
    ).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    // No mock for the mutation exists: had it been sent, the failure alert would show.
    expect(screen.queryByText(StatusMessages.failed)).not.toBeInTheDocument();
  });

  it('confirms a pending appointment without asking and reports the sent confirmation', async () => {
    const user = setupUser();
    renderDialog(appointment('pending'), [statusMock('confirmed', statusAnswer('confirmed', true))]);
    await user.click(await screen.findByRole('button', { name: 'Confirm & Email Customer' }));
    expect(await screen.findByText(StatusMessages.confirmedSent)).toBeInTheDocument();
    expect(screen.queryByText(/Are you sure/)).not.toBeInTheDocument();
  });

  it('says when the status changed but the e-mail did not go out', async () => {
    const user = setupUser();
    renderDialog(appointment('pending'), [statusMock('confirmed', statusAnswer('confirmed', false, 'email: connection refused'))]);
    await user.click(await screen.findByRole('button', { name: 'Confirm & Email Customer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Appointment status updated to confirmed, but failed to send confirmation email to customer.',
    );
  });

  it('says when the status could not be changed', async () => {
    const user = setupUser();
    renderDialog(appointment('pending'), [statusMock('completed', { error: new TypeError('Failed to fetch') })]);
    await user.click(await screen.findByRole('button', { name: 'Completed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update appointment status. Please try again.');
  });

  it("lists the appointment's e-mails with a Resend button for those not sent", async () => {
    renderDialog(
      appointment('confirmed', [
        {
          __typename: 'OutboxEmail',
          id: 'e1',
          kind: 'appointment-received',
          to: 'dana@example.com',
          subject: 'We received your appointment request',
          status: 'sent',
          attempts: 1,
          lastError: null,
          sentAt: '2026-03-01T15:00:05.000Z',
          scheduledFor: null,
        },
        {
          __typename: 'OutboxEmail',
          id: 'e2',
          kind: 'appointment-confirmed',
          to: 'dana@example.com',
          subject: 'Your appointment is confirmed',
          status: 'failed',
          attempts: 8,
          lastError: 'connection refused',
          sentAt: null,
          scheduledFor: null,
        },
      ]),
    );
    const failed = (await screen.findByText('Your appointment is confirmed')).closest('li')!;
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByText(/8 attempts/)).toBeInTheDocument();
    expect(within(failed).getByText('Last error: connection refused')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Resend "Your appointment is confirmed"' })).toBeEnabled();

    const sent = screen.getByText('We received your appointment request').closest('li')!;
    expect(within(sent).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an e-mail that was only recorded was not sent, and offers to send it again (issue #36)', async () => {
    renderDialog(
      appointment('confirmed', [
        {
          __typename: 'OutboxEmail',
          id: 'e1',
          kind: 'appointment-confirmed',
          to: 'dana@example.com',
          subject: 'Your appointment is confirmed',
          status: 'recorded',
          attempts: 1,
          lastError: null,
          sentAt: null,
          scheduledFor: null,
        },
      ]),
    );
    const recorded = (await screen.findByText('Your appointment is confirmed')).closest('li')!;
    expect(within(recorded).getByText('recorded, not sent')).toBeInTheDocument();
    expect(within(recorded).queryByText(/ · sent /)).not.toBeInTheDocument();
    expect(within(recorded).getByRole('button', { name: 'Resend "Your appointment is confirmed"' })).toBeEnabled();
  });

  it('shows when a reminder is due, and that a withdrawn one was cancelled; neither can be resent', async () => {
    const reminder = (id: string, status: 'pending' | 'cancelled', subject: string) => ({
      __typename: 'OutboxEmail' as const,
      id,
      kind: 'appointment-reminder',
      to: 'dana@example.com',
      subject,
      status,
      attempts: 0,
      lastError: null,
      sentAt: null,
      scheduledFor: '2026-03-09T13:30:00.000Z',
    });
    renderDialog(
      appointment('confirmed', [reminder('r1', 'cancelled', 'Reminder: old time'), reminder('r2', 'pending', 'Reminder: new time')]),
    );
    const waiting = (await screen.findByText('Reminder: new time')).closest('li')!;
    expect(within(waiting).getByText('pending')).toBeInTheDocument();
    expect(within(waiting).getByText(/due Mar 9, 2026, 9:30\s?AM/)).toBeInTheDocument();
    expect(within(waiting).queryByRole('button')).not.toBeInTheDocument();
    const withdrawn = screen.getByText('Reminder: old time').closest('li')!;
    expect(within(withdrawn).getByText('cancelled')).toBeInTheDocument();
    expect(within(withdrawn).getByText(/was due Mar 9, 2026, 9:30\s?AM/)).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('statusChangeOutcome (spec §8 alerts)', () => {
  it.each([
    ['confirmed', true, null, 'Appointment confirmed and confirmation email sent to customer.'],
    ['rejected', true, null, 'Appointment rejected and notification email sent to customer.'],
    ['confirmed', false, 'email: down', 'Appointment status updated to confirmed, but failed to send confirmation email to customer.'],
    ['rejected', false, 'email: down', 'Appointment status updated to rejected, but failed to send notification email to customer.'],
    ['completed', false, null, 'Appointment status updated to Completed.'],
  ] as const)('%s, sent %s, error %s', (status, emailSent, emailError, text) => {
    expect(statusChangeOutcome(status, { emailSent, emailError, emailRecorded: false }).text).toBe(text);
  });

  it.each([
    [
      'confirmed',
      'Appointment status updated to confirmed. The confirmation email was recorded, not sent: email is not set up, so the customer was not told.',
    ],
    [
      'rejected',
      'Appointment status updated to rejected. The notification email was recorded, not sent: email is not set up, so the customer was not told.',
    ],
  ] as const)('%s with e-mail not set up: a warning that the customer was not told (issue #36)', (status, text) => {
    expect(statusChangeOutcome(status, { emailSent: false, emailError: null, emailRecorded: true })).toEqual({ type: 'warning', text });
  });

  it("shows the customer's photos as thumbnails that open full size, or says none came (issue #40)", async () => {
    renderDialog(
      appointment('pending'),
      [],
      photosMock([
        {
          id: 'p1',
          url: '/api/customer-photos/p1/full?expires=1&signature=a',
          thumbnailUrl: '/api/customer-photos/p1/thumbnail?expires=1&signature=a',
        },
        {
          id: 'p2',
          url: '/api/customer-photos/p2/full?expires=1&signature=b',
          thumbnailUrl: '/api/customer-photos/p2/thumbnail?expires=1&signature=b',
        },
      ]),
    );
    const photos = within(await screen.findByRole('region', { name: 'Photos from the customer' }));
    const first = await photos.findByRole('img', { name: 'Photo 1 of 2 from the customer' });
    expect(first).toHaveAttribute('src', '/api/customer-photos/p1/thumbnail?expires=1&signature=a');
    expect(photos.getByRole('img', { name: 'Photo 2 of 2 from the customer' })).toBeInTheDocument();
  });

  it('says when the customer sent no photos', async () => {
    renderDialog(appointment('pending'));
    expect(
      await within(await screen.findByRole('region', { name: 'Photos from the customer' })).findByText('No photos sent'),
    ).toBeInTheDocument();
  });

  it('deletes only once the owner confirms; a failed delete says so with the id, a done one closes the dialog', async () => {
    const user = setupUser();
    const onClose = jest.fn();
    const deleteMock = (answer: Partial<MockLink.MockedResponse>) => ({
      request: { query: DeleteAppointmentDocument, variables: { id: 'a1' } },
      ...answer,
    });
    renderScreen(<AppointmentDialog appointment={appointment('pending')} timeZone={TIME_ZONE} onClose={onClose} />, {
      mocks: [
        deleteMock({ error: new Error('offline') }),
        deleteMock({ result: { data: { deleteAppointment: true } } }),
        photosMock(),
        jobSettingsMock(),
      ],
    });
    const deleteButton = await screen.findByRole('button', { name: 'Delete Appointment' });
    await user.click(deleteButton);
    let prompt = await findPrompt();
    expect(prompt).toHaveTextContent('Are you sure you want to delete this appointment?');
    expect(prompt).toHaveTextContent('The request of Dana Reyes is removed for good. The customer is not notified.');
    await user.click(within(prompt).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());

    await user.click(deleteButton);
    prompt = await findPrompt();
    await user.click(within(prompt).getByRole('button', { name: 'Delete Appointment' }));
    expect(await screen.findByText('Failed to delete appointment with ID: a1')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    await user.click(deleteButton);
    await user.click(within(await findPrompt()).getByRole('button', { name: 'Delete Appointment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
