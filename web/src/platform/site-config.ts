import { HeadElementId, SAMPLE_BUSINESS, type BusinessFacts } from '@plumbing/shared';

/**
 * What the server writes into the page as
 * `<script id="site-config" type="application/json">{ "business": { ... }, "seo": { ... } }</script>`:
 * the business facts and the global SEO settings. Without that script (the Vite dev server) the
 * sample business is used.
 */
export interface SiteConfig {
  business: BusinessFacts;
  seo: SiteSeo;
}

/** What the head of an in-app screen is made of, besides its route (the server writes the same for a loaded URL). */
export interface SiteSeo {
  /** Canonical URLs start with this (PUBLIC_URL). */
  publicUrl: string;
  /** The global SEO settings: the home page's title and description, and every other screen's default. */
  title: string;
  description: string;
  keywords: string[];
}

const sampleSeo = (doc: Document): SiteSeo => ({
  publicUrl: doc.location?.origin ?? '',
  title: '',
  description: 'Expert plumbing services available 24/7. Licensed and insured plumbers.',
  keywords: ['plumbing', 'services', 'emergency plumber'],
});

/** Reads the server-written config; fields it lacks keep their sample values. */
export function readSiteConfig(doc: Document): SiteConfig {
  const json = doc.getElementById(HeadElementId.siteConfig)?.textContent;
  if (!json) return { business: SAMPLE_BUSINESS, seo: sampleSeo(doc) };
  try {
    const written = JSON.parse(json) as Partial<{ business: Partial<BusinessFacts>; seo: Partial<SiteSeo> }>;
    const business = written.business ?? {};
    return {
      business: {
        ...SAMPLE_BUSINESS,
        ...business,
        address: { ...SAMPLE_BUSINESS.address, ...business.address },
      },
      seo: { ...sampleSeo(doc), ...written.seo },
    };
  } catch (error) {
    console.error('The site-config script is not valid JSON; using the sample business.', error);
    return { business: SAMPLE_BUSINESS, seo: sampleSeo(doc) };
  }
}

/** The page's business facts; the server's pre-render sets them from its settings instead (no document there). */
export const siteConfig: SiteConfig =
  typeof document === 'undefined' ? { business: SAMPLE_BUSINESS, seo: { publicUrl: '', title: '', description: '', keywords: [] } } : readSiteConfig(document);

/** A tel: link for a displayed phone number; ten-digit numbers are taken as US numbers. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
