import { serviceAreaPath, WEEKDAY_NAMES, type BusinessFacts, type Closure, type ServiceAreaPlace } from '@plumbing/shared';

/** The weekly hours as schema.org OpeningHoursSpecification: one entry per opening range, its days together. */
export function openingHoursSpecification({ openingHours }: Pick<BusinessFacts, 'openingHours'>) {
  const byRange = new Map<string, { open: string; close: string; days: string[] }>();
  openingHours.forEach((ranges, day) => {
    for (const { open, close } of ranges) {
      const key = `${open}-${close}`;
      const entry = byRange.get(key) ?? { open, close, days: [] };
      entry.days.push(WEEKDAY_NAMES[day]);
      byRange.set(key, entry);
    }
  });
  return [...byRange.values()].map(({ open, close, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: open,
    // schema.org writes the end of the day as 23:59.
    closes: close === '24:00' ? '23:59' : close,
  }));
}

/**
 * The closures not over by `today` as schema.org special opening hours: closed all day is opens
 * and closes at 00:00 (Google's LocalBusiness documentation), from validFrom to validThrough.
 */
export function specialOpeningHoursSpecification(closures: readonly Closure[], today: string) {
  return closures
    .filter(({ to }) => to >= today)
    .map(({ name, from, to }) => ({
      '@type': 'OpeningHoursSpecification',
      name,
      opens: '00:00',
      closes: '00:00',
      validFrom: from,
      validThrough: to,
    }));
}

/**
 * The places the business serves (issue #42): the areas whose pages are listed (`listedAreas`),
 * each with its page; while none is, every area of the profile by name (it still serves them, and
 * naming a place needs no page); without areas, the office's city.
 */
function areaServed(business: BusinessFacts, publicUrl: string, listedAreas: readonly ServiceAreaPlace[]) {
  if (listedAreas.length)
    return listedAreas.map(({ name, slug }) => ({ '@type': 'Place', name, url: `${publicUrl}${serviceAreaPath(slug)}` }));
  if (business.serviceAreas.length) return business.serviceAreas.map(({ name }) => ({ '@type': 'Place', name }));
  return { '@type': 'City', name: `${business.address.city}, ${business.address.region}` };
}

/**
 * The business as schema.org Plumber (a LocalBusiness): written into every public route's head.
 * `today`: in the business time zone; `listedAreas`: the areas with a page to point to (issue #42).
 */
export function localBusinessJsonLd(
  business: BusinessFacts,
  publicUrl: string,
  today: string,
  listedAreas: readonly ServiceAreaPlace[],
): object {
  const hours = openingHoursSpecification(business);
  const closures = specialOpeningHoursSpecification(business.closures, today);
  const hasGeo = business.latitude !== null && business.longitude !== null;
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
    ...(hasGeo && { geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude } }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    ...(closures.length > 0 && { specialOpeningHoursSpecification: closures }),
    areaServed: areaServed(business, publicUrl, listedAreas),
    ...(business.socialProfiles.length > 0 && { sameAs: business.socialProfiles }),
    foundingDate: String(business.foundedYear),
  };
}
