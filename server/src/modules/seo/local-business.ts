import type { BusinessFacts } from '@plumbing/shared';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
const TIME = '(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm)';
const HOURS = new RegExp(`${DAY}\\s*(?:-|–|to)\\s*${DAY}\\s+${TIME}\\s*(?:-|–|to)\\s*${TIME}`, 'i');

function clock(hour: string, minute: string | undefined, meridiem: string): string {
  const h = (Number(hour) % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute ?? '00'}`;
}

/**
 * Opening hours written like "Mon-Sat 7am-6pm" (BUSINESS_HOURS_PUBLIC) as schema.org
 * OpeningHoursSpecification; null for wording it does not recognise (then none is claimed).
 */
export function openingHours(text: string) {
  const match = HOURS.exec(text);
  if (!match) return null;
  const [, fromDay, toDay, openH, openM, openAmPm, closeH, closeM, closeAmPm] = match;
  const index = (day: string) => DAYS.findIndex((d) => d.toLowerCase().startsWith(day.toLowerCase()));
  const from = index(fromDay);
  const to = index(toDay);
  const dayOfWeek = from <= to ? DAYS.slice(from, to + 1) : [...DAYS.slice(from), ...DAYS.slice(0, to + 1)];
  return { '@type': 'OpeningHoursSpecification', dayOfWeek, opens: clock(openH, openM, openAmPm), closes: clock(closeH, closeM, closeAmPm) };
}

/** The business as schema.org Plumber (a LocalBusiness): written into every public route's head. */
export function localBusinessJsonLd(business: BusinessFacts, publicUrl: string): object {
  const hours = openingHours(business.hoursPublic);
  return {
    '@context': 'https://schema.org',
    '@type': 'Plumber',
    '@id': `${publicUrl}/#business`,
    name: business.name,
    url: `${publicUrl}/`,
    telephone: business.phone,
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: 'US',
    },
    ...(hours && { openingHoursSpecification: [hours] }),
    areaServed: { '@type': 'City', name: `${business.address.city}, ${business.address.region}` },
  };
}
