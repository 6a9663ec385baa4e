import { useId } from 'react';
import { CONTACT_SERVICE_LABELS, CONTACT_SERVICE_WORDS, type ContactServiceValue } from '@plumbing/shared';
import { useWords } from '../../../platform/i18n/words';
import { siteConfig } from '../../../platform/site-config';
import { AppFieldset } from '../../../ui/controls/app-controls';
import { fieldAria, FieldError, FormFailure, HoneypotField, REQUIRED_LABEL, RequiredNote } from '../../../ui/forms/form-fields';
import { PhotoAttachments } from '../../customer-photos';
import { useContactForm, type Field } from './use-contact-form';
import './contact-form.css';

/**
 * "Send Us a Message" (spec §2, §4): required fields, checked by the form in the page's language
 * (the browser's own bubbles follow the phone's, issue #51); Processing... while the
 * server stores and e-mails it; then 'Thank You!' until Send Another Message. With 'This is an
 * emergency' ticked, nothing is sent: the submit button dials the emergency line instead.
 */
export function ContactForm() {
  const id = useId();
  const fieldId = (field: Field | 'emergency' | 'website' | 'photos') => `${id}-${field}`;
  const { emergencyPhone } = siteConfig.business;
  const t = useWords();
  const form = useContactForm();

  if (form.sent) {
    return (
      <div className="thank-you" role="status">
        <h3 ref={form.thanksRef} tabIndex={-1} className="thank-you-title">
          {t('contact.form.thanksTitle')}
        </h3>
        <p>{t('contact.form.thanksText')}</p>
        <button type="button" className="button button-secondary" onClick={form.sendAnother}>
          {t('contact.form.sendAnother')}
        </button>
      </div>
    );
  }

  /** The accessibility attributes of a field and its server message, when it has one. */
  const described = (field: Field) => ({
    name: field,
    value: form.values[field],
    onChange: form.edit(field),
    required: !form.emergency,
    ...fieldAria(fieldId(field), form.errors[field]),
  });
  const fieldError = (field: Field) => <FieldError fieldId={fieldId(field)} message={form.errors[field]} />;
  // An emergency asks for nothing: the button dials instead.
  const requiredLabel = form.emergency ? undefined : REQUIRED_LABEL;

  return (
    <form
      ref={form.formRef}
      className="contact-form"
      noValidate
      onSubmit={form.submit}
      onFocus={() => void form.loadClient().catch(() => undefined)}
    >
      {/* Until the app runs, typing would be lost and sending impossible: the whole form waits. */}
      <AppFieldset className="form-fieldset">
        <legend className="visually-hidden">{t('contact.messageTitle')}</legend>
        {form.failure && <FormFailure message={form.failure} />}

        <div className={form.emergency ? 'emergency-check is-checked' : 'emergency-check'}>
          <input
            type="checkbox"
            id={fieldId('emergency')}
            name="isEmergency"
            checked={form.emergency}
            onChange={(event) => form.setEmergency(event.target.checked)}
            aria-describedby={`${fieldId('emergency')}-hint`}
          />
          <div>
            <label htmlFor={fieldId('emergency')}>{t('contact.form.emergency')}</label>
            <p className="field-hint" id={`${fieldId('emergency')}-hint`}>
              {t('contact.form.emergencyHint', { phone: emergencyPhone })}
            </p>
          </div>
        </div>

        {!form.emergency && <RequiredNote />}
        <div className="form-grid">
          <div className="field">
            <label htmlFor={fieldId('name')} className={requiredLabel}>
              {t('contact.form.name')}
            </label>
            <input type="text" autoComplete="name" maxLength={120} {...described('name')} />
            {fieldError('name')}
          </div>
          <div className="field">
            <label htmlFor={fieldId('email')} className={requiredLabel}>
              {t('contact.form.email')}
            </label>
            <input type="email" autoComplete="email" maxLength={254} {...described('email')} />
            {fieldError('email')}
          </div>
          <div className="field">
            <label htmlFor={fieldId('phone')} className={requiredLabel}>
              {t('contact.form.phone')}
            </label>
            <input type="tel" autoComplete="tel" maxLength={25} {...described('phone')} />
            {fieldError('phone')}
          </div>
          <div className="field">
            <label htmlFor={fieldId('service')} className={requiredLabel}>
              {t('contact.form.service')}
            </label>
            <select {...described('service')}>
              <option value="">{t('contact.form.selectService')}</option>
              {(Object.keys(CONTACT_SERVICE_LABELS) as ContactServiceValue[]).map((value) => (
                <option key={value} value={value}>
                  {t(CONTACT_SERVICE_WORDS[value])}
                </option>
              ))}
            </select>
            {fieldError('service')}
          </div>
          <div className="field field-wide">
            <label htmlFor={fieldId('message')} className={requiredLabel}>
              {t('contact.form.message')}
            </label>
            <textarea rows={5} maxLength={5000} placeholder={t('contact.form.messagePlaceholder')} {...described('message')} />
            {fieldError('message')}
          </div>
          <PhotoAttachments uploads={form.photos} fieldId={fieldId('photos')} />
        </div>

        <HoneypotField fieldId={fieldId('website')} value={form.website} onChange={form.setWebsite} />

        {form.emergency ? (
          <button type="submit" className="button button-accent button-large button-block">
            {t('contact.form.callNow', { phone: emergencyPhone })}
          </button>
        ) : (
          <button type="submit" className="button button-primary button-large button-block" disabled={form.processing}>
            {form.processing
              ? form.photos.uploading
                ? t('contact.form.sendingPhotos')
                : t('contact.form.processing')
              : t('contact.form.send')}
          </button>
        )}
      </AppFieldset>
    </form>
  );
}
