import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { addDays, AppointmentMessages, todayIn } from '@plumbing/shared';
import { AssignAppointmentCrewDocument, MoveAppointmentDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { formatVisit } from '../../../ui/admin/date-time';
import { AppointmentDialog } from './appointment-dialog';
import { CONFLICT_TEXT } from './calendar-events';
import { at, job, jobSettingsMock, noPhotosMock, startsMock, TIME_ZONE, type JobFixture } from '../../../../test/owner-schedule.fixtures';

const day = addDays(todayIn(TIME_ZONE), 3);
const dana = job('a1', 'Dana Reyes', at(day, '09:30'));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

function renderDialog(current: JobFixture, mocks: MockLink.MockedResponse[] = []) {
  renderScreen(<AppointmentDialog appointment={current} timeZone={TIME_ZONE} onClose={jest.fn()} />, {
    mocks: [...mocks, jobSettingsMock(), noPhotosMock(current.id)],
  });
}

const section = () => screen.getByRole('region', { name: 'Time and crew' });
const offeredTimes = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));

/** Dana's day, crew 1: 9:00 and 1:00 PM free, 11:00 taken. */
const danaStarts = startsMock({ date: day, serviceType: 'repair', crew: 1, appointmentId: 'a1' }, [
  ['09:00', true],
  ['11:00', false],
  ['13:00', true],
]);

const moveMock = (answer: Partial<MockLink.MockedResponse>): MockLink.MockedResponse => ({
  request: { query: MoveAppointmentDocument, variables: { id: 'a1', startsAt: at(day, '13:00'), crew: 1 } },
  ...answer,
});

async function moveToOnePm(user: ReturnType<typeof setupUser>) {
  await user.click(within(await screen.findByRole('region', { name: 'Time and crew' })).getByRole('button', { name: 'Move' }));
  await user.click(within(section()).getByLabelText('New time'));
  await waitFor(() => expect(offeredTimes()).toEqual(['9:00 AM', '1:00 PM']));
  await user.click(document.querySelector('.ant-select-item-option[title="1:00 PM"]')!);
  await user.click(within(section()).getByRole('button', { name: 'Move here' }));
}

describe('Time and crew in the appointment dialog (issue #50)', () => {
  it('moves the job to one of the free times only, and says the customer was emailed', async () => {
    const user = setupUser();
    const moved = { ...dana, preferredDate: at(day, '13:00') };
    renderDialog(dana, [
      danaStarts,
      moveMock({
        result: {
          data: {
            moveAppointment: {
              __typename: 'AppointmentStatusPayload',
              appointment: moved,
              emailSent: true,
              emailError: null,
              emailRecorded: false,
            },
          },
        },
      }),
    ]);
    await moveToOnePm(user);
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      `Dana Reyes's job moved to ${formatVisit(at(day, '13:00'), TIME_ZONE)}, Crew Ana. The customer was emailed the new time.`,
    );
    expect(within(section()).queryByRole('button', { name: 'Move here' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the move, which stays open', async () => {
    const user = setupUser();
    renderDialog(dana, [
      danaStarts,
      moveMock({
        result: { errors: [new GraphQLError(AppointmentMessages.slotHeldByAnother, { extensions: { code: 'BAD_USER_INPUT' } })] },
      }),
    ]);
    await moveToOnePm(user);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(AppointmentMessages.slotHeldByAnother);
    expect(within(section()).getByRole('button', { name: 'Move here' })).toBeInTheDocument();
  });

  it('gives the job to another crew at the same time', async () => {
    const user = setupUser();
    renderDialog(dana, [
      {
        request: { query: AssignAppointmentCrewDocument, variables: { id: 'a1', crew: 2 } },
        result: { data: { assignAppointmentCrew: { ...dana, crew: 2 } } },
      },
    ]);
    const crew = await within(await screen.findByRole('region', { name: 'Time and crew' })).findByLabelText('Crew');
    await user.click(crew);
    await user.click(document.querySelector('.ant-select-item-option[title="Crew Ben"]')!);
    expect(await within(section()).findByRole('status')).toHaveTextContent(
      "Dana Reyes's job now goes to Crew Ben, at the same time. Nobody was emailed.",
    );
  });

  it('flags a job that overlaps another of its crew', async () => {
    renderDialog({ ...dana, keptOverlapping: true });
    expect(await screen.findByText(CONFLICT_TEXT)).toBeInTheDocument();
  });

  it('offers no move for a job that is over or called off', async () => {
    renderDialog({ ...dana, status: 'cancelled' });
    expect(await screen.findByText('Only a pending or confirmed job can be moved.')).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
  });
});
