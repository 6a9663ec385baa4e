import { useId } from 'react';
import { SERVICE_TYPE_LABELS, type SchedulingRules, type BookingWindow } from '@plumbing/shared';
import { AppFieldset } from '../../../ui/controls/app-controls';
import { fieldAria, FieldError, HoneypotField, REQUIRED_LABEL, RequiredNote } from '../../../ui/forms/form-fields';
import { PhotoAttachments } from '../../customer-photos';
import type { Field } from './booking-form-values';
import { SlotPicker } from './slot-picker';
import { BookingMessages, useBookingForm } from './use-booking-form';

/** The customer's contact fields, in form order. */
const CONTACT_INPUTS = [
  { field: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', maxLength: 120 },
  { field: 'email', label: 'Email Address', type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'phone', label: 'Phone Number', type: 'tel', autoComplete: 'tel', maxLength: 25 },
] as const;

/** Spec §2 /schedule: the service types and their labels. */
const SERVICE_OPTIONS = Object.entries(SERVICE_TYPE_LABELS).map(([value, label]) => ({ value, label }));

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
  const fieldId = (field: Field | 'website' | 'photos') => `${id}-${field}`;
  const {
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
    formRef,
    successRef,
    errorRef,
    editContact,
    showError,
    submit,
  } = useBookingForm();

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

          <PhotoAttachments uploads={photos} fieldId={fieldId('photos')} />
        </div>

        <HoneypotField fieldId={fieldId('website')} value={website} onChange={setWebsite} />

        <button type="submit" className="button button-primary button-large button-block" disabled={submitting}>
          {submitting ? (photos.uploading ? 'Sending photos...' : 'Submitting...') : 'Schedule Appointment'}
        </button>
      </AppFieldset>
    </form>
  );
}
