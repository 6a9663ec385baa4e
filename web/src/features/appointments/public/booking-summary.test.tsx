import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTranslator, es } from '@plumbing/shared';
import { renderScreen } from '../../../../test/render-screen';
import { WordsProvider } from '../../../platform/i18n/words';
import { BookingForm } from './booking-form';
import {
  answer,
  availabilityMock,
  BookingMessages,
  bookingWindow,
  CALENDAR_UID,
  dateInput,
  fillInSpanish,
  renderForm,
  requestMock,
  rules,
  sendRequest,
  serviceAreas,
  spanishDate,
  TIME_ZONE,
  workday,
} from './booking-form.fixtures';

// Issue #51: what a visitor keeps of a request (the summary under the spec's 5-second banner), how
// they hear back when e-mail is not set up, and dates said in words.

/** The day the form books, as Intl writes it out (the form writes it itself): 'Wednesday, December 2' / 'miércoles 2 de diciembre'. */
const dayOf = (locale: string) =>
  new Date(`${workday}T12:00:00Z`)
    .toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })
    .replace(/^(\p{L}+), (\d)/u, locale === 'es-US' ? '$1 $2' : '$1, $2');

/** The form's request answered as taken; after it the blank form asks for the day's times again. */
const taken = (byEmail: boolean, locale = 'en'): MockLink.MockedResponse[] => [
  availabilityMock([], 'repair'),
  requestMock(answer(true, null, null, null, false, byEmail), locale),
  availabilityMock(['14:00']),
];

/** The calendar file behind the summary's link, as its text. */
function calendarText(link: HTMLElement): string {
  const href = link.getAttribute('href')!;
  expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
  return decodeURIComponent(href.slice(href.indexOf(',') + 1));
}

const renderSpanish = (mocks: MockLink.MockedResponse[], window = bookingWindow) =>
  renderScreen(
    <WordsProvider value={createTranslator('es', es)}>
      <BookingForm rules={rules} bookingWindow={window} timeZone={TIME_ZONE} serviceAreas={serviceAreas} />
    </WordsProvider>,
    { mocks },
  );

describe('what stays after a request (issue #51)', () => {
  it('keeps a summary beside the 5-second banner: the service, the day and time in words with the length, the address, a calendar file and the phone', async () => {
    renderForm(taken(true));
    await sendRequest();

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(BookingMessages.successTitle);
    expect(banner).toHaveTextContent(BookingMessages.successText);
    const summary = screen.getByRole('region', { name: 'Your appointment request' });
    const facts = within(summary)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toEqual(['Repair Service', `${dayOf('en-US')}, 10:00 AM – about 2 hours`, '12 Bayshore Blvd, Tampa']);
    expect(summary).toHaveTextContent("We'll e-mail you once we confirm it, within 1 business hour.");
    expect(within(summary).getByRole('link', { name: '(813) 555-0142' })).toHaveAttribute('href', 'tel:+18135550142');
    expect(summary).toHaveTextContent('Questions or changes? Call us at (813) 555-0142.');

    const link = within(summary).getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('download', 'appointment.ics');
    const ics = calendarText(link);
    const day = workday.replaceAll('-', '');
    // Each line as it reads unfolded (a long one goes on over the next after a space).
    expect(ics.replace(/\r\n /g, '').split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Plumbing site//Booking form//EN',
      'BEGIN:VEVENT',
      // The UID the owner's confirmation e-mail carries: the calendar updates this event, not a second one.
      `UID:${CALENDAR_UID}`,
      expect.stringMatching(/^DTSTAMP:\d{8}T\d{6}Z$/),
      `DTSTART:${day}T140000Z`,
      `DTEND:${day}T160000Z`,
      'SUMMARY:Repair Service — Gulf Coast Plumbing & Renovation',
      'DESCRIPTION:Your appointment request with Gulf Coast Plumbing & Renovation\\, until we confirm it. Questions: (813) 555-0142',
      'LOCATION:12 Bayshore Blvd\\, Tampa',
      'STATUS:TENTATIVE',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);

    // The outcome has the focus, which stays on the summary once the banner has gone.
    expect(summary.parentElement).toHaveFocus();
    await waitFor(() => expect(screen.queryByText(BookingMessages.successTitle)).not.toBeInTheDocument(), { timeout: 6000 });
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('says the office will call, with the phone, when e-mail is not set up: no e-mail is promised', async () => {
    renderForm(taken(false));
    await sendRequest();

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(BookingMessages.successTitle);
    expect(banner).toHaveTextContent(
      "We've received your appointment request. Our office will call you within 1 business hour to confirm your appointment. Questions meanwhile? Call us at (813) 555-0142.",
    );
    expect(within(banner).getByRole('link', { name: '(813) 555-0142' })).toHaveAttribute('href', 'tel:+18135550142');
    const summary = screen.getByRole('region', { name: 'Your appointment request' });
    expect(summary).toHaveTextContent('Our office will call you to confirm it, within 1 business hour.');
    expect(banner.parentElement).not.toHaveTextContent(/e-?mail/i);
  });

  it('a booking confirmed at once (issue #50) with e-mail not set up: confirmed, with the phone, no e-mail promised; its calendar event is confirmed', async () => {
    renderForm([availabilityMock([], 'repair'), requestMock(answer(true, null, null, null, true, false)), availabilityMock(['14:00'])]);
    await sendRequest();

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Your Appointment Is Confirmed!');
    expect(banner).toHaveTextContent('Your appointment is booked and confirmed. Questions or changes? Call us at (813) 555-0142.');
    const summary = screen.getByRole('region', { name: 'Your appointment' });
    expect(summary).toHaveTextContent('It is confirmed: we look forward to seeing you.');
    expect(banner.parentElement).not.toHaveTextContent(/e-?mail/i);
    const ics = calendarText(within(summary).getByRole('link', { name: 'Add to calendar' })).replace(/\r\n /g, '');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(ics).toContain('\r\nDESCRIPTION:Your Gulf Coast Plumbing & Renovation appointment. Questions: (813) 555-0142\r\n');
  });

  it('in Spanish: the summary, the office that calls, and a calendar event in Spanish', async () => {
    renderSpanish(taken(false, 'es'));
    const user = await fillInSpanish();
    await user.click(screen.getByRole('button', { name: 'Agendar cita' }));

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('¡Su solicitud de cita se envió con éxito!');
    expect(banner).toHaveTextContent(
      'Recibimos su solicitud de cita. Nuestra oficina se comunicará con usted por teléfono en menos de 1 hora hábil para confirmar su cita. ¿Tiene preguntas mientras tanto? Llámenos al (813) 555-0142.',
    );
    const summary = screen.getByRole('region', { name: 'Su solicitud de cita' });
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Servicio', 'Día y hora', 'Dirección']);
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((fact) => fact.textContent),
    ).toEqual(['Reparación', `${dayOf('es-US')}, 10:00 a. m. – unas 2 horas`, '12 Bayshore Blvd, Tampa']);
    expect(summary).toHaveTextContent('Nuestra oficina se comunicará con usted por teléfono para confirmarla en menos de 1 hora hábil.');
    expect(summary).toHaveTextContent('¿Tiene preguntas o cambios? Llámenos al (813) 555-0142.');
    const ics = calendarText(within(summary).getByRole('link', { name: 'Agregar al calendario' }));
    expect(ics).toContain('\r\nSUMMARY:Reparación — Gulf Coast Plumbing & Renovation\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(
      '\r\nDESCRIPTION:Su solicitud de cita con Gulf Coast Plumbing & Renovation\\, pendiente de confirmación. Preguntas: (813) 555-0142\r\n',
    );
    // No line over 75 octets, whatever the accents (RFC 5545 §3.1).
    for (const line of ics.split('\r\n')) expect([line, new TextEncoder().encode(line).length <= 75]).toEqual([line, true]);
  });
});

describe('dates in words (issue #51)', () => {
  it('repeats the chosen date in words beside the field, in English', () => {
    renderForm([availabilityMock([])]);
    fireEvent.change(dateInput(), { target: { value: workday } });
    expect(screen.getByText(dayOf('en-US'))).toHaveClass('field-echo');
    expect(dateInput()).toHaveAccessibleDescription(new RegExp(`^${dayOf('en-US')} Open Monday`));
  });

  it('repeats it in Spanish, where the field shows 12/02/2026 for December 2', () => {
    renderSpanish([availabilityMock([])]);
    fireEvent.change(spanishDate(), { target: { value: workday } });
    expect(screen.getByText(dayOf('es-US'))).toHaveClass('field-echo');
    expect(spanishDate()).toHaveAccessibleDescription(new RegExp(`^${dayOf('es-US')} Abierto lunes`));
  });

  // Sunday, November 29 to Sunday, December 27, weekdays only: the window's own ends are closed days.
  const window = { firstDate: '2026-11-29', lastDate: '2026-12-27' };

  it('names the first and last days that can be booked when a date is out of range, not closed ends of the window', () => {
    renderScreen(<BookingForm rules={rules} bookingWindow={window} timeZone={TIME_ZONE} serviceAreas={[]} />);
    fireEvent.change(dateInput(), { target: { value: '2027-01-04' } });
    expect(screen.getByText('Please choose a date between Monday, November 30, 2026 and Friday, December 25, 2026.')).toBeInTheDocument();
  });

  it('names them in Spanish too', () => {
    renderSpanish([], window);
    fireEvent.change(spanishDate(), { target: { value: '2026-11-28' } });
    expect(
      screen.getByText('Elija una fecha entre el lunes 30 de noviembre de 2026 y el viernes 25 de diciembre de 2026.'),
    ).toBeInTheDocument();
  });
});
