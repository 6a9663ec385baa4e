import type { BusinessFacts } from '../business/business-facts';
import { telHref } from '../business/tel-href';
import { escapeHtml as escape } from '../render/escape-html';

/**
 * What a content page may say through the business profile instead of copying it (issue #38): the
 * owner writes the placeholder, every visitor reads the profile as it is now, so a page never
 * dials an old number. The editor offers them; pages show them filled (fillBusinessPlaceholders).
 */
export const BUSINESS_PLACEHOLDERS = [
  { token: '{{business.phone}}', label: 'Office phone' },
  { token: '{{business.emergencyPhone}}', label: 'Emergency phone' },
  { token: '{{business.email}}', label: 'E-mail' },
  { token: '{{business.address}}', label: 'Address' },
  { token: '{{business.name}}', label: 'Business name' },
] as const;

const link = (href: string, text: string) => `<a href="${escape(href)}">${escape(text)}</a>`;
/** A phone as a link, on one line like the site's own phone links (web/src/ui/base.css). */
const phoneLink = (phone: string) => `<a class="call-link" href="${escape(telHref(phone))}">${escape(phone)}</a>`;

/** A placeholder in page HTML, its key captured ('phone'). */
export const BUSINESS_PLACEHOLDER_PATTERN = /\{\{business\.(phone|emergencyPhone|email|address|name)\}\}/g;

export type PlaceholderFacts = Pick<BusinessFacts, 'name' | 'phone' | 'emergencyPhone' | 'email' | 'address'>;

/** What each placeholder reads as plain text, by its key ('phone' for {{business.phone}}): visitors' pages and the editor's chips. */
export function businessPlaceholderValues(business: PlaceholderFacts): Record<string, string> {
  const { street, city, region, postalCode } = business.address;
  return {
    phone: business.phone,
    emergencyPhone: business.emergencyPhone,
    email: business.email,
    address: `${street}, ${city}, ${region} ${postalCode}`,
    name: business.name,
  };
}

/**
 * Page HTML as visitors read it: each placeholder replaced by the business's fact. In text, phones
 * and e-mail become links; inside a tag or an existing link they stay plain, so the markup the owner
 * wrote keeps its shape, but a phone after `tel:` is written as it is dialled.
 */
export function fillBusinessPlaceholders(html: string, business: PlaceholderFacts): string {
  const plain = Object.fromEntries(Object.entries(businessPlaceholderValues(business)).map(([key, value]) => [key, escape(value)]));
  const linked: Record<string, string> = {
    ...plain,
    phone: phoneLink(business.phone),
    emergencyPhone: phoneLink(business.emergencyPhone),
    email: link(`mailto:${business.email}`, business.email),
  };
  const dialled = (phone: string) => escape(telHref(phone));
  let openLinks = 0;
  return html
    .replace(/tel:\{\{business\.(phone|emergencyPhone)\}\}/g, (_token, key: 'phone' | 'emergencyPhone') => dialled(business[key]))
    .split(/(<[^>]*>)/)
    .map((part) => {
      const isTag = part.startsWith('<');
      if (isTag && /^<a\b/i.test(part)) openLinks += 1;
      if (isTag && /^<\/a\s*>/i.test(part)) openLinks = Math.max(0, openLinks - 1);
      const facts = isTag || openLinks > 0 ? plain : linked;
      return part.replace(BUSINESS_PLACEHOLDER_PATTERN, (_token, key: string) => facts[key]);
    })
    .join('');
}

/** Ten-digit US numbers as written in text: "(813) 555-0142", "813-555-0142", "813.555.0142", "+1 813 555 0142". */
const PHONE_IN_TEXT = /(?:\+?1[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})\b/g;

/** The phone numbers a page's HTML writes out that are none of the business's own: what the editor warns of. */
export function foreignPhoneNumbers(html: string, business: Pick<BusinessFacts, 'phone' | 'emergencyPhone'>): string[] {
  const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
  const own = new Set([digits(business.phone), digits(business.emergencyPhone)]);
  const found = [...html.matchAll(PHONE_IN_TEXT)].map((match) => match[0].trim()).filter((phone) => !own.has(digits(phone)));
  return [...new Set(found)];
}
