import { matchAppRoute, visibleText } from '@plumbing/shared';

/** A link's address as the owner typed it, checked: the address to write, or why it would not work. */
export type LinkAddressCheck = { href: string } | { error: string };

const PHONE_DIGITS = /^\+?[\d\s().-]{7,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The business's phone and e-mail as placeholders: the link follows the profile (business-placeholders.ts). */
const FACT_PLACEHOLDER = /^\{\{business\.(phone|emergencyPhone|email)\}\}$/;

/**
 * Checks the address of a link written in the visual editor (issue #52): a phone (`tel:`), an
 * e-mail (`mailto:`), a page of this site (a path its routes answer) or a secure web address. A
 * bare phone number, e-mail or `www.` address is completed; anything else says what to write.
 */
export function checkLinkAddress(typed: string): LinkAddressCheck {
  const value = visibleText(typed).trim();
  if (!value) return { error: 'Write the address the link opens.' };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1].toLowerCase();
  if (scheme === 'tel') {
    const number = value.slice(4);
    if (FACT_PLACEHOLDER.test(number)) return { href: value };
    return PHONE_DIGITS.test(number)
      ? { href: `tel:${number.replace(/[\s().-]/g, '')}` }
      : { error: 'A phone link needs the number: tel:+18135550142.' };
  }
  if (scheme === 'mailto') {
    const address = value.slice(7);
    return EMAIL.test(address) || FACT_PLACEHOLDER.test(address)
      ? { href: `mailto:${address}` }
      : { error: 'An e-mail link needs the address: mailto:name@example.com.' };
  }
  if (scheme === 'https') {
    try {
      const url = new URL(value);
      if (url.hostname.includes('.')) return { href: url.href };
    } catch {
      // Said below.
    }
    return { error: 'This web address is incomplete: https://example.com/page.' };
  }
  if (scheme === 'http') return { error: 'Use the secure address (https://): browsers warn visitors about http:// pages.' };
  if (scheme)
    return {
      error: `Links may open a phone number (tel:), an e-mail (mailto:), a page of this site (/about) or a web address (https://), not “${scheme}:”.`,
    };
  if (value.startsWith('/')) {
    const path = value.split(/[?#]/)[0];
    // A page visitors may read: not the admin, a sign-in or a customer's own appointment.
    const route = matchAppRoute(path)?.route;
    return route && !route.noindex ? { href: value } : { error: `No page of this site is at ${path}.` };
  }
  if (EMAIL.test(value)) return { href: `mailto:${value}` };
  if (PHONE_DIGITS.test(value) && value.replace(/\D/g, '').length >= 7) return { href: `tel:${value.replace(/[\s().-]/g, '')}` };
  if (/^www\.[^\s/]+\.[^\s/]+/i.test(value)) return checkLinkAddress(`https://${value}`);
  return { error: 'Write a phone number, an e-mail, a page of this site (/about) or a web address (https://…).' };
}
