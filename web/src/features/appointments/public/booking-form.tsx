import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { AppointmentMessages, BookingRefusal, SERVICE_TYPE_LABELS, type SchedulingRules, type BookingWindow } from '@plumbing/shared';
import { graphql } from '../../../gql';
import { AppFieldset } from '../../../ui/controls/app-controls';
import { useRevealOnChange } from '../../../ui/use-reveal';
import { serverFieldErrors } from '../../../platform/apollo/form-errors';
import { fieldAria, FieldError, HoneypotField, REQUIRED_LABEL, RequiredNote } from '../../../ui/forms/form-fields';
import { AvailabilityQuery, SlotPicker, type SlotChoice } from './slot-picker';

const RequestAppointmentMutation = graphql(`
  mutation RequestAppointment($input: AppointmentRequestInput!) {
    requestAppointment(input: $input) {
      success
      error
      code
      queued
      notice
    }
  }
`);

/** The customer's contact fields, in form order. */
const CONTACT_INPUTS = [
  { field: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', maxLength: 120 },
  { field: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', maxLength: 25 },
] as const;

/** Spec §2 /schedule: the service types and their labels. */
export const SERVICE_OPTIONS = Object.entries(SERVICE_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** Spec §8 and §9: what the form says besides its fields' messages (AppointmentMessages, which the server's refusals share). */
export const BookingMessages = {
  submitFailed: 'Failed to submit appointment request. Please try again.',
  successTitle: 'Appointment Request Submitted Successfully!',
  queuedTitle: 'Appointment Request Received',
  successText:
    "We've received your appointment request and we'll e-mail you a confirmation of it shortly. We'll contact you within 1 business hour to confirm your appointment.",
} as const;

/** Spec §9: how long the success banner stays. */
export const SUCCESS_BANNER_MS = 5000;

/** Answers whose own text the visitor should read (the server words them for the public). */
const EXPLAINED_CODES = new Set<string>(Object.values(BookingRefusal));
/** Answers after which the day's availability has changed under the visitor. */
const SLOT_CODES = new Set<string>([BookingRefusal.SLOT_TAKEN, BookingRefusal.SLOT_UNAVAILABLE]);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Field = 'name' | 'email' | 'phone' | 'serviceType' | 'serviceAddress' | 'date' | 'time' | 'description';
type FieldErrors = Partial<Record<Field, string>>;

interface Contact {
  name: string;
  email: string;
  phone: string;
  serviceType: string;
  serviceAddress: string;
  description: string;
}

const EMPTY_CONTACT: Contact = { name: '', email: '', phone: '', serviceType: '', serviceAddress: '', description: '' };
const NO_SLOT: SlotChoice = { date: '', time: '' };

/** The server's input property names, onto the form's fields. */
const SERVER_FIELDS: Record<string, Field> = {
  customerName: 'name',
  customerEmail: 'email',
  customerPhone: 'phone',
  serviceType: 'serviceType',
  serviceAddress: 'serviceAddress',
  description: 'description',
  preferredDate: 'time',
};

function validate(contact: Contact, date: string, time: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!contact.name.trim()) errors.name = AppointmentMessages.nameRequired;
  if (!contact.email.trim()) errors.email = AppointmentMessages.emailRequired;
  else if (!EMAIL_PATTERN.test(contact.email.trim())) errors.email = AppointmentMessages.emailInvalid;
  if (!contact.phone.trim()) errors.phone = AppointmentMessages.phoneRequired;
  if (!contact.serviceType) errors.serviceType = AppointmentMessages.serviceRequired;
  if (!date) errors.date = AppointmentMessages.dateRequired;
  if (!time) errors.time = AppointmentMessages.timeRequired;
  return errors;
}

interface BookingFormProps {
  rules: SchedulingRules;
  /** Which dates can be booked: the server decides what "today" is in the business time zone. */
  bookingWindow: BookingWindow;
  /** The business time zone every date and time is in. */
  timeZone: string;
}

/** The appointment request form of /schedule (spec §2, §4, §5, §8). Plain React: public page. */
export function BookingForm({ rules, bookingWindow, timeZone }: BookingFormProps) {
  const id = useId();
  const fieldId = (field: Field | 'website') => `${id}-${field}`;
  const client = useApolloClient();
  const [requestAppointment] = useMutation(RequestAppointmentMutation);

  const [contact, setContact] = useState<Contact>(EMPTY_CONTACT);
  const [slot, setSlot] = useState<SlotChoice>(NO_SLOT);
  const { date, time } = slot;
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  /** The server's words for a request it kept while its booking system catches up (issue #36); they stay until the next request. */
  const [queuedNotice, setQueuedNotice] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The outcome shows above the form: a phone, scrolled down to the button, is brought back to it.
  const successRef = useRevealOnChange<HTMLDivElement>(succeeded);
  const errorRef = useRevealOnChange<HTMLDivElement>(submitError);

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
      clearError(field);
    };
  }

  function showError(field: Field, message: string | undefined) {
    if (message) setErrors((current) => ({ ...current, [field]: message }));
    else clearError(field);
  }

  /** Asks the server again so slots taken meanwhile show '(Unavailable)'. */
  function refreshAvailability(forDate: string) {
    client
      .query({ query: AvailabilityQuery, variables: { date: forDate }, fetchPolicy: 'network-only' })
      .catch(() => undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitError(null);
    setSucceeded(false);
    setQueuedNotice(null);
    const found = validate(contact, date, time);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }

    setSubmitting(true);
    const bookedDate = date;
    try {
      const { data } = await requestAppointment({
        variables: {
          input: {
            customerName: contact.name.trim(),
            customerEmail: contact.email.trim(),
            customerPhone: contact.phone.trim(),
            serviceType: contact.serviceType,
            serviceAddress: contact.serviceAddress.trim(),
            description: contact.description.trim(),
            preferredDate: time,
            website,
          },
        },
      });
      const answer = data?.requestAppointment;
      if (answer?.success) {
        setContact(EMPTY_CONTACT);
        setSlot(NO_SLOT);
        setErrors({});
        setQueuedNotice(answer.queued ? (answer.notice ?? BookingMessages.successText) : null);
        setSucceeded(true);
        refreshAvailability(bookedDate);
      } else {
        const code = answer?.code ?? '';
        setSubmitError(EXPLAINED_CODES.has(code) && answer?.error ? answer.error : BookingMessages.submitFailed);
        if (SLOT_CODES.has(code)) {
          setSlot((current) => ({ ...current, time: '' }));
          refreshAvailability(bookedDate);
        }
      }
    } catch (thrown) {
      const fieldErrors = serverFieldErrors(thrown, SERVER_FIELDS);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setFocusRequest((n) => n + 1);
      } else {
        setSubmitError(BookingMessages.submitFailed);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const described = (field: Field, hint?: boolean) => fieldAria(fieldId(field), errors[field], hint);
  const fieldError = (field: Field) => <FieldError fieldId={fieldId(field)} message={errors[field]} />;

  return (
    <form ref={formRef} className="booking-form" noValidate onSubmit={submit}>
      {/* Usable once the app runs (it arrives after the server's markup): nothing typed is lost. */}
      <AppFieldset className="form-fieldset">
        {succeeded && (
          <div ref={successRef} tabIndex={-1} className="banner banner-success" role="status">
            <p className="banner-title">{queuedNotice ? BookingMessages.queuedTitle : BookingMessages.successTitle}</p>
            <p>{queuedNotice ?? BookingMessages.successText}</p>
          </div>
        )}
        {submitError && (
          <div ref={errorRef} tabIndex={-1} className="banner banner-error" role="alert">
            <p>{submitError}</p>
          </div>
        )}

        <RequiredNote />
        <div className="form-grid">
          {CONTACT_INPUTS.map((input) => (
            <div className="field" key={input.field}>
              <label htmlFor={fieldId(input.field)} className={REQUIRED_LABEL}>
                {input.label}
              </label>
              <input
                type={input.type}
                name={input.field}
                autoComplete={input.autoComplete}
                maxLength={input.maxLength}
                value={contact[input.field]}
                onChange={editContact(input.field)}
                {...described(input.field)}
              />
              {fieldError(input.field)}
            </div>
          ))}

          <div className="field">
            <label htmlFor={fieldId('serviceType')} className={REQUIRED_LABEL}>
              Service Type
            </label>
            <select name="serviceType" value={contact.serviceType} onChange={editContact('serviceType')} {...described('serviceType')}>
              <option value="">Select a service</option>
              {SERVICE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {fieldError('serviceType')}
          </div>

          <SlotPicker
            fieldId={fieldId}
            rules={rules}
            bookingWindow={bookingWindow}
            timeZone={timeZone}
            value={slot}
            onChange={setSlot}
            errors={{ date: errors.date, time: errors.time }}
            onError={showError}
          />

          <div className="field field-wide">
            <label htmlFor={fieldId('serviceAddress')}>Service Address</label>
            <input
              type="text"
              name="serviceAddress"
              autoComplete="address-line1"
              maxLength={200}
              value={contact.serviceAddress}
              onChange={editContact('serviceAddress')}
              {...described('serviceAddress', true)}
            />
            <p className="field-hint" id={`${fieldId('serviceAddress')}-hint`}>
              Optional: where we should come, e.g. 123 Main St, Tampa.
            </p>
            {fieldError('serviceAddress')}
          </div>

          <div className="field field-wide">
            <label htmlFor={fieldId('description')}>Description of Service Needed</label>
            <textarea
              name="description"
              rows={4}
              maxLength={2000}
              placeholder="Please describe the service you need..."
              value={contact.description}
              onChange={editContact('description')}
              {...described('description')}
            />
            {fieldError('description')}
          </div>
        </div>

        <HoneypotField fieldId={fieldId('website')} value={website} onChange={setWebsite} />

        <button type="submit" className="button button-primary button-large button-block" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Schedule Appointment'}
        </button>
      </AppFieldset>
    </form>
  );
}
