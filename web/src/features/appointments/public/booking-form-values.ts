import {
  addressZipCode,
  APPOINTMENT_MESSAGE_IDS,
  looksLikeEmailAddress,
  serviceRule,
  type Locale,
  type ServiceRule,
  type ServiceTypeValue,
  type Translator,
} from '@plumbing/shared';
import type { AppointmentRequestInput } from '../../../gql/graphql';
import type { SlotChoice } from './slot-picker';

/** The booking form's values, the checks made before sending them, and their way to the API. */
export type Field = 'name' | 'email' | 'phone' | 'serviceType' | 'serviceAddress' | 'date' | 'time' | 'description';
export type FieldErrors = Partial<Record<Field, string>>;

export interface Contact {
  name: string;
  email: string;
  phone: string;
  serviceType: string;
  serviceAddress: string;
  /** Asked apart, so autofill gives it (issue #42); sent at the end of the address, where the server reads it. */
  serviceZipCode: string;
  description: string;
}

export const EMPTY_CONTACT: Contact = {
  name: '',
  email: '',
  phone: '',
  serviceType: '',
  serviceAddress: '',
  serviceZipCode: '',
  description: '',
};

/** The service address as it is sent: the ZIP code at its end, unless it ends with it already ("12 Bayshore Blvd, Tampa, 33606"). */
export function fullServiceAddress({ serviceAddress, serviceZipCode }: Pick<Contact, 'serviceAddress' | 'serviceZipCode'>): string {
  const address = serviceAddress.trim();
  const zipCode = serviceZipCode.trim();
  return zipCode && addressZipCode(address) !== zipCode ? [address, zipCode].filter(Boolean).join(', ') : address;
}
export const NO_SLOT: SlotChoice = { date: '', time: '' };

/** The server's input property names, onto the form's fields. */
export const SERVER_FIELDS: Record<string, Field> = {
  customerName: 'name',
  customerEmail: 'email',
  customerPhone: 'phone',
  serviceType: 'serviceType',
  serviceAddress: 'serviceAddress',
  description: 'description',
  preferredDate: 'time',
};

/**
 * The form's own checks, worded as the server's (AppointmentMessages) in `t`'s language; a service
 * the owner books by phone (`services`, issue #50) is refused as the server would, with the phone.
 */
export function validate(
  contact: Contact,
  date: string,
  time: string,
  t: Translator,
  { services, phone }: { services: readonly ServiceRule[]; phone: string },
): FieldErrors {
  const ids = APPOINTMENT_MESSAGE_IDS;
  const errors: FieldErrors = {};
  if (!contact.name.trim()) errors.name = t(ids.nameRequired);
  if (!contact.email.trim()) errors.email = t(ids.emailRequired);
  else if (!looksLikeEmailAddress(contact.email)) errors.email = t(ids.emailInvalid);
  if (!contact.phone.trim()) errors.phone = t(ids.phoneRequired);
  if (!contact.serviceType) errors.serviceType = t(ids.serviceRequired);
  else if (!serviceRule({ services }, contact.serviceType as ServiceTypeValue).bookableOnline)
    errors.serviceType = t(ids.byPhone, { phone });
  if (!date) errors.date = t(ids.dateRequired);
  if (!time) errors.time = t(ids.timeRequired);
  return errors;
}

/**
 * `time`: the chosen slot's start; `website`: the honeypot's value; `photoToken`: the photos sent with
 * it; `locale`: the page's language, in which the customer's e-mails are written.
 */
export function toInput(
  contact: Contact,
  time: string,
  website: string,
  photoToken: string | null = null,
  locale: Locale = 'en',
): AppointmentRequestInput {
  return {
    customerName: contact.name.trim(),
    customerEmail: contact.email.trim(),
    customerPhone: contact.phone.trim(),
    serviceType: contact.serviceType,
    serviceAddress: fullServiceAddress(contact),
    description: contact.description.trim(),
    preferredDate: time,
    website,
    photoToken,
    locale,
  };
}
