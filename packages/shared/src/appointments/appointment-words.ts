import type { MessageId } from '../i18n/catalog';
import { knownRefusalWords, type RefusalWordings } from '../i18n/refusal-words';
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
  /** Filled with {phone}, as the server's text. */
  byPhone: 'booking.message.byPhone',
} as const satisfies Partial<Record<keyof typeof AppointmentMessages, MessageId>>;

export type AppointmentMessageKey = keyof typeof APPOINTMENT_MESSAGE_IDS;

/** A refused booking's message by its code, where the code alone says it (RATE_LIMITED has two texts: see bookingRefusalWords). */
export const BOOKING_REFUSAL_MESSAGE_IDS: Readonly<Partial<Record<BookingRefusal, MessageId>>> = {
  [BookingRefusal.SLOT_TAKEN]: APPOINTMENT_MESSAGE_IDS.slotTaken,
  [BookingRefusal.SLOT_UNAVAILABLE]: APPOINTMENT_MESSAGE_IDS.slotUnavailable,
  [BookingRefusal.SCHEDULING_DISABLED]: APPOINTMENT_MESSAGE_IDS.schedulingDisabled,
  [BookingRefusal.RATE_LIMITED]: APPOINTMENT_MESSAGE_IDS.rateLimited,
};

/** How each AppointmentMessages text a customer may read is worded in the catalogs: the booking form's, and the manage page's. */
const { queued, notTaken, byPhone, ...plainMessageIds } = APPOINTMENT_MESSAGE_IDS;
const APPOINTMENT_REFUSAL_WORDINGS: RefusalWordings<typeof AppointmentMessages> = {
  ...plainMessageIds,
  queued: { id: queued, from: 'phone' },
  notTaken: { id: notTaken, from: 'phone' },
  byPhone: { id: byPhone, from: 'phone' },
  linkInvalid: 'manage.message.linkInvalid',
  notChangeable: { id: 'manage.message.notChangeable', from: 'status' },
  tooClose: { id: 'manage.message.tooClose', from: 'phone' },
  sameTime: 'manage.message.sameTime',
  manageRateLimited: 'manage.message.rateLimited',
  changesBusy: 'manage.message.changesBusy',
  movedTooOften: 'manage.message.movedTooOften',
  proposalExpired: { id: 'manage.message.proposalExpired', from: 'phone' },
  proposalGone: { id: 'manage.message.proposalGone', from: 'phone' },
};

/** An AppointmentMessages text (as the server or the form's own checks wrote it) in `t`'s words; any other text as it is. */
export function appointmentMessageWords(t: Translator, text: string): string {
  return knownRefusalWords(t, text, AppointmentMessages, APPOINTMENT_REFUSAL_WORDINGS) ?? text;
}

/**
 * A booking the server refused (requestAppointment's code and error) in `t`'s words: by its text
 * when it is a message the form knows, else by its code, else the server's text.
 */
export function bookingRefusalWords(t: Translator, { code, error }: { code?: string | null; error: string }): string {
  const worded = knownRefusalWords(t, error, AppointmentMessages, APPOINTMENT_REFUSAL_WORDINGS);
  if (worded !== undefined) return worded;
  const id = code ? BOOKING_REFUSAL_MESSAGE_IDS[code as BookingRefusal] : undefined;
  return id ? t(id) : error;
}

/** "about 4 hours" / "unas 4 horas": a job's length as the public reads it (issue #50), in a sentence or after a time (issue #51). */
export function aboutLengthWords(minutes: number, t: Translator): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('booking.visitLength.minutes', { minutes: rest });
  return rest === 0 ? t('booking.visitLength.hours', { hours }) : t('booking.visitLength.hoursMinutes', { hours, minutes: rest });
}

/** "This visit takes about 4 hours." / "Esta visita dura unas 4 horas.": a job's length as the booking form says it (issue #50). */
export function visitLengthWords(minutes: number, t: Translator): string {
  return t('booking.visitLength', { length: aboutLengthWords(minutes, t) });
}
