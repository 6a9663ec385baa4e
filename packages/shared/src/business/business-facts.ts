import type { Closure } from './closures';
import type { WeeklyHours } from './opening-hours';
import type { ServiceArea, ServiceAreaPlace } from './service-areas';

export interface BusinessAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

/**
 * Spec §1's about-page claims: "1500+ customers, 99% satisfaction". Its years are not one of them:
 * they follow from the founding year (yearsInBusiness), so the two never disagree (issue #51).
 */
export interface AboutFigures {
  customers: number;
  /** Percent. */
  satisfaction: number;
}

/**
 * The business profile: the facts the owner edits in /admin/business, kept in one row by the
 * server (seeded once from the BUSINESS_* settings) and read by every page, e-mail and head.
 */
export interface BusinessProfileData {
  name: string;
  /** US numbers, formatted "(813) 555-0142". */
  phone: string;
  emergencyPhone: string;
  email: string;
  address: BusinessAddress;
  latitude: number | null;
  longitude: number | null;
  /** Florida contractor licences, e.g. CFC1430000 (Florida Statutes §489.119(5)(b): on every advertisement). */
  licenceNumbers: string[];
  /** The office's weekly hours, from Sunday (0); what "Open now" is computed from. */
  openingHours: WeeklyHours;
  /** Holidays and other days closed all day, whatever openingHours says. */
  closures: Closure[];
  /** Whether the 24/7 emergency line is offered. */
  emergencyService: boolean;
  /** The cities, neighbourhoods and counties served, with their ZIP codes (issue #42). */
  serviceAreas: ServiceArea[];
  foundedYear: number;
  figures: AboutFigures;
  /** Where customers leave a review (used for review requests). */
  reviewUrl: string | null;
  /** Social profile URLs (schema.org sameAs). */
  socialProfiles: string[];
}

/**
 * The business facts as the site reads them: the profile plus the time zone (BUSINESS_TIMEZONE,
 * which stays a setting). The server writes them into every page (site-config); the web app reads
 * them there.
 */
export interface BusinessFacts extends BusinessProfileData {
  /** IANA time zone all appointment times are expressed in. */
  timeZone: string;
}

/**
 * The business facts every page carries (site-config): the areas without their ZIP codes, which no
 * page but the booking form reads, and it asks for them with its scheduling rules.
 */
export type SiteBusiness = Omit<BusinessFacts, 'serviceAreas'> & { serviceAreas: ServiceAreaPlace[] };

/** `facts` as every page carries them. */
export function siteBusiness<Facts extends Pick<BusinessFacts, 'serviceAreas'>>(
  facts: Facts,
): Omit<Facts, 'serviceAreas'> & { serviceAreas: ServiceAreaPlace[] } {
  return { ...facts, serviceAreas: facts.serviceAreas.map(({ name, slug }) => ({ name, slug })) };
}

/** The whole years since the founding year, on `today` (YYYY-MM-DD in the business time zone): "9+ years" in 2026 for 2017. */
export function yearsInBusiness(foundedYear: number, today: string): number {
  return Math.max(0, Number(today.slice(0, 4)) - foundedYear);
}

const MON_TO_SAT = [{ open: '07:00', close: '18:00' }];

/** The sample business: the first start's profile without BUSINESS_* settings, the web app's without a site-config. */
export const SAMPLE_BUSINESS: BusinessFacts = {
  name: 'Gulf Coast Plumbing & Renovation',
  phone: '(813) 555-0142',
  emergencyPhone: '(813) 555-0199',
  email: 'hello@gulfcoastplumbing.example',
  address: { street: '4102 W Kennedy Blvd', city: 'Tampa', region: 'FL', postalCode: '33609' },
  latitude: null,
  longitude: null,
  licenceNumbers: [],
  openingHours: [[], MON_TO_SAT, MON_TO_SAT, MON_TO_SAT, MON_TO_SAT, MON_TO_SAT, MON_TO_SAT],
  closures: [],
  emergencyService: true,
  serviceAreas: [
    { name: 'Tampa', slug: 'tampa', zipCodes: [] },
    { name: 'Hillsborough County', slug: 'hillsborough-county', zipCodes: [] },
    { name: 'Pinellas County', slug: 'pinellas-county', zipCodes: [] },
    { name: 'Pasco County', slug: 'pasco-county', zipCodes: [] },
  ],
  foundedYear: 2017,
  figures: { customers: 1500, satisfaction: 99 },
  reviewUrl: null,
  socialProfiles: [],
  timeZone: 'America/New_York',
};
