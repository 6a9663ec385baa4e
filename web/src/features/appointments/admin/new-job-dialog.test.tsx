import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { addDays, AppointmentMessages, todayIn } from '@plumbing/shared';
import { CreatePhoneJobDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { formatVisit } from '../../../ui/admin/date-time';
import { NewJobDialog } from './new-job-dialog';
import { at, job, jobSettingsMock, startsMock, TIME_ZONE } from '../../../../test/owner-schedule.fixtures';

const today = todayIn(TIME_ZONE);
const tomorrow = addDays(today, 1);

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

function renderForm(mocks: MockLink.MockedResponse[]) {
  const onCreated = jest.fn();
  renderScreen(<NewJobDialog defaults={{}} timeZone={TIME_ZONE} onClose={jest.fn()} onCreated={onCreated} />, {
    mocks: [...mocks, jobSettingsMock()],
  });
  return onCreated;
}

/** The time select's options as offered. */
const offeredTimes = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
const chosenTime = () => document.querySelector('.new-job-when .ant-select-content')?.textContent;

const phoneJobInput = (startsAt: string) => ({
  customerName: 'Ana Lopez',
  customerPhone: '(813) 555-0142',
  customerEmail: null,
  serviceAddress: '4 Palm Ave, Tampa',
  serviceType: 'repair',
  startsAt,
  crew: null,
  note: null,
});

async function fillCustomer(user: ReturnType<typeof setupUser>) {
  await user.type(screen.getByLabelText('Customer name'), 'Ana Lopez');
  await user.type(screen.getByLabelText('Phone'), '(813) 555-0142');
  await user.type(screen.getByLabelText('Address'), '4 Palm Ave, Tampa');
}

describe('NewJobDialog', () => {
  it('offers only the free times, with the first one chosen, and books the job confirmed at once', async () => {
    const user = setupUser();
    const startsAt = at(today, '09:30');
    const onCreated = renderForm([
      startsMock({ date: today, serviceType: 'repair' }, [
        ['09:00', false],
        ['09:30', true],
        ['10:00', true],
      ]),
      {
        request: { query: CreatePhoneJobDocument, variables: { input: phoneJobInput(startsAt) } },
        result: {
          data: {
            createPhoneJob: {
              __typename: 'AppointmentStatusPayload',
              appointment: job('n1', 'Ana Lopez', startsAt, { crew: 2, customerEmail: '', bookedBy: 'owner' }),
              emailSent: false,
              emailError: null,
              emailRecorded: false,
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(chosenTime()).toBe('9:30 AM'));
    await user.click(screen.getByLabelText('Time'));
    await waitFor(() => expect(offeredTimes()).toEqual(['9:30 AM', '10:00 AM']));
    await user.keyboard('{Escape}');

    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Book job' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(onCreated.mock.calls[0][1]).toEqual({
      type: 'success',
      text: `Job booked and confirmed for Ana Lopez: ${formatVisit(startsAt, TIME_ZONE)}, Crew Ben. No email was given, so none was sent.`,
    });
  });

  it('moves on to the next day when today has no free time left', async () => {
    renderForm([
      startsMock({ date: today, serviceType: 'repair' }, [['16:00', false]]),
      startsMock({ date: tomorrow, serviceType: 'repair' }, [
        ['08:00', true],
        ['08:30', true],
      ]),
    ]);
    await waitFor(() => expect(chosenTime()).toBe('8:00 AM'), { timeout: 10_000 });
    expect(screen.getByLabelText('Day')).toHaveValue(
      new Date(`${tomorrow}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
  });

  it('says what is missing and sends nothing', async () => {
    const user = setupUser();
    const onCreated = renderForm([startsMock({ date: today, serviceType: 'repair' }, [['10:00', true]])]);
    await waitFor(() => expect(chosenTime()).toBe('10:00 AM'));
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Book job' }));
    expect(await screen.findByText(AppointmentMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(AppointmentMessages.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(AppointmentMessages.emailInvalid)).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('leaves the focus where the owner already is when the dialog finishes opening (typing went into the name on a slow phone)', async () => {
    renderForm([startsMock({ date: today, serviceType: 'repair' }, [['10:00', true]])]);
    const phone = screen.getByLabelText('Phone');
    act(() => phone.focus());
    await waitFor(() => expect(chosenTime()).toBe('10:00 AM'));
    // Long past the dialog's opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(phone).toHaveFocus();
  });

  it('shows the server’s refusal, and keeps what was typed', async () => {
    const user = setupUser();
    const startsAt = at(today, '10:00');
    const onCreated = renderForm([
      startsMock({ date: today, serviceType: 'repair' }, [['10:00', true]]),
      {
        request: { query: CreatePhoneJobDocument, variables: { input: phoneJobInput(startsAt) } },
        result: { errors: [new GraphQLError(AppointmentMessages.slotHeldByAnother, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await waitFor(() => expect(chosenTime()).toBe('10:00 AM'));
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Book job' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AppointmentMessages.slotHeldByAnother);
    expect(screen.getByLabelText('Customer name')).toHaveValue('Ana Lopez');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
