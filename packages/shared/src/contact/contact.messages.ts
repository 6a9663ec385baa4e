import type { RefusalWordings } from '../i18n/refusal-words';

/** What the contact form's refusals say (the server's input validation and rate limit). */
export const ContactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  serviceRequired: 'Please select a service',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 5000 characters',
  rateLimited: 'Too many messages from your connection. Please call us instead.',
  notTaken: (phone: string) => `We could not take your message just now. Please call us at ${phone}.`,
  notFound: (id: string) => `Message ${id} was not found`,
} as const;

/**
 * The refusals a visitor reads on the contact form, as the catalogs word them (issue #41): the server
 * answers in English (the texts above), the form shows each in the page's words (refusalWords).
 */
export const CONTACT_REFUSAL_WORDINGS: RefusalWordings<typeof ContactMessages> = {
  nameRequired: 'contact.refusal.nameRequired',
  emailRequired: 'contact.refusal.emailRequired',
  emailInvalid: 'contact.refusal.emailInvalid',
  phoneRequired: 'contact.refusal.phoneRequired',
  phoneInvalid: 'contact.refusal.phoneInvalid',
  serviceRequired: 'contact.refusal.serviceRequired',
  messageRequired: 'contact.refusal.messageRequired',
  messageTooLong: 'contact.refusal.messageTooLong',
  rateLimited: 'contact.refusal.rateLimited',
  notTaken: { id: 'contact.refusal.notTaken', from: 'phone' },
};
