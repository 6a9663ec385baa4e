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
