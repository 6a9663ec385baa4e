/** What the public forms (booking, contact) share: field accessibility, messages, the honeypot. */
import { richText, useWords } from '../../platform/i18n/words';
import { siteConfig } from '../../platform/site-config';
import { CallLink } from '../controls/call-link';
import { useRevealOnChange } from '../use-reveal';
import './form-fields.css';

/** The accessibility attributes of field `fieldId`: invalid while it has a message, described by its hint and message. */
export function fieldAria(fieldId: string, message: string | undefined, hint = false) {
  const ids = [hint && `${fieldId}-hint`, message && `${fieldId}-error`].filter(Boolean);
  return {
    id: fieldId,
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}

/** A field's message, which `fieldAria` points the field at. */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  return message ? (
    <p className="field-error" id={`${fieldId}-error`}>
      {message}
    </p>
  ) : null;
}

/**
 * The class of a required field's label: it shows the mark sighted visitors look for, drawn by the
 * stylesheet so the label's text stays the field's name (the field's `required` tells screen readers).
 */
export const REQUIRED_LABEL = 'label-required';

/** Above a form's fields: what the mark means. */
export function RequiredNote() {
  const t = useWords();
  return <p className="field-hint form-required-note">{t('form.requiredNote')}</p>;
}

/**
 * Why a form was not sent, with the phone to call instead: most of its reasons ask the visitor to call.
 * It shows above the fields, away from the button pressed, so each new reason is brought into view.
 */
export function FormFailure({ message }: { message: string }) {
  const t = useWords();
  const { phone } = siteConfig.business;
  const ref = useRevealOnChange<HTMLDivElement>(message);
  return (
    <div ref={ref} tabIndex={-1} className="banner banner-error" role="alert">
      <p>{message}</p>
      <p>{richText(t, 'form.failurePhone', { link: (chunks) => <CallLink phone={phone}>{chunks}</CallLink> }, { phone })}</p>
    </div>
  );
}

/** A honeypot: people never see or reach this field; bots that fill every input do. */
export function HoneypotField({ fieldId, value, onChange }: { fieldId: string; value: string; onChange: (value: string) => void }) {
  const t = useWords();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={fieldId}>{t('form.honeypot')}</label>
      <input
        type="text"
        id={fieldId}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
