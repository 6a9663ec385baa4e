import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppointmentMessages, createTranslator, es } from '@plumbing/shared';
import { BookProposedTimeByTokenDocument, type ManagedAppointmentFieldsFragment } from '../../../gql/graphql';
import { WordsProvider } from '../../../platform/i18n/words';
import { renderScreen } from '../../../../test/render-screen';
import { ManageProposals } from './manage-proposals';

// The times the owner proposed with a rejection, on the customer's manage page (issue #50).

const TIME_ZONE = 'America/New_York';
const PHONE = '(813) 555-0142';
const WEDNESDAY_9 = '2026-03-11T13:00:00.000Z';
const THURSDAY_2PM = '2026-03-12T18:00:00.000Z';

type Appointment = ManagedAppointmentFieldsFragment & { __typename: 'ManagedAppointment' };

const proposal = (startsAt: string, held = true) => ({
  __typename: 'ProposedTime' as const,
  startsAt,
  heldUntil: '2026-03-04T15:00:00.000Z',
  held,
});

const rejected = (proposals = [proposal(WEDNESDAY_9), proposal(THURSDAY_2PM)]): Appointment => ({
  __typename: 'ManagedAppointment',
  serviceType: 'repair',
  startsAt: '2026-03-10T13:30:00.000Z',
  status: 'rejected',
  firstName: 'Ana',
  canChange: false,
  changeRefusalCode: 'NOT_CHANGEABLE',
  changeRefusal: AppointmentMessages.notChangeable('rejected'),
  proposals,
});

const confirmed: Appointment = {
  ...rejected([]),
  status: 'confirmed',
  startsAt: WEDNESDAY_9,
  canChange: true,
  changeRefusalCode: null,
  changeRefusal: null,
};

function bookMock(
  startsAt: string,
  answer: { success: boolean; error?: string; code?: string; appointment: Appointment },
): MockLink.MockedResponse {
  return {
    request: { query: BookProposedTimeByTokenDocument, variables: { token: 'tok', startsAt } },
    result: {
      data: {
        bookProposedTimeByToken: { __typename: 'ManageAppointmentPayload', error: null, code: null, ...answer },
      },
    },
  };
}

function renderProposals(appointment: Appointment, at: string, mocks: MockLink.MockedResponse[] = [], spanish = false) {
  const onChanged = jest.fn();
  const proposals = <ManageProposals token="tok" appointment={appointment} timeZone={TIME_ZONE} phone={PHONE} onChanged={onChanged} />;
  renderScreen(spanish ? <WordsProvider value={createTranslator('es', es)}>{proposals}</WordsProvider> : proposals, { at, mocks });
  return onChanged;
}

describe('ManageProposals', () => {
  it("opens with the e-mail button's time chosen; one press books it, and says so in Spanish", async () => {
    const user = userEvent.setup();
    const onChanged = renderProposals(
      rejected(),
      `/es/citas/tok?time=${encodeURIComponent(WEDNESDAY_9)}`,
      [bookMock(WEDNESDAY_9, { success: true, appointment: confirmed })],
      true,
    );
    expect(screen.getByRole('heading', { name: 'Otros horarios en que podemos ir' })).toBeInTheDocument();
    expect(
      screen.getByText(/Le estamos guardando estos horarios hasta el miércoles 4 de marzo a las 10 a\. m\. \(hora del Este\)/),
    ).toBeInTheDocument();
    const wednesday = screen.getByRole('radio', { name: 'miércoles 11 de marzo a las 9 a. m. (hora del Este)' });
    await waitFor(() => expect(wednesday).toBeChecked());
    expect(screen.getByRole('radio', { name: 'jueves 12 de marzo a las 2 p. m. (hora del Este)' })).not.toBeChecked();
    // One button, and nothing was booked by opening the page.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Agendar este horario' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Su cita está confirmada para el miércoles 11 de marzo a las 9 a. m. (hora del Este). Le enviamos un correo electrónico con una invitación de calendario.',
    );
    expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'confirmed', startsAt: WEDNESDAY_9 }));
  });

  it('books another time the customer picks, and asks for one when none is chosen', async () => {
    const user = userEvent.setup();
    renderProposals(rejected(), '/appointments/tok', [
      bookMock(THURSDAY_2PM, { success: true, appointment: { ...confirmed, startsAt: THURSDAY_2PM } }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose one of the times.');
    await user.click(screen.getByRole('radio', { name: 'Thu, Mar 12, 2026, 2:00 PM ET' }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your appointment is confirmed for Thu, Mar 12, 2026, 2:00 PM ET.');
  });

  it('says a refused booking in plain words with the phone', async () => {
    const user = userEvent.setup();
    const error = AppointmentMessages.proposalExpired(PHONE);
    renderProposals(rejected(), `/appointments/tok?time=${encodeURIComponent(WEDNESDAY_9)}`, [
      bookMock(WEDNESDAY_9, { success: false, code: 'PROPOSAL_EXPIRED', error, appointment: rejected() }),
    ]);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Wed, Mar 11, 2026, 9:00 AM ET' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We could hold that time for you for 48 hours only. Please call us at ${PHONE} to find another time.`,
    );
  });

  it("says at once when the link's time is no longer held because its hold has passed", async () => {
    renderProposals(rejected([proposal(WEDNESDAY_9, false)]), `/es/citas/tok?time=${encodeURIComponent(WEDNESDAY_9)}`, [], true);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Solo pudimos guardarle ese horario por 48 horas. Llámenos al ${PHONE} para buscar otro horario.`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says nothing when the link names the visit already booked', async () => {
    renderProposals(confirmed, `/appointments/tok?time=${encodeURIComponent(WEDNESDAY_9)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a time the customer was offered, then booked otherwise, is no longer held', async () => {
    renderProposals(confirmed, `/appointments/tok?time=${encodeURIComponent(THURSDAY_2PM)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `That time is no longer held for you. Please call us at ${PHONE} to find another time.`,
    );
  });
});
