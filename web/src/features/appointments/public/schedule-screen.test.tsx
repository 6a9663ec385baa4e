import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { createTranslator, DEFAULT_JOB_RULES, es } from '@plumbing/shared';
import { ScheduleRulesDocument } from '../../../gql/graphql';
import { ScheduleScreen } from './schedule-screen';
import { renderScreen } from '../../../../test/render-screen';
import { WordsProvider } from '../../../platform/i18n/words';

const settingsMock = (enableScheduling: boolean): MockLink.MockedResponse => ({
  request: { query: ScheduleRulesDocument },
  result: {
    data: {
      appointmentSettings: {
        __typename: 'AppointmentSettings',
        enableScheduling,
        availableDays: [1, 2, 3, 4, 5],
        availableHours: { __typename: 'BusinessHours', start: '09:00', end: '17:00' },
        minDaysInAdvance: 1,
        maxDaysInAdvance: 30,
        services: DEFAULT_JOB_RULES.services.map((rule) => ({ __typename: 'ServiceRule', ...rule })),
      },
      bookingWindow: { __typename: 'BookingWindow', firstDate: '2026-03-03', lastDate: '2026-04-01' },
      businessProfile: { __typename: 'BusinessProfile', serviceAreas: [{ __typename: 'ServiceArea', zipCodes: ['33511'] }] },
    },
  },
});

const renderWith = (mocks: MockLink.MockedResponse[]) => renderScreen(<ScheduleScreen />, { at: '/schedule', mocks });

describe('ScheduleScreen', () => {
  it("shows the hero, the features and the important information, a spinner while the rules load, then the form for the server's booking window", async () => {
    renderWith([settingsMock(true)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Your Plumbing Service' })).toBeInTheDocument();
    expect(screen.getByText("We'll confirm your scheduling request within 1 business hour.")).toBeInTheDocument();
    for (const feature of ['24/7 Emergency Service', 'Flexible Scheduling', 'Licensed Professionals', 'Quick Response']) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Important Information' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    expect(await screen.findByLabelText('Full Name')).toBeInTheDocument();
    // The booking window the form really offers, from the rules (issue #38: it said "Mon-Fri 8 AM to 6 PM" beside 9-5 slots).
    expect(screen.getByText('Appointments can be booked Mon–Fri 9 AM–5 PM.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Book Your Appointment' })).toBeInTheDocument();
    // The server's window, not one computed from the visitor's clock.
    expect(screen.getByLabelText('Preferred Date')).toHaveAttribute('min', '2026-03-03');
    expect(screen.getByLabelText('Preferred Date')).toHaveAttribute('max', '2026-04-01');
    expect(screen.queryByText('Online Scheduling Currently Unavailable')).not.toBeInTheDocument();
  });

  it('asks visitors to call when online scheduling is off', async () => {
    renderWith([settingsMock(false)]);
    expect(await screen.findByRole('heading', { name: 'Online Scheduling Currently Unavailable' })).toBeInTheDocument();
    expect(
      screen.getByText('We are currently experiencing high demand. Please call us directly to book your appointment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', 'tel:+18135550142');
    expect(screen.getByText('Our short term schedule is full')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    // Only the spec's unavailable texts: nothing promises a booking that cannot be made (issue #51).
    expect(screen.getByRole('heading', { level: 1, name: 'Schedule Your Plumbing Service' })).toBeInTheDocument();
    for (const promise of [
      "We'll confirm your scheduling request within 1 business hour.",
      'Pick the day and time that suit you. We work around your schedule.',
      'We confirm every scheduling request within 1 business hour.',
      "We'll confirm your appointment by e-mail and phone.",
      'Please provide accurate contact information so we can reach you.',
    ]) {
      expect([promise, screen.queryByText(promise)]).toEqual([promise, null]);
    }
    expect(screen.queryByRole('heading', { name: 'Flexible Scheduling' })).not.toBeInTheDocument();
    expect(screen.getByText(/^For emergencies we're available 24\/7: call/)).toBeInTheDocument();
  });

  it('speaks Spanish at /es/agendar: the hero, the features, the important information with the booking hours, and the notices', async () => {
    renderScreen(
      <WordsProvider value={createTranslator('es', es)}>
        <ScheduleScreen />
      </WordsProvider>,
      { at: '/es/agendar', mocks: [settingsMock(true)] },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Agende su servicio de plomería' })).toBeInTheDocument();
    expect(screen.getByText('Confirmaremos su solicitud de cita en menos de 1 hora hábil.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llamar al (813) 555-0142' })).toHaveAttribute('href', 'tel:+18135550142');
    for (const feature of ['Servicio de emergencia 24/7', 'Horarios flexibles', 'Profesionales con licencia', 'Respuesta rápida']) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
    expect(screen.getByRole('status')).toHaveTextContent('Cargando las fechas disponibles…');
    expect(await screen.findByLabelText('Nombre completo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agende su cita' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Información importante' })).toBeInTheDocument();
    expect(screen.getByText('Horario para citas: lun–vie 9 a. m.–5 p. m.')).toBeInTheDocument();
    expect(screen.getByText(/^Para emergencias estamos disponibles 24\/7: llame al/)).toBeInTheDocument();
  });

  it('asks visitors to call in Spanish when online scheduling is off', async () => {
    renderScreen(
      <WordsProvider value={createTranslator('es', es)}>
        <ScheduleScreen />
      </WordsProvider>,
      { at: '/es/agendar', mocks: [settingsMock(false)] },
    );
    expect(await screen.findByRole('heading', { name: 'La agenda en línea no está disponible por ahora' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Llámenos ahora' })).toHaveAttribute('href', 'tel:+18135550142');
    expect(screen.getByText('Nuestra agenda de los próximos días está llena')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(813) 555-0142' })).toHaveAttribute('href', 'tel:+18135550142');
    for (const promise of [
      'Confirmaremos su solicitud de cita en menos de 1 hora hábil.',
      'Elija el día y la hora que le convengan. Nos adaptamos a su horario.',
      'Confirmamos cada solicitud de cita en menos de 1 hora hábil.',
      'Confirmaremos su cita por correo electrónico y por teléfono.',
    ]) {
      expect([promise, screen.queryByText(promise)]).toEqual([promise, null]);
    }
    expect(screen.queryByRole('heading', { name: 'Horarios flexibles' })).not.toBeInTheDocument();
  });
});
