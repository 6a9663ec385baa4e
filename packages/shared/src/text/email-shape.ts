const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a typed e-mail address has an address's shape (name@domain.tld): the public forms' own
 * check before sending, in the page's words; the server checks deliverability.
 */
export function looksLikeEmailAddress(text: string): boolean {
  return EMAIL_SHAPE.test(text.trim());
}
