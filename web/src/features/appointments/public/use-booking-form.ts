import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  appointmentMessageWords,
  BookingRefusal,
  bookingRefusalWords,
  isOutsideServiceAreas,
  serviceRule,
  type ServiceArea,
  type ServiceRule,
  type ServiceTypeValue,
} from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';
import { graphql } from '../../../gql';
import { serverFieldErrors } from '../../../platform/apollo/form-errors';
import { useWords } from '../../../platform/i18n/words';
import { useRevealOnChange } from '../../../ui/use-reveal';
import { usePhotoUploads } from '../../customer-photos';
import {
  EMPTY_CONTACT,
  fullServiceAddress,
  NO_SLOT,
  SERVER_FIELDS,
  toInput,
  validate,
  type Contact,
  type Field,
  type FieldErrors,
} from './booking-form-values';
import type { BookedVisit } from './booking-summary';
import { AvailabilityQuery, type SlotChoice } from './slot-picker';

const RequestAppointmentMutation = graphql(`
  mutation RequestAppointment($input: AppointmentRequestInput!) {
    requestAppointment(input: $input) {
      success
      error
      code
      queued
      notice
      confirmationByEmail
      calendarUid
      confirmed
    }
  }
`);

/** Spec §9: how long the success banner stays. */
export const SUCCESS_BANNER_MS = 5000;

/** Answers whose own text the visitor should read (the server words them for the public; the page shows them in its language). */
const EXPLAINED_CODES = new Set<string>(Object.values(BookingRefusal));
/** Answers after which the day's availability has changed under the visitor. */
const SLOT_CODES = new Set<string>([BookingRefusal.SLOT_TAKEN, BookingRefusal.SLOT_UNAVAILABLE]);

/**
 * The booking form's state and its ways to change it: the contact fields, the chosen slot, the
 * honeypot, each field's message, whether the service address is outside `serviceAreas` (issue #42),
 * and the request with its outcome (success, kept for later, refused).
 */
export function useBookingForm(serviceAreas: ReadonlyArray<Pick<ServiceArea, 'zipCodes'>>, services: readonly ServiceRule[]) {
  const client = useApolloClient();
  const t = useWords();
  const [requestAppointment] = useMutation(RequestAppointmentMutation);

  const [contact, setContact] = useState<Contact>(EMPTY_CONTACT);
  const [slot, setSlot] = useState<SlotChoice>(NO_SLOT);
  const { date, time } = slot;
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  /** The server's words (in the page's language) for a request it kept while its booking system catches up (issue #36); they stay until the next request. */
  const [queuedNotice, setQueuedNotice] = useState<string | null>(null);
  /** What the last request asked for: it stays on the page after the banner goes (issue #51). */
  const [booked, setBooked] = useState<BookedVisit | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // Checked as soon as a ZIP code is typed, or once the visitor leaves an address that ends with one (a house number being typed is none).
  const [addressLeft, setAddressLeft] = useState(false);
  const outsideServiceArea =
    (addressLeft || contact.serviceZipCode.trim() !== '') && isOutsideServiceAreas(fullServiceAddress(contact), serviceAreas);
  const photos = usePhotoUploads();
  const formRef = useRef<HTMLFormElement>(null);
  // The outcome shows above the form: a phone, scrolled down to the button, is brought back to its start (the banner, then the summary).
  const successRef = useRevealOnChange<HTMLDivElement>(succeeded, 'start');

  useEffect(() => {
    if (!succeeded || queuedNotice) return;
    const timer = setTimeout(() => setSucceeded(false), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [succeeded, queuedNotice]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function clearError(field: Field) {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function editContact(field: keyof Contact) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setContact((current) => ({ ...current, [field]: value }));
      // The ZIP code is sent as the address's end: the address's message is about both.
      clearError(field === 'serviceZipCode' ? 'serviceAddress' : field);
    };
  }

  function showError(field: Field, message: string | undefined) {
    if (message) setErrors((current) => ({ ...current, [field]: message }));
    else clearError(field);
  }

  /** Asks the server again so times taken meanwhile show '(Unavailable)'. */
  function refreshAvailability(forDate: string, serviceType: string) {
    const variables = { date: forDate, serviceType: (serviceType || null) as ServiceTypeValue | null };
    client.query({ query: AvailabilityQuery, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitError(null);
    setSucceeded(false);
    setQueuedNotice(null);
    const found = validate(contact, date, time, t, { services, phone: siteConfig.business.phone });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }

    setSubmitting(true);
    const bookedDate = date;
    const bookedService = contact.serviceType;
    try {
      // Photos still going up are waited for: the request names them all.
      await photos.settled();
      const { data } = await requestAppointment({
        variables: { input: toInput(contact, time, website, await photos.sentToken(), t.locale) },
      });
      const answer = data?.requestAppointment;
      if (answer?.success) {
        setBooked({
          serviceType: contact.serviceType as ServiceTypeValue,
          date,
          clock: slot.clock ?? '',
          startsAt: time,
          minutes: serviceRule({ services }, contact.serviceType as ServiceTypeValue).minutes,
          address: fullServiceAddress(contact),
          calendarUid: answer.calendarUid ?? null,
          byEmail: answer.confirmationByEmail,
          confirmed: answer.confirmed,
          requestedAt: new Date(),
        });
        photos.reset();
        setContact(EMPTY_CONTACT);
        setAddressLeft(false);
        setSlot(NO_SLOT);
        setErrors({});
        setQueuedNotice(answer.queued ? (answer.notice ? appointmentMessageWords(t, answer.notice) : t('booking.successText')) : null);
        setSucceeded(true);
        // The blank form asks for the day's times anew, for no service chosen yet.
        refreshAvailability(bookedDate, '');
      } else {
        const code = answer?.code ?? '';
        setSubmitError(
          EXPLAINED_CODES.has(code) && answer?.error ? bookingRefusalWords(t, { code, error: answer.error }) : t('booking.submitFailed'),
        );
        if (SLOT_CODES.has(code)) {
          setSlot((current) => ({ ...current, time: '' }));
          refreshAvailability(bookedDate, bookedService);
        }
      }
    } catch (thrown) {
      const fieldErrors = serverFieldErrors(thrown, SERVER_FIELDS);
      if (fieldErrors) {
        // The server's English texts, in the page's words.
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, message]) => [field, appointmentMessageWords(t, message)])));
        setFocusRequest((n) => n + 1);
      } else {
        setSubmitError(t('booking.submitFailed'));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return {
    contact,
    slot,
    setSlot,
    website,
    setWebsite,
    photos,
    errors,
    submitting,
    submitError,
    succeeded,
    queuedNotice,
    booked,
    formRef,
    successRef,
    editContact,
    showError,
    outsideServiceArea,
    checkServiceArea: () => setAddressLeft(true),
    submit,
  };
}
