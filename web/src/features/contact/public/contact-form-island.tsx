import { useId } from 'react';
import { CONTACT_SERVICE_LABELS } from '@plumbing/shared';
import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { AppFieldset } from '../../../ui/controls/app-controls';
import { fieldAria, FieldError, HoneypotField, REQUIRED_LABEL, RequiredNote } from '../../../ui/forms/form-fields';
import { PhotoAttachments } from '../../customer-photos';
import { useContactForm, type Field } from './use-contact-form';
import './contact-form.css';

/**
 * "Send Us a Message" (spec §2, §4): browser-level required fields; Processing... while the
 * server stores and e-mails it; then 'Thank You!' until Send Another Message. With 'This is an
 * emergency' ticked, nothing is sent: the submit button dials the emergency line instead.
 */
export function ContactForm() {
  const id = useId();
  const fieldId = (field: Field | 'emergency' | 'website' | 'photos') => `${id}-${field}`;
  const { phone, emergencyPhone } = siteConfig.business;
  const {
    loadClient,
    values,
    emergency,
    setEmergency,
    website,
    setWebsite,
    photos,
    errors,
    failure,
    processing,
    sent,
    thanksRef,
    formRef,
    edit,
    submit,
    sendAnother,
  } = useContactForm();

  if (sent) {
    return (
      <div className="thank-you" role="status">
        <h3 ref={thanksRef} tabIndex={-1} className="thank-you-title">
          Thank You!
        </h3>
        <p>We've received your message and will get back to you shortly.</p>
        <button type="button" className="button button-secondary" onClick={sendAnother}>
          Send Another Message
        </button>
      </div>
    );
  }

  /** The accessibility attributes of a field and its server message, when it has one. */
  const described = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: edit(field),
    required: !emergency,
    ...fieldAria(fieldId(field), errors[field]),
  });
  const fieldError = (field: Field) => <FieldError fieldId={fieldId(field)} message={errors[field]} />;
  // An emergency asks for nothing: the button dials instead.
  const requiredLabel = emergency ? undefined : REQUIRED_LABEL;

  return (
    <form ref={formRef} className="contact-form" onSubmit={submit} onFocus={() => void loadClient().catch(() => undefined)}>
      {/* Until the app runs, typing would be lost and sending impossible: the whole form waits. */}
      <AppFieldset className="form-fieldset">
        {failure && (
          <div className="banner banner-error" role="alert">
            <p>{failure}</p>
            <p>
              Phone: <CallLink phone={phone} />
            </p>
          </div>
        )}

        <div className={emergency ? 'emergency-check is-checked' : 'emergency-check'}>
          <input
            type="checkbox"
            id={fieldId('emergency')}
            name="isEmergency"
            checked={emergency}
            onChange={(event) => setEmergency(event.target.checked)}
            aria-describedby={`${fieldId('emergency')}-hint`}
          />
          <div>
            <label htmlFor={fieldId('emergency')}>This is an emergency</label>
            <p className="field-hint" id={`${fieldId('emergency')}-hint`}>
              If checked, you will be redirected to call our emergency line at {emergencyPhone} immediately.
            </p>
          </div>
        </div>

        {!emergency && <RequiredNote />}
        <div className="form-grid">
          <div className="field">
            <label htmlFor={fieldId('name')} className={requiredLabel}>
              Full Name
            </label>
            <input type="text" autoComplete="name" maxLength={120} {...described('name')} />
            {fieldError('name')}
          </div>
          <div className="field">
            <label htmlFor={fieldId('email')} className={requiredLabel}>
              Email Address
            </label>
            <input type="email" autoComplete="email" maxLength={254} {...described('email')} />
            {fieldError('email')}
          </div>
          <div className="field">
            <label htmlFor={fieldId('phone')} className={requiredLabel}>
              Phone Number
            </label>
            <input type="tel" autoComplete="tel" maxLength={25} {...described('phone')} />
            {fieldError('phone')}
          </div>
          <div className="field">
            <label htmlFor={fieldId('service')} className={requiredLabel}>
              Service Needed
            </label>
            <select {...described('service')}>
              <option value="">Select a service</option>
              {Object.entries(CONTACT_SERVICE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
            {fieldError('service')}
          </div>
          <div className="field field-wide">
            <label htmlFor={fieldId('message')} className={requiredLabel}>
              Message
            </label>
            <textarea rows={5} maxLength={5000} placeholder="How can we help?" {...described('message')} />
            {fieldError('message')}
          </div>
          <PhotoAttachments uploads={photos} fieldId={fieldId('photos')} />
        </div>

        <HoneypotField fieldId={fieldId('website')} value={website} onChange={setWebsite} />

        {emergency ? (
          <button type="submit" className="button button-accent button-large button-block">
            Call {emergencyPhone} Now
          </button>
        ) : (
          <button type="submit" className="button button-primary button-large button-block" disabled={processing}>
            {processing ? (photos.uploading ? 'Sending photos...' : 'Processing...') : 'Send Message'}
          </button>
        )}
      </AppFieldset>
    </form>
  );
}
