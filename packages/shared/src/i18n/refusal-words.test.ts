import { CONTACT_SERVICE_LABELS, CONTACT_SERVICE_WORDS } from '../contact/contact-services';
import { CONTACT_REFUSAL_WORDINGS, ContactMessages } from '../contact/contact.messages';
import { CUSTOMER_PHOTO_REFUSAL_WORDINGS, CustomerPhotoMessages } from '../customer-photos/customer-photo.rules';
import { es } from './catalogs/es';
import { englishTranslator } from './english';
import { refusalWords } from './refusal-words';
import { createTranslator } from './translator';

const english = englishTranslator();
const spanish = createTranslator('es', es);
const PHONE = '(813) 555-0142';

/** Each refusal of `messages` a wording names, as the server or the form writes it (one made from a value with PHONE). */
function refusals(messages: Record<string, string | ((value: string) => string)>, wordings: object): Array<[string, string]> {
  return Object.keys(wordings).map((key) => {
    const message = messages[key];
    return [key, typeof message === 'string' ? message : message(PHONE)];
  });
}

describe('refusalWords (issue #41)', () => {
  it('words every refusal a visitor reads on the contact form, its English the very text the server answers', () => {
    // The owner's own refusal (a message not found) is no visitor's.
    expect(Object.keys(ContactMessages).filter((key) => !(key in CONTACT_REFUSAL_WORDINGS))).toEqual(['notFound']);
    for (const [key, text] of refusals(ContactMessages, CONTACT_REFUSAL_WORDINGS)) {
      expect([key, refusalWords(english, text, ContactMessages, CONTACT_REFUSAL_WORDINGS)]).toEqual([key, text]);
      expect([key, refusalWords(spanish, text, ContactMessages, CONTACT_REFUSAL_WORDINGS)]).not.toEqual([key, text]);
    }
  });

  it('fills a refusal made from a value with the value the server wrote', () => {
    expect(refusalWords(spanish, ContactMessages.notTaken('(727) 555-0100'), ContactMessages, CONTACT_REFUSAL_WORDINGS)).toBe(
      'No pudimos recibir su mensaje en este momento. Llámenos al (727) 555-0100.',
    );
    expect(refusalWords(spanish, ContactMessages.emailInvalid, ContactMessages, CONTACT_REFUSAL_WORDINGS)).toBe(
      'Correo electrónico no válido',
    );
  });

  it('leaves a refusal the catalogs do not know as the server wrote it', () => {
    for (const text of ['Name must be at most 120 characters', 'We could not take your message just now.', '']) {
      expect(refusalWords(spanish, text, ContactMessages, CONTACT_REFUSAL_WORDINGS)).toBe(text);
    }
  });

  it("words every refusal of a customer's photo, with the rules' own figures", () => {
    expect(Object.keys(CustomerPhotoMessages).filter((key) => !(key in CUSTOMER_PHOTO_REFUSAL_WORDINGS))).toEqual([]);
    for (const [key, text] of refusals(CustomerPhotoMessages, CUSTOMER_PHOTO_REFUSAL_WORDINGS)) {
      expect([key, refusalWords(english, text, CustomerPhotoMessages, CUSTOMER_PHOTO_REFUSAL_WORDINGS)]).toEqual([key, text]);
    }
    expect(refusalWords(spanish, CustomerPhotoMessages.tooLarge, CustomerPhotoMessages, CUSTOMER_PHOTO_REFUSAL_WORDINGS)).toBe(
      'Esta foto pesa más de 15 MB. Elija una más pequeña.',
    );
    expect(refusalWords(spanish, CustomerPhotoMessages.tooMany, CustomerPhotoMessages, CUSTOMER_PHOTO_REFUSAL_WORDINGS)).toBe(
      'Puede enviar hasta 5 fotos con cada solicitud.',
    );
  });
});

describe('CONTACT_SERVICE_WORDS', () => {
  it('words each service of the form, in English as the admin and the e-mails name it', () => {
    expect(Object.keys(CONTACT_SERVICE_WORDS)).toEqual(Object.keys(CONTACT_SERVICE_LABELS));
    for (const [value, id] of Object.entries(CONTACT_SERVICE_WORDS)) {
      expect(english(id)).toBe(CONTACT_SERVICE_LABELS[value as keyof typeof CONTACT_SERVICE_LABELS]);
    }
    expect(spanish(CONTACT_SERVICE_WORDS.emergency)).toBe('Reparación de emergencia');
  });
});
