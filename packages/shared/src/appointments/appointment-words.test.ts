import { en } from '../i18n/catalogs/en';
import { es } from '../i18n/catalogs/es';
import { englishTranslator } from '../i18n/english';
import { createTranslator } from '../i18n/translator';
import { AppointmentMessages } from './appointment.messages';
import {
  APPOINTMENT_MESSAGE_IDS,
  appointmentMessageWords,
  BOOKING_REFUSAL_MESSAGE_IDS,
  bookingRefusalWords,
  aboutLengthWords,
  SERVICE_TYPE_MESSAGE_IDS,
  visitLengthWords,
} from './appointment-words';
import { BookingRefusal } from './booking-refusal';
import { SERVICE_TYPE_LABELS } from './service-types';

const english = englishTranslator();
const spanish = createTranslator('es', es);
const PHONE = '(813) 555-0142';

describe('the booking form in the page language', () => {
  it('reads every mapped message in English exactly as the server writes it, and the service types as their English labels', () => {
    for (const [key, id] of Object.entries(APPOINTMENT_MESSAGE_IDS)) {
      const message = AppointmentMessages[key as keyof typeof APPOINTMENT_MESSAGE_IDS];
      const text = typeof message === 'string' ? message : message(PHONE);
      expect({ key, words: appointmentMessageWords(english, text) }).toEqual({ key, words: text });
      expect({ key, words: english(id, { phone: PHONE }) }).toEqual({ key, words: text });
    }
    for (const [value, label] of Object.entries(SERVICE_TYPE_LABELS)) {
      expect(en[SERVICE_TYPE_MESSAGE_IDS[value as keyof typeof SERVICE_TYPE_LABELS]]).toBe(label);
    }
  });

  it("turns the server's texts into Spanish, the phone kept, and leaves a text it does not know as it is", () => {
    expect(appointmentMessageWords(spanish, AppointmentMessages.phoneInvalid)).toBe('Número de teléfono no válido');
    expect(appointmentMessageWords(spanish, AppointmentMessages.queued(PHONE))).toBe(
      'Su solicitud llegó. Nuestro sistema de citas se está poniendo al día, así que confirmaremos su cita por teléfono o por correo electrónico. ¿Tiene preguntas mientras tanto? Llámenos al (813) 555-0142.',
    );
    expect(appointmentMessageWords(spanish, 'Something new')).toBe('Something new');
  });

  it('words a refused booking by its text, else by its code, else as the server wrote it', () => {
    expect(bookingRefusalWords(spanish, { code: BookingRefusal.RATE_LIMITED, error: AppointmentMessages.busy })).toBe(
      'Estamos recibiendo un número inusual de solicitudes de cita. Llámenos para agendar su cita.',
    );
    expect(bookingRefusalWords(spanish, { code: BookingRefusal.NOT_TAKEN, error: AppointmentMessages.notTaken('(727) 555-0100') })).toBe(
      'No pudimos recibir su solicitud en este momento. Llámenos al (727) 555-0100 para agendar su cita.',
    );
    expect(bookingRefusalWords(spanish, { code: BookingRefusal.SLOT_TAKEN, error: 'That slot is gone.' })).toBe(
      'Alguien acaba de agendar esa hora. Elija otra hora.',
    );
    expect(bookingRefusalWords(spanish, { code: BookingRefusal.LINK_INVALID, error: 'Some other refusal.' })).toBe('Some other refusal.');
    expect(bookingRefusalWords(english, { code: BookingRefusal.SLOT_TAKEN, error: AppointmentMessages.slotTaken })).toBe(
      AppointmentMessages.slotTaken,
    );
    expect(Object.keys(BOOKING_REFUSAL_MESSAGE_IDS).sort()).toEqual([
      'RATE_LIMITED',
      'SCHEDULING_DISABLED',
      'SLOT_TAKEN',
      'SLOT_UNAVAILABLE',
    ]);
  });

  it("words the manage page's refusals in Spanish, the status and the phone read back from the server's text", () => {
    expect(appointmentMessageWords(spanish, AppointmentMessages.notChangeable('rejected'))).toBe(
      'Esta cita está rechazada y ya no se puede cambiar en línea.',
    );
    expect(appointmentMessageWords(spanish, AppointmentMessages.tooClose('(813) 555-0142'))).toBe(
      'Llámenos al (813) 555-0142 para cambiar una cita tan cerca de la visita.',
    );
    expect(appointmentMessageWords(spanish, AppointmentMessages.linkInvalid)).toBe(
      'Este enlace ya no es válido. Llámenos para hablar de su cita.',
    );
    expect(appointmentMessageWords(english, AppointmentMessages.notChangeable('cancelled'))).toBe(
      AppointmentMessages.notChangeable('cancelled'),
    );
  });
});

describe('how long a visit takes, in words (issue #50)', () => {
  it('says hours, and the minutes over them, in both languages', () => {
    expect([30, 60, 90, 120, 240].map((minutes) => visitLengthWords(minutes, english))).toEqual([
      'This visit takes about 30 minutes.',
      'This visit takes about 1 hour.',
      'This visit takes about 1 hour 30 minutes.',
      'This visit takes about 2 hours.',
      'This visit takes about 4 hours.',
    ]);
    expect([45, 60, 90, 240, 135].map((minutes) => visitLengthWords(minutes, spanish))).toEqual([
      'Esta visita dura unos 45 minutos.',
      'Esta visita dura alrededor de una hora.',
      'Esta visita dura alrededor de una hora y 30 minutos.',
      'Esta visita dura unas 4 horas.',
      'Esta visita dura unas 2 horas y 15 minutos.',
    ]);
  });

  it('says the length alone after a day and time, as the booking summary does (issue #51)', () => {
    expect([45, 120, 90].map((minutes) => aboutLengthWords(minutes, english))).toEqual([
      'about 45 minutes',
      'about 2 hours',
      'about 1 hour 30 minutes',
    ]);
    expect([45, 120, 60].map((minutes) => aboutLengthWords(minutes, spanish))).toEqual([
      'unos 45 minutos',
      'unas 2 horas',
      'alrededor de una hora',
    ]);
  });
});
