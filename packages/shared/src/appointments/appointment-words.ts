import type { MessageId } from '../i18n/catalog';
import type { Translator } from '../i18n/translator';
import { AppointmentMessages } from './appointment.messages';
import { BookingRefusal } from './booking-refusal';
import type { ServiceTypeValue } from './service-types';

/**
 * The booking form's words in the page's language (issue #41). The server validates and refuses
 * in English (AppointmentMessages, the e-mails' and the admin's language): the form shows each of
 * those texts it knows by its catalog message, and any other text as the server wrote it.
 */

/** The service types' labels on the public form (SERVICE_TYPE_LABELS stays the English source of the e-mails and the admin). */
export const SERVICE_TYPE_MESSAGE_IDS: Readonly<Record<ServiceTypeValue, MessageId>> = {
  repair: 'booking.service.repair',
  installation: 'booking.service.installation',
  maintenance: 'booking.service.maintenance',
  inspection: 'booking.service.inspection',
  emergency: 'booking.service.emergency',
  other: 'booking.service.other',
};

/** The AppointmentMessages the booking form may show (its own checks, the server's field messages and refusals), each with its message. */
export const APPOINTMENT_MESSAGE_IDS = {
  nameRequired: 'booking.message.nameRequired',
  nameTooLong: 'booking.message.nameTooLong',
  emailRequired: 'booking.message.emailRequired',
  emailInvalid: 'booking.message.emailInvalid',
  phoneRequired: 'booking.message.phoneRequired',
  phoneInvalid: 'booking.message.phoneInvalid',
  serviceRequired: 'booking.message.serviceRequired',
  dateRequired: 'booking.message.dateRequired',
  timeRequired: 'booking.message.timeRequired',
  dateOutOfRange: 'booking.message.dateOutOfRange',
  descriptionTooLong: 'booking.message.descriptionTooLong',
  serviceAddressTooLong: 'booking.message.serviceAddressTooLong',
  slotTaken: 'booking.message.slotTaken',
  slotUnavailable: 'booking.message.slotUnavailable',
  schedulingDisabled: 'booking.message.schedulingDisabled',
  rateLimited: 'booking.message.rateLimited',
  busy: 'booking.message.busy',
  /** Filled with {phone}, as the server's text. */
  queued: 'booking.message.queued',
  /** Filled with {phone}, as the server's text. */
  notTaken: 'booking.message.notTaken',
} as const satisfies Partial<Record<keyof typeof AppointmentMessages, MessageId>>;

export type AppointmentMessageKey = keyof typeof APPOINTMENT_MESSAGE_IDS;

/** A refused booking's message by its code, where the code alone says it (RATE_LIMITED has two texts: see bookingRefusalWords). */
export const BOOKING_REFUSAL_MESSAGE_IDS: Readonly<Partial<Record<BookingRefusal, MessageId>>> = {
  [BookingRefusal.SLOT_TAKEN]: APPOINTMENT_MESSAGE_IDS.slotTaken,
  [BookingRefusal.SLOT_UNAVAILABLE]: APPOINTMENT_MESSAGE_IDS.slotUnavailable,
  [BookingRefusal.SCHEDULING_DISABLED]: APPOINTMENT_MESSAGE_IDS.schedulingDisabled,
  [BookingRefusal.RATE_LIMITED]: APPOINTMENT_MESSAGE_IDS.rateLimited,
};

// Stands for a message's value while its text is matched.
const VALUE = '\u0000';

/** The message key of an AppointmentMessages text and the value it was filled with (the phone), or undefined. */
function readAppointmentMessage(text: string): { key: AppointmentMessageKey; values: Record<string, string> } | undefined {
  for (const key of Object.keys(APPOINTMENT_MESSAGE_IDS) as AppointmentMessageKey[]) {
    const message = AppointmentMessages[key];
    if (typeof message === 'string') {
      if (message === text) return { key, values: {} };
      continue;
    }
    const [before, after] = message(VALUE).split(VALUE);
    if (text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after)) {
      return { key, values: { phone: text.slice(before.length, text.length - after.length) } };
    }
  }
  return undefined;
}

/** An AppointmentMessages text (as the server or the form's own checks wrote it) in `t`'s words; any other text as it is. */
export function appointmentMessageWords(t: Translator, text: string): string {
  const known = readAppointmentMessage(text);
  return known ? t(APPOINTMENT_MESSAGE_IDS[known.key], known.values) : text;
}

/**
 * A booking the server refused (requestAppointment's code and error) in `t`'s words: by its text
 * when it is a message the form knows, else by its code, else the server's text.
 */
export function bookingRefusalWords(t: Translator, { code, error }: { code?: string | null; error: string }): string {
  if (readAppointmentMessage(error)) return appointmentMessageWords(t, error);
  const id = code ? BOOKING_REFUSAL_MESSAGE_IDS[code as BookingRefusal] : undefined;
  return id ? t(id) : error;
}
