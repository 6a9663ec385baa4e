import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  DEFAULT_JOB_RULES,
  todayIn,
  weekdayOf,
  type BookingWindow,
  type SchedulingRules,
  type ServiceRule,
} from '@plumbing/shared';
import { RequestAppointmentDocument, ScheduleAvailabilityDocument } from '../../../gql/graphql';
import { renderScreen } from '../../../../test/render-screen';
import { BookingForm } from './booking-form';

// What the booking form's tests share: the rules and window, the day's times, the request and its
// answer, and the visitor's steps through the form in English.

export const TIME_ZONE = 'America/New_York';
/** What the form says after a request (spec §8, §9). */
export const BookingMessages = {
  successTitle: 'Appointment Request Submitted Successfully!',
  queuedTitle: 'Appointment Request Received',
  successText:
    "We've received your appointment request and we'll e-mail you a confirmation of it shortly. We'll contact you within 1 business hour to confirm your appointment.",
};
export const rules: SchedulingRules & { services: readonly ServiceRule[] } = {
  availableDays: [1, 2, 3, 4, 5],
  services: DEFAULT_JOB_RULES.services,
};
export const bookingWindow: BookingWindow = { firstDate: addDays(todayIn(TIME_ZONE), 1), lastDate: addDays(todayIn(TIME_ZONE), 30) };

/** The first date from tomorrow (business calendar) whose weekday is one of `weekdays`. */
export function nextDate(weekdays: number[], after = 0): string {
  let date = addDays(todayIn(TIME_ZONE), 1 + after);
  while (!weekdays.includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

export const workday = nextDate([1, 2, 3, 4, 5]);
export const startsAt = (time: string) => `${workday}T${time}:00.000Z`;

/** The day's times for a job of `serviceType` (the form asks for the chosen service's, issue #50). */
export function availabilityMock(taken: string[], serviceType: string | null = null): MockLink.MockedResponse {
  return {
    request: { query: ScheduleAvailabilityDocument, variables: { date: workday, serviceType } },
    result: {
      data: {
        availability: {
          __typename: 'DayAvailability',
          date: workday,
          bookable: true,
          slots: ['13:00', '13:30', '14:00'].map((utc, index) => ({
            __typename: 'Slot',
            time: ['09:00', '09:30', '10:00'][index],
            startsAt: startsAt(utc),
            available: !taken.includes(utc),
          })),
        },
      },
    },
  };
}

export const contact = {
  customerName: 'Dana Reyes',
  customerEmail: 'dana@example.com',
  customerPhone: '(813) 555-0100',
  serviceType: 'repair',
  serviceAddress: '12 Bayshore Blvd, Tampa',
  description: 'Leaking kitchen faucet',
};

/** The request the form sends from a page in `locale`, answered with `answer`. */
export function requestMock(answer: Partial<MockLink.MockedResponse>, locale = 'en'): MockLink.MockedResponse {
  return {
    request: {
      query: RequestAppointmentDocument,
      variables: { input: { ...contact, preferredDate: startsAt('14:00'), website: '', photoToken: null, locale } },
    },
    ...answer,
  };
}

/** The calendar event's UID the server answers a taken request with (issue #51). */
export const CALENDAR_UID = '5f0c7a52-8d7e-4b8e-9a51-1f2e3d4c5b6a@plumbing.example';

/**
 * The server's answer; `confirmed`: the service is confirmed at once (issue #50); `byEmail`: whether
 * e-mail is set up, so the customer is e-mailed (issue #51).
 */
export const answer = (
  success: boolean,
  code: string | null = null,
  error: string | null = null,
  notice: string | null = null,
  confirmed = false,
  byEmail = true,
) => ({
  result: {
    data: {
      requestAppointment: {
        __typename: 'RequestAppointmentPayload',
        success,
        code,
        error,
        queued: notice !== null,
        notice,
        confirmed,
        confirmationByEmail: byEmail,
        calendarUid: success ? CALENDAR_UID : null,
      },
    },
  },
});

/** The areas served: Brandon's ZIP codes, and an area that lists none. */
export const serviceAreas = [{ zipCodes: ['33510', '33511'] }, { zipCodes: [] }];

export function renderForm(mocks: MockLink.MockedResponse[]) {
  renderScreen(<BookingForm rules={rules} bookingWindow={bookingWindow} timeZone={TIME_ZONE} serviceAreas={serviceAreas} />, { mocks });
}

export const dateInput = () => screen.getByLabelText('Preferred Date');
export const timeSelect = () => screen.getByLabelText<HTMLSelectElement>('Preferred Time');
export const submitButton = () => screen.getByRole('button', { name: 'Schedule Appointment' });

/** The form's labels in each language, and the service the visitor picks. */
const LABELS = {
  en: ['Full Name', 'Email Address', 'Phone Number', 'Service Type', 'Repair Service', 'Service Address', 'Description of Service Needed'],
  es: [
    'Nombre completo',
    'Correo electrónico',
    'Número de teléfono',
    'Tipo de servicio',
    'Reparación',
    'Dirección del servicio',
    'Descripción del servicio que necesita',
  ],
} as const;

/** Types the contact fields in, as a visitor does, on the page in `locale`. */
async function typeContact(locale: keyof typeof LABELS) {
  const [name, email, phone, serviceType, service, address, description] = LABELS[locale];
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(name), contact.customerName);
  await user.type(screen.getByLabelText(email), contact.customerEmail);
  await user.type(screen.getByLabelText(phone), contact.customerPhone);
  await user.selectOptions(screen.getByLabelText(serviceType), service);
  await user.type(screen.getByLabelText(address), contact.serviceAddress);
  await user.type(screen.getByLabelText(description), contact.description);
  return user;
}

export const fillContact = () => typeContact('en');

export async function pickWorkdayAndTime(user: ReturnType<typeof userEvent.setup>) {
  fireEvent.change(dateInput(), { target: { value: workday } });
  await waitFor(() => expect(timeSelect()).toBeEnabled());
  await user.selectOptions(timeSelect(), '10:00 AM');
}

/** Fills the form in English, picks the workday at 10:00 AM and sends it. */
export async function sendRequest() {
  const user = await fillContact();
  await pickWorkdayAndTime(user);
  await user.click(submitButton());
  return user;
}

export const spanishDate = () => screen.getByLabelText('Fecha preferida');
export const spanishTime = () => screen.getByLabelText<HTMLSelectElement>('Hora preferida');

/** The visitor's steps through the form in Spanish (issue #41), a weekday at 10:00 a. m. */
export async function fillInSpanish() {
  const user = await typeContact('es');
  fireEvent.change(spanishDate(), { target: { value: workday } });
  await waitFor(() => expect(spanishTime()).toBeEnabled());
  await user.selectOptions(spanishTime(), '10:00 a. m.');
  return user;
}
