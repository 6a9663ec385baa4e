import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { addDays, AppointmentMessages, createTranslator, es, telHref, todayIn } from '@plumbing/shared';
import { RequestAppointmentDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { WordsProvider } from '../../../platform/i18n/words';
import { siteConfig } from '../../../platform/site-config';
import { BookingForm } from './booking-form';
import {
  answer,
  availabilityMock,
  bookingWindow,
  BookingMessages,
  contact,
  dateInput,
  fillContact,
  nextDate,
  pickWorkdayAndTime,
  renderForm,
  requestMock,
  rules,
  sendRequest,
  serviceAreas,
  fillInSpanish,
  spanishDate,
  spanishTime,
  startsAt,
  submitButton,
  TIME_ZONE,
  timeSelect,
  workday,
} from './booking-form.fixtures';
import { SUCCESS_BANNER_MS } from './use-booking-form';

afterEach(() => {
  siteConfig.business.closures = [];
});

describe('BookingForm', () => {
  it('labels every field and bounds the date input by the booking window', () => {
    renderForm([]);
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('type', 'tel');
    expect(dateInput()).toHaveAttribute('type', 'date');
    expect(dateInput()).toHaveAttribute('min', addDays(todayIn(TIME_ZONE), 1));
    expect(dateInput()).toHaveAttribute('max', addDays(todayIn(TIME_ZONE), 30));
    expect(screen.getByLabelText('Description of Service Needed')).toHaveAttribute(
      'placeholder',
      'Please describe the service you need...',
    );
    expect(within(timeSelect()).getByRole('option', { name: 'Select a time' })).toBeInTheDocument();
    // Optional: where the work is, for the calendar invitation.
    const serviceAddress = screen.getByLabelText('Service Address');
    expect(serviceAddress).toHaveAttribute('autocomplete', 'address-line1');
    // Required fields carry the mark the form explains; the optional address does not (issue #38).
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument();
    for (const name of ['Full Name', 'Email Address', 'Phone Number', 'Service Type', 'Preferred Date', 'Preferred Time']) {
      expect([name, screen.getByText(name, { selector: 'label' }).classList.contains('label-required')]).toEqual([name, true]);
    }
    expect(screen.getByText('Service Address', { selector: 'label' }).classList.contains('label-required')).toBe(false); // street-address is for multi-line fields only (issue #38)
    // The ZIP code is sent at the address's end: the two fit the server's 200 characters.
    expect(serviceAddress).toHaveAttribute('maxlength', '190');
    const zipCode = screen.getByLabelText('ZIP Code');
    expect(zipCode).toHaveAttribute('autocomplete', 'postal-code');
    expect(zipCode).toHaveAttribute('inputmode', 'numeric');
    expect(zipCode).not.toBeRequired();
    expect(serviceAddress).not.toBeRequired();
    expect(serviceAddress).toHaveAccessibleDescription('Optional: where we should come, e.g. 123 Main St, Tampa.');
    const options = within(screen.getByLabelText('Service Type'))
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options.slice(1)).toEqual([
      ['repair', 'Repair Service'],
      ['installation', 'Installation'],
      ['maintenance', 'Maintenance'],
      ['inspection', 'Inspection'],
      ['emergency', 'Emergency Service'],
      ['other', 'Other'],
    ]);
    // The honeypot is there for bots only.
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the validation messages beside the fields', async () => {
    renderForm([]);
    const user = userEvent.setup();
    await user.click(submitButton());

    for (const message of [
      AppointmentMessages.nameRequired,
      AppointmentMessages.emailRequired,
      AppointmentMessages.phoneRequired,
      AppointmentMessages.serviceRequired,
      AppointmentMessages.dateRequired,
      AppointmentMessages.timeRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(AppointmentMessages.nameRequired);
    expect(name).toHaveFocus();

    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.click(submitButton());
    expect(screen.getByText(AppointmentMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(AppointmentMessages.emailInvalid);
    expect(screen.queryByText(AppointmentMessages.emailRequired)).not.toBeInTheDocument();
  });

  it('clears a date whose weekday is not bookable, with a short message', () => {
    renderForm([]);
    fireEvent.change(dateInput(), { target: { value: nextDate([6]) } });
    expect(dateInput()).toHaveValue('');
    expect(screen.getByText("We don't book appointments on Saturdays. Please choose another date.")).toBeInTheDocument();
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(timeSelect()).toBeDisabled();
  });

  it('clears a date in a closure (the one place days are closed, issue #51) and a date outside the window', () => {
    siteConfig.business.closures = [{ name: 'Time off', spanishName: 'descanso', from: workday, to: workday }];
    renderForm([]);
    fireEvent.change(dateInput(), { target: { value: workday } });
    expect(dateInput()).toHaveValue('');
    expect(screen.getByText(/^We're closed .* for Time off\. Please choose another date\./)).toBeInTheDocument();

    fireEvent.change(dateInput(), { target: { value: todayIn(TIME_ZONE) } });
    expect(dateInput()).toHaveValue('');
    expect(screen.getByText(/^Please choose a date between /)).toBeInTheDocument();
  });

  it('lists the times of the chosen day at once, taken ones disabled and marked (Unavailable)', async () => {
    renderForm([availabilityMock(['13:30'])]);
    fireEvent.change(dateInput(), { target: { value: workday } });
    expect(dateInput()).toHaveValue(workday);

    await waitFor(() => expect(timeSelect()).toBeEnabled());
    const options = within(timeSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a time', '9:00 AM', '9:30 AM (Unavailable)', '10:00 AM']);
    expect(within(timeSelect()).getByRole('option', { name: '9:30 AM (Unavailable)' })).toBeDisabled();
    expect(within(timeSelect()).getByRole('option', { name: '9:00 AM' })).toBeEnabled();
    expect(timeSelect()).toHaveAccessibleDescription('Times are Eastern Time.');
  });

  it('says how long the chosen visit takes, and offers the times a job of that length fits in (issue #50)', async () => {
    const user = userEvent.setup();
    renderForm([availabilityMock(['13:00', '13:30'], 'installation'), availabilityMock(['13:30'], 'maintenance')]);
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Installation');
    expect(screen.getByLabelText('Service Type')).toHaveAccessibleDescription('This visit takes about 4 hours.');
    fireEvent.change(dateInput(), { target: { value: workday } });
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(within(timeSelect()).getByRole('option', { name: '9:30 AM (Unavailable)' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Maintenance');
    expect(screen.getByLabelText('Service Type')).toHaveAccessibleDescription('This visit takes about 1 hour 30 minutes.');
    // The shorter visit fits at 9:00 AM again.
    await waitFor(() => expect(within(timeSelect()).getByRole('option', { name: '9:00 AM' })).toBeEnabled());
    expect(within(timeSelect()).getByRole('option', { name: '9:30 AM (Unavailable)' })).toBeDisabled();
  });

  it('marks a service the owner books by phone, gives the phone to call, and does not send it (issue #50)', async () => {
    const byPhone = { ...rules, services: rules.services.map((rule) => ({ ...rule, bookableOnline: rule.serviceType !== 'emergency' })) };
    const user = userEvent.setup();
    renderScreen(<BookingForm rules={byPhone} bookingWindow={bookingWindow} timeZone={TIME_ZONE} serviceAreas={[]} />);
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Emergency Service (call us)');
    const phone = '(813) 555-0142';
    const hint = `We book Emergency Service by phone: call us at ${phone}.`;
    expect(screen.getByText(/^We book Emergency Service by phone/)).toHaveTextContent(hint);
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', 'tel:+18135550142');
    await user.click(submitButton());
    expect(screen.getByText(AppointmentMessages.byPhone(phone))).toBeInTheDocument();
    expect(screen.getByLabelText('Service Type')).toHaveAttribute('aria-invalid', 'true');
  });

  it('resets the time when another date is chosen', async () => {
    const user = userEvent.setup();
    renderForm([availabilityMock([])]);
    await pickWorkdayAndTime(user);
    expect(timeSelect()).toHaveValue(startsAt('14:00'));

    fireEvent.change(dateInput(), { target: { value: nextDate([6]) } });
    expect(timeSelect()).toHaveValue('');
  });

  it('on success shows the green banner for 5 seconds and clears the form', async () => {
    // After the request the form is blank again: the day is asked anew for no service chosen yet, and
    // once more when the day is picked (unless that meets the first answer still on its way).
    renderForm([availabilityMock([], 'repair'), requestMock(answer(true)), availabilityMock(['14:00']), availabilityMock(['14:00'])]);
    await sendRequest();

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(BookingMessages.successTitle);
    expect(banner).toHaveTextContent(BookingMessages.successText);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
    expect(screen.getByLabelText('Service Type')).toHaveValue('');
    expect(screen.getByLabelText('Service Address')).toHaveValue('');
    expect(dateInput()).toHaveValue('');
    expect(timeSelect()).toHaveValue('');

    // The booked slot now reads as taken when the day is chosen again.
    fireEvent.change(dateInput(), { target: { value: workday } });
    await waitFor(() => expect(within(timeSelect()).getByRole('option', { name: '10:00 AM (Unavailable)' })).toBeDisabled());

    await waitFor(() => expect(screen.queryByText(BookingMessages.successTitle)).not.toBeInTheDocument(), {
      timeout: 6000,
    });
  });

  it('says a booking confirmed at once is confirmed, with the invitation in the e-mail (issue #50)', async () => {
    renderForm([availabilityMock([], 'repair'), requestMock(answer(true, null, null, null, true)), availabilityMock(['14:00'])]);
    const user = await fillContact();
    await pickWorkdayAndTime(user);
    await user.click(submitButton());
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Your Appointment Is Confirmed!');
    expect(banner).toHaveTextContent(
      "Your appointment is booked and confirmed. We've e-mailed you the confirmation with a calendar invitation.",
    );
    expect(banner).not.toHaveTextContent(BookingMessages.successText);
  });

  it('says a ZIP code no service area lists may be outside the area, with the phone, and still sends the request with the ZIP code (issue #42)', async () => {
    const outside = { ...contact, serviceAddress: '12 Bayshore Blvd, Tampa, 33606' };
    renderForm([
      availabilityMock([], 'repair'),
      {
        request: {
          query: RequestAppointmentDocument,
          variables: { input: { ...outside, preferredDate: startsAt('14:00'), website: '', photoToken: null, locale: 'en' } },
        },
        ...answer(true),
      },
      availabilityMock(['14:00']),
    ]);
    const user = await fillContact();
    const zipCode = screen.getByLabelText('ZIP Code');
    const notice =
      /This address may be outside the area we serve\. You can still send your request \(we'll tell you whether we can come\), or call us at/;
    await user.type(zipCode, '3351');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    await user.type(zipCode, '1');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();

    await user.clear(zipCode);
    await user.type(zipCode, '33606');
    expect(screen.getByText(notice)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(813) 555-0142' })).toHaveAttribute('href', 'tel:+18135550142');

    await pickWorkdayAndTime(user);
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent(BookingMessages.successTitle);
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('checks a ZIP code typed at the end of the address once the address is left, not a house number being typed', async () => {
    renderForm([]);
    const user = userEvent.setup();
    const notice = /This address may be outside the area we serve/;
    await user.type(screen.getByLabelText('Service Address'), '10201');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Service Address'), ' N Florida Ave, Tampa, FL 33612');
    await user.tab();
    expect(screen.getByText(notice)).toBeInTheDocument();
    // Corrected: the notice goes as it is typed.
    await user.clear(screen.getByLabelText('Service Address'));
    await user.type(screen.getByLabelText('Service Address'), '1 Oakfield Dr, Brandon, FL 33511');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it("a request kept while the booking system catches up: the server's plain words, which stay until the next request (issue #36)", async () => {
    const notice = AppointmentMessages.queued('(813) 555-0142');
    renderForm([availabilityMock([], 'repair'), requestMock(answer(true, null, null, notice)), availabilityMock([])]);
    await sendRequest();

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(BookingMessages.queuedTitle);
    expect(banner).toHaveTextContent(
      'Your request arrived. Our booking system is catching up, so we will confirm your appointment by phone or e-mail. Questions meanwhile? Call us at (813) 555-0142.',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, SUCCESS_BANNER_MS + 200));
    expect(screen.getByRole('status')).toHaveTextContent(notice);
  });

  it('shows the server text when the slot was just taken, and marks it unavailable', async () => {
    const taken = 'That time was just taken. Please choose another time.';
    renderForm([availabilityMock([], 'repair'), requestMock(answer(false, 'SLOT_TAKEN', taken)), availabilityMock(['14:00'], 'repair')]);
    await sendRequest();

    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    await waitFor(() => expect(within(timeSelect()).getByRole('option', { name: '10:00 AM (Unavailable)' })).toBeDisabled());
    expect(timeSelect()).toHaveValue('');
    expect(screen.getByLabelText('Full Name')).toHaveValue(contact.customerName);
  });

  it('gives the phone to call, one tap away, when the request is refused for too many bookings', async () => {
    renderForm([availabilityMock([], 'repair'), requestMock(answer(false, 'RATE_LIMITED', AppointmentMessages.rateLimited))]);
    await sendRequest();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${AppointmentMessages.rateLimited}Phone: ${siteConfig.business.phone}`);
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: siteConfig.business.phone })).toHaveAttribute(
      'href',
      telHref(siteConfig.business.phone),
    );
  });

  it('shows the generic message when the request fails otherwise', async () => {
    renderForm([availabilityMock([], 'repair'), requestMock({ error: new TypeError('Failed to fetch') })]);
    await sendRequest();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit appointment request. Please try again.');
  });

  it('puts the server validation messages beside their fields', async () => {
    const refused = new GraphQLError('Argument Validation Error', {
      extensions: {
        code: 'BAD_USER_INPUT',
        validationErrors: [
          { property: 'customerPhone', constraints: { matches: 'Invalid phone number' } },
          { property: 'serviceAddress', constraints: { maxLength: 'Service address must be at most 200 characters' } },
        ],
      },
    });
    renderForm([availabilityMock([], 'repair'), requestMock({ result: { errors: [refused] } })]);
    const user = await fillContact();
    await pickWorkdayAndTime(user);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('Invalid phone number'));
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Service Address')).toHaveAccessibleDescription(/Service address must be at most 200 characters/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('BookingForm in Spanish (issue #41)', () => {
  const spanish = createTranslator('es', es);
  const renderSpanish = (mocks: MockLink.MockedResponse[], window = bookingWindow) =>
    renderScreen(
      <WordsProvider value={spanish}>
        <BookingForm rules={rules} bookingWindow={window} timeZone={TIME_ZONE} serviceAreas={serviceAreas} />
      </WordsProvider>,
      { mocks },
    );

  it('says in Spanish that a ZIP code may be outside the area, with the phone', async () => {
    renderSpanish([]);
    await userEvent.setup().type(screen.getByLabelText('Código postal'), '33606');
    expect(
      screen.getByText(/Es posible que esta dirección esté fuera de la zona que atendemos\. Puede enviar su solicitud igualmente/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(813) 555-0142' })).toHaveAttribute('href', 'tel:+18135550142');
  });

  it('labels the fields, the service types, the hints and the button in Spanish', () => {
    renderSpanish([]);
    for (const name of [
      'Nombre completo',
      'Correo electrónico',
      'Número de teléfono',
      'Tipo de servicio',
      'Fecha preferida',
      'Hora preferida',
    ]) {
      expect([name, screen.getByText(name, { selector: 'label' }).classList.contains('label-required')]).toEqual([name, true]);
    }
    expect(screen.getByLabelText('Dirección del servicio')).toHaveAccessibleDescription(
      'Opcional: adónde debemos ir, p. ej., 123 Main St, Tampa.',
    );
    expect(screen.getByLabelText('Descripción del servicio que necesita')).toHaveAttribute(
      'placeholder',
      'Describa el servicio que necesita...',
    );
    const options = within(screen.getByLabelText('Tipo de servicio'))
      .getAllByRole('option')
      .map((o) => [o.getAttribute('value'), o.textContent]);
    expect(options).toEqual([
      ['', 'Seleccione un servicio'],
      ['repair', 'Reparación'],
      ['installation', 'Instalación'],
      ['maintenance', 'Mantenimiento'],
      ['inspection', 'Inspección'],
      ['emergency', 'Servicio de emergencia'],
      ['other', 'Otro'],
    ]);
    expect(spanishDate()).toHaveAccessibleDescription('Abierto lunes, martes, miércoles, jueves y viernes.');
    expect(spanishTime()).toHaveAccessibleDescription('Elija una fecha para ver las horas disponibles.');
    expect(within(spanishTime()).getByRole('option', { name: 'Seleccione una hora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agendar cita' })).toBeInTheDocument();
  });

  it('refuses a date in Spanish, the dates written out', () => {
    renderSpanish([], { firstDate: '2026-03-03', lastDate: '2026-04-01' });
    fireEvent.change(spanishDate(), { target: { value: '2026-03-07' } });
    expect(spanishDate()).toHaveValue('');
    expect(spanishDate()).toHaveAccessibleDescription(/No agendamos citas los sábados\. Elija otra fecha\.$/);
    fireEvent.change(spanishDate(), { target: { value: '2026-04-10' } });
    expect(screen.getByText('Elija una fecha entre el martes 3 de marzo de 2026 y el miércoles 1 de abril de 2026.')).toBeInTheDocument();
  });

  it('says in Spanish how long the chosen visit takes (issue #50)', async () => {
    renderSpanish([]);
    await userEvent.setup().selectOptions(screen.getByLabelText('Tipo de servicio'), 'Instalación');
    expect(screen.getByLabelText('Tipo de servicio')).toHaveAccessibleDescription('Esta visita dura unas 4 horas.');
  });

  it('lists the times of the chosen day in Spanish, taken ones (no disponible), in the zone named in Spanish', async () => {
    renderSpanish([availabilityMock(['13:30'])]);
    fireEvent.change(spanishDate(), { target: { value: workday } });
    await waitFor(() => expect(spanishTime()).toBeEnabled());
    expect(
      within(spanishTime())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Seleccione una hora', '9:00 a. m.', '9:30 a. m. (no disponible)', '10:00 a. m.']);
    expect(spanishTime()).toHaveAccessibleDescription('Las horas corresponden a la hora del Este.');
  });

  it('says what is missing in Spanish', async () => {
    renderSpanish([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Agendar cita' }));
    expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('El correo electrónico es obligatorio');
    expect(screen.getByLabelText('Tipo de servicio')).toHaveAccessibleDescription('Seleccione un tipo de servicio');
    expect(spanishTime()).toHaveAccessibleDescription(/Seleccione una hora$/);
  });

  it("shows the server's refusal of a taken slot in Spanish", async () => {
    renderSpanish([
      availabilityMock([], 'repair'),
      requestMock(answer(false, 'SLOT_TAKEN', AppointmentMessages.slotTaken), 'es'),
      availabilityMock(['14:00'], 'repair'),
    ]);
    const user = await fillInSpanish();
    await user.click(screen.getByRole('button', { name: 'Agendar cita' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Alguien acaba de agendar esa hora. Elija otra hora.Teléfono: ${siteConfig.business.phone}`);
    expect(within(alert).getByRole('link', { name: siteConfig.business.phone })).toHaveAttribute(
      'href',
      telHref(siteConfig.business.phone),
    );
    await waitFor(() => expect(within(spanishTime()).getByRole('option', { name: '10:00 a. m. (no disponible)' })).toBeDisabled());
  });

  it("puts the server's field messages beside their fields in Spanish, and an unknown one as the server wrote it", async () => {
    const refused = new GraphQLError('Argument Validation Error', {
      extensions: {
        code: 'BAD_USER_INPUT',
        validationErrors: [
          { property: 'customerPhone', constraints: { matches: AppointmentMessages.phoneInvalid } },
          { property: 'description', constraints: { custom: 'Something the form does not know' } },
        ],
      },
    });
    renderSpanish([availabilityMock([], 'repair'), requestMock({ result: { errors: [refused] } }, 'es')]);
    const user = await fillInSpanish();
    await user.click(screen.getByRole('button', { name: 'Agendar cita' }));
    await waitFor(() => expect(screen.getByLabelText('Número de teléfono')).toHaveAccessibleDescription('Número de teléfono no válido'));
    expect(screen.getByLabelText('Descripción del servicio que necesita')).toHaveAccessibleDescription('Something the form does not know');
  });

  it('confirms a request in Spanish, and a request kept for later with the phone the server gave', async () => {
    renderSpanish([
      availabilityMock([], 'repair'),
      requestMock(answer(true), 'es'),
      // Each success clears the form, and the day is asked anew with no service chosen.
      availabilityMock([]),
      availabilityMock([], 'repair'),
      requestMock(answer(true, null, null, AppointmentMessages.queued('(727) 555-0100')), 'es'),
      availabilityMock([]),
    ]);
    let user = await fillInSpanish();
    await user.click(screen.getByRole('button', { name: 'Agendar cita' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('¡Su solicitud de cita se envió con éxito!');
    expect(banner).toHaveTextContent('Nos comunicaremos con usted en menos de 1 hora hábil para confirmar su cita.');

    user = await fillInSpanish();
    await user.click(screen.getByRole('button', { name: 'Agendar cita' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Recibimos su solicitud de cita'));
    expect(screen.getByRole('status')).toHaveTextContent('¿Tiene preguntas mientras tanto? Llámenos al (727) 555-0100.');
  });
});
