import { useId } from 'react';
import {
  serviceRule,
  type BookingWindow,
  type SchedulingRules,
  type ServiceArea,
  type ServiceRule,
  type ServiceTypeValue,
} from '@plumbing/shared';
import { AppFieldset } from '../../../ui/controls/app-controls';
import { fieldAria, FieldError, FormFailure, HoneypotField, REQUIRED_LABEL, RequiredNote } from '../../../ui/forms/form-fields';
import { richText, useWords } from '../../../platform/i18n/words';
import { siteConfig } from '../../../platform/site-config';
import { CallLink } from '../../../ui/controls/call-link';
import { PhotoAttachments } from '../../customer-photos';
import type { Field } from './booking-form-values';
import { BookingSummary, type BookedVisit } from './booking-summary';
import { ServiceAreaNotice } from './service-area-notice';
import { ServiceField } from './service-field';
import { SlotPicker } from './slot-picker';
import { useBookingForm } from './use-booking-form';

/** The customer's contact fields, in form order. */
const CONTACT_INPUTS = [
  { field: 'name', label: 'booking.name', type: 'text', autoComplete: 'name', maxLength: 120 },
  { field: 'email', label: 'booking.email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'phone', label: 'booking.phone', type: 'tel', autoComplete: 'tel', maxLength: 25 },
] as const;

interface BookingFormProps {
  /** The scheduling rules, with each service's length and whether it is booked online (issue #50). */
  rules: SchedulingRules & { services: readonly ServiceRule[] };
  /** Which dates can be booked: the server decides what "today" is in the business time zone. */
  bookingWindow: BookingWindow;
  /** The business time zone every date and time is in. */
  timeZone: string;
  /** The ZIP codes of the areas served, which the service address is checked against. */
  serviceAreas: ReadonlyArray<Pick<ServiceArea, 'zipCodes'>>;
}

/** The appointment request form of /schedule (spec §2, §4, §5, §8). Plain React: public page. */
export function BookingForm({ rules, bookingWindow, timeZone, serviceAreas }: BookingFormProps) {
  const id = useId();
  const t = useWords();
  const fieldId = (field: Field | 'serviceZipCode' | 'website' | 'photos') => `${id}-${field}`;
  const form = useBookingForm(serviceAreas, rules.services);
  // The times offered are those a job of the chosen service fits in; none for a service booked by phone.
  const serviceType = form.contact.serviceType as ServiceTypeValue | '';
  const bookedOnline = !serviceType || serviceRule(rules, serviceType).bookableOnline;

  const { phone } = siteConfig.business;
  // Without e-mail set up, nothing says an e-mail is coming: the office calls, or its phone is there (issue #51).
  const outcomeText = ({ byEmail, confirmed }: BookedVisit) =>
    byEmail
      ? t(confirmed ? 'booking.confirmedText' : 'booking.successText')
      : richText(
          t,
          confirmed ? 'booking.confirmedTextByPhone' : 'booking.successTextByPhone',
          { link: (chunks) => <CallLink phone={phone}>{chunks}</CallLink> },
          { phone },
        );
  const described = (field: Field, hint?: boolean) => fieldAria(fieldId(field), form.errors[field], hint);
  const fieldError = (field: Field) => <FieldError fieldId={fieldId(field)} message={form.errors[field]} />;

  return (
    <form ref={form.formRef} className="booking-form" noValidate onSubmit={form.submit}>
      {/* Usable once the app runs (it arrives after the server's markup): nothing typed is lost. */}
      <AppFieldset className="form-fieldset">
        <legend className="visually-hidden">{t('schedule.bookTitle')}</legend>
        {form.booked && (
          // The banner goes after 5 s (spec §9); what was asked for stays under it, where the focus is (issue #51).
          <div ref={form.successRef} tabIndex={-1} className="booking-outcome">
            {form.succeeded && (
              <div className="banner banner-success" role="status">
                <p className="banner-title">
                  {t(form.queuedNotice ? 'booking.queuedTitle' : form.booked.confirmed ? 'booking.confirmedTitle' : 'booking.successTitle')}
                </p>
                <p>{form.queuedNotice ?? outcomeText(form.booked)}</p>
              </div>
            )}
            <BookingSummary visit={form.booked} />
          </div>
        )}
        {form.submitError && <FormFailure message={form.submitError} />}

        <RequiredNote />
        <div className="form-grid">
          {CONTACT_INPUTS.map((input) => (
            <div className="field" key={input.field}>
              <label htmlFor={fieldId(input.field)} className={REQUIRED_LABEL}>
                {t(input.label)}
              </label>
              <input
                type={input.type}
                name={input.field}
                autoComplete={input.autoComplete}
                maxLength={input.maxLength}
                value={form.contact[input.field]}
                onChange={form.editContact(input.field)}
                {...described(input.field)}
              />
              {fieldError(input.field)}
            </div>
          ))}

          <ServiceField
            fieldId={fieldId('serviceType')}
            services={rules.services}
            value={form.contact.serviceType}
            onChange={form.editContact('serviceType')}
            error={form.errors.serviceType}
          />

          <SlotPicker
            fieldId={fieldId}
            serviceType={bookedOnline ? serviceType || undefined : undefined}
            rules={rules}
            bookingWindow={bookingWindow}
            timeZone={timeZone}
            value={form.slot}
            onChange={form.setSlot}
            errors={{ date: form.errors.date, time: form.errors.time }}
            onError={form.showError}
          />

          <div className="field field-wide">
            <label htmlFor={fieldId('serviceAddress')}>{t('booking.serviceAddress')}</label>
            <input
              type="text"
              name="serviceAddress"
              autoComplete="address-line1"
              maxLength={190}
              value={form.contact.serviceAddress}
              onChange={form.editContact('serviceAddress')}
              onBlur={form.checkServiceArea}
              {...described('serviceAddress', true)}
            />
            <p className="field-hint" id={`${fieldId('serviceAddress')}-hint`}>
              {t('booking.serviceAddressHint')}
            </p>
            {fieldError('serviceAddress')}
          </div>

          <div className="field">
            <label htmlFor={fieldId('serviceZipCode')}>{t('booking.serviceZipCode')}</label>
            <input
              type="text"
              id={fieldId('serviceZipCode')}
              name="serviceZipCode"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={5}
              value={form.contact.serviceZipCode}
              onChange={form.editContact('serviceZipCode')}
            />
            <ServiceAreaNotice outside={form.outsideServiceArea} />
          </div>

          <div className="field field-wide">
            <label htmlFor={fieldId('description')}>{t('booking.description')}</label>
            <textarea
              name="description"
              rows={4}
              maxLength={2000}
              placeholder={t('booking.descriptionPlaceholder')}
              value={form.contact.description}
              onChange={form.editContact('description')}
              {...described('description')}
            />
            {fieldError('description')}
          </div>

          <PhotoAttachments uploads={form.photos} fieldId={fieldId('photos')} />
        </div>

        <HoneypotField fieldId={fieldId('website')} value={form.website} onChange={form.setWebsite} />

        <button type="submit" className="button button-primary button-large button-block" disabled={form.submitting}>
          {t(form.submitting ? (form.photos.uploading ? 'booking.sendingPhotos' : 'booking.submitting') : 'booking.submit')}
        </button>
      </AppFieldset>
    </form>
  );
}
