import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_SERVICE_LABELS, ErrorCode, telHref } from '@plumbing/shared';
import { graphql } from '../../../gql';
import { CallLink } from '../../../ui/controls/call-link';
import { siteConfig } from '../../../platform/site-config';
import { AppFieldset } from '../../../ui/controls/app-controls';
import { useApolloClientLoader } from '../../../platform/apollo/use-apollo-client-loader';
import { serverErrorCode, serverFieldErrors } from '../../../platform/apollo/form-errors';
import { fieldAria, FieldError, HoneypotField, REQUIRED_LABEL, RequiredNote } from '../../../ui/forms/form-fields';
import './contact-form.css';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

type Field = 'name' | 'email' | 'phone' | 'service' | 'message';
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', phone: '', service: '', message: '' };
const SERVER_FIELDS: Record<string, Field> = { name: 'name', email: 'email', phone: 'phone', service: 'service', message: 'message' };

/** Answers whose own words the visitor should read. */
const EXPLAINED_CODES = new Set<string>([ErrorCode.RATE_LIMITED]);

/**
 * "Send Us a Message" (spec §2, §4): browser-level required fields; Processing... while the
 * server stores and e-mails it; then 'Thank You!' until Send Another Message. With 'This is an
 * emergency' ticked, nothing is sent: the submit button dials the emergency line instead.
 */
export function ContactForm() {
  const id = useId();
  const fieldId = (field: Field | 'emergency' | 'website') => `${id}-${field}`;
  const { phone, emergencyPhone } = siteConfig.business;
  // /contact reads no data: the client comes once the visitor starts on the form, so the page's
  // first download and start-up stay as small as the home page's.
  const loadClient = useApolloClientLoader();
  const [values, setValues] = useState<Values>(EMPTY);
  const [emergency, setEmergency] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [sent, setSent] = useState(false);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState<'thanks' | 'invalid' | 'form' | null>(null);

  useEffect(() => {
    if (focusRequest === 'thanks') thanksRef.current?.focus();
    if (focusRequest === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    if (focusRequest === 'form') formRef.current?.querySelector<HTMLElement>('input')?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  function edit(field: Field) {
    return (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (emergency) {
      // Spec §4: an emergency is never a message; it is a phone call, now.
      window.location.href = telHref(emergencyPhone);
      return;
    }
    if (processing) return;
    setFailure(null);
    setProcessing(true);
    try {
      const client = await loadClient();
      await client.mutate({
        mutation: SendContactMessageMutation,
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            service: values.service,
            message: values.message.trim(),
            website,
          },
        },
      });
      setValues(EMPTY);
      setErrors({});
      setSent(true);
      setFocusRequest('thanks');
    } catch (thrown) {
      const fieldErrors = serverFieldErrors(thrown, SERVER_FIELDS);
      const coded = serverErrorCode(thrown);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setFocusRequest('invalid');
      } else if (coded && EXPLAINED_CODES.has(coded.code)) {
        setFailure(coded.message);
      } else {
        setFailure("We couldn't send your message. Please try again, or call us.");
      }
    } finally {
      setProcessing(false);
    }
  }

  if (sent) {
    return (
      <div className="thank-you" role="status">
        <h3 ref={thanksRef} tabIndex={-1} className="thank-you-title">
          Thank You!
        </h3>
        <p>We've received your message and will get back to you shortly.</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setSent(false);
            setEmergency(false);
            setFocusRequest('form');
          }}
        >
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
        </div>

        <HoneypotField fieldId={fieldId('website')} value={website} onChange={setWebsite} />

        {emergency ? (
          <button type="submit" className="button button-accent button-large button-block">
            Call {emergencyPhone} Now
          </button>
        ) : (
          <button type="submit" className="button button-primary button-large button-block" disabled={processing}>
            {processing ? 'Processing...' : 'Send Message'}
          </button>
        )}
      </AppFieldset>
    </form>
  );
}
