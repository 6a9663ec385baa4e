import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_REFUSAL_WORDINGS, ContactMessages, ErrorCode, looksLikeEmailAddress, refusalWords, telHref } from '@plumbing/shared';
import { useWords } from '../../../platform/i18n/words';
import { graphql } from '../../../gql';
import { siteConfig } from '../../../platform/site-config';
import { useApolloClientLoader } from '../../../platform/apollo/use-apollo-client-loader';
import { serverErrorCode, serverFieldErrors } from '../../../platform/apollo/form-errors';
import { usePhotoUploads } from '../../customer-photos';

const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

export type Field = 'name' | 'email' | 'phone' | 'service' | 'message';
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', phone: '', service: '', message: '' };
const SERVER_FIELDS: Record<string, Field> = { name: 'name', email: 'email', phone: 'phone', service: 'service', message: 'message' };

/** Every field is required (spec §5), each with the server's own message. */
const REQUIRED: ReadonlyArray<[Field, string]> = [
  ['name', ContactMessages.nameRequired],
  ['email', ContactMessages.emailRequired],
  ['phone', ContactMessages.phoneRequired],
  ['service', ContactMessages.serviceRequired],
  ['message', ContactMessages.messageRequired],
];

/** Answers whose own words the visitor should read. */
const EXPLAINED_CODES = new Set<string>([ErrorCode.RATE_LIMITED]);

/**
 * The contact form's state and its ways to change it: the fields, the emergency box, the honeypot,
 * the send with its refusals, the thanks, and where the focus goes after each.
 */
export function useContactForm() {
  const { emergencyPhone } = siteConfig.business;
  const t = useWords();
  /** A refusal of the server, in English, in the page's words (issue #41). */
  const refusalIn = (text: string) => refusalWords(t, text, ContactMessages, CONTACT_REFUSAL_WORDINGS);
  // /contact reads no data: the client comes once the visitor starts on the form, so the page's
  // first download and start-up stay as small as the home page's.
  const loadClient = useApolloClientLoader();
  const [values, setValues] = useState<Values>(EMPTY);
  const [emergency, setEmergency] = useState(false);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const photos = usePhotoUploads();
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
    // The form checks itself, in the page's words: the browser's bubbles speak the phone's language (issue #51).
    const missing: Partial<Record<Field, string>> = {};
    for (const [field, message] of REQUIRED) if (!values[field].trim()) missing[field] = refusalIn(message);
    if (!missing.email && !looksLikeEmailAddress(values.email)) missing.email = refusalIn(ContactMessages.emailInvalid);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setFocusRequest('invalid');
      return;
    }
    setFailure(null);
    setProcessing(true);
    try {
      const client = await loadClient();
      // Photos still going up are waited for: the message names them all.
      await photos.settled();
      const photoToken = await photos.sentToken();
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
            photoToken,
            // The page's language: the message is kept with it, and the owner reads which it is.
            locale: t.locale,
          },
        },
      });
      setValues(EMPTY);
      setErrors({});
      photos.reset();
      setSent(true);
      setFocusRequest('thanks');
    } catch (thrown) {
      const fieldErrors = serverFieldErrors(thrown, SERVER_FIELDS);
      const coded = serverErrorCode(thrown);
      if (fieldErrors) {
        const worded: Partial<Record<Field, string>> = {};
        for (const [field, message] of Object.entries(fieldErrors) as Array<[Field, string]>) worded[field] = refusalIn(message);
        setErrors(worded);
        setFocusRequest('invalid');
      } else if (coded && EXPLAINED_CODES.has(coded.code)) {
        setFailure(refusalIn(coded.message));
      } else {
        setFailure(t('contact.form.failure'));
      }
    } finally {
      setProcessing(false);
    }
  }

  /** From the thanks back to an empty form, its first field focused. */
  function sendAnother() {
    setSent(false);
    setEmergency(false);
    setFocusRequest('form');
  }

  return {
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
  };
}
