import { HeadElementId } from '@plumbing/shared';

/**
 * The business facts the server writes into the page as
 * `<script id="site-config" type="application/json">{ "business": { ... } }</script>`.
 * Without that script (the Vite dev server) the sample business below is used.
 */
export interface BusinessAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

export interface Business {
  name: string;
  phone: string;
  emergencyPhone: string;
  email: string;
  address: BusinessAddress;
  /** Opening hours as stated on the public pages. */
  hoursPublic: string;
  /** Opening hours as stated on the schedule page. */
  hoursSchedule: string;
  /** IANA time zone all appointment times are expressed in. */
  timeZone: string;
}

/** What the head of an in-app screen is made of (the server writes the same for a loaded URL). */
export interface SiteSeo {
  /** Canonical URLs start with this (PUBLIC_URL). */
  publicUrl: string;
  /** The global SEO settings. */
  description: string;
  keywords: string[];
  /** Title and description of the app's own public routes, by path. */
  routes: Record<string, { title: string; description: string }>;
}

export interface SiteConfig {
  business: Business;
  seo: SiteSeo;
}

const sampleBusiness: Business = {
  name: 'Gulf Coast Plumbing & Renovation',
  phone: '(813) 555-0142',
  emergencyPhone: '(813) 555-0199',
  email: 'hello@gulfcoastplumbing.example',
  address: { street: '4102 W Kennedy Blvd', city: 'Tampa', region: 'FL', postalCode: '33609' },
  hoursPublic: 'Mon-Sat 7am-6pm, 24/7 emergency service',
  hoursSchedule: 'Mon-Fri 8 AM to 6 PM',
  timeZone: 'America/New_York',
};

const sampleSeo = (doc: Document): SiteSeo => ({
  publicUrl: doc.location?.origin ?? '',
  description: 'Expert plumbing services available 24/7. Licensed and insured plumbers.',
  keywords: ['plumbing', 'services', 'emergency plumber'],
  routes: {},
});

/** Reads the server-written config; fields it lacks keep their sample values. */
export function readSiteConfig(doc: Document): SiteConfig {
  const json = doc.getElementById(HeadElementId.siteConfig)?.textContent;
  if (!json) return { business: sampleBusiness, seo: sampleSeo(doc) };
  try {
    const written = JSON.parse(json) as Partial<{ business: Partial<Business>; seo: Partial<SiteSeo> }>;
    const business = written.business ?? {};
    return {
      business: {
        ...sampleBusiness,
        ...business,
        address: { ...sampleBusiness.address, ...business.address },
      },
      seo: { ...sampleSeo(doc), ...written.seo },
    };
  } catch (error) {
    console.error('The site-config script is not valid JSON; using the sample business.', error);
    return { business: sampleBusiness, seo: sampleSeo(doc) };
  }
}

/** The page's business facts; the server's pre-render sets them from its settings instead (no document there). */
export const siteConfig: SiteConfig =
  typeof document === 'undefined' ? { business: sampleBusiness, seo: { publicUrl: '', description: '', keywords: [], routes: {} } } : readSiteConfig(document);

/** A tel: link for a displayed phone number; ten-digit numbers are taken as US numbers. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
