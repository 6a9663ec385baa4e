import { defaultSeoSettings, HeadElementId, SAMPLE_BUSINESS, type SiteBusiness, type SiteConfig, type SiteSeo } from '@plumbing/shared';

// No title: the home page is then titled with the business name alone.
const sampleSeo = (doc: Document): SiteSeo => ({
  ...defaultSeoSettings(SAMPLE_BUSINESS.name),
  publicUrl: doc.location?.origin ?? '',
  title: '',
});

/**
 * Reads the config the server wrote into the page (site-config); fields it lacks keep their sample
 * values, and so does all of it without that script (the Vite dev server).
 */
export function readSiteConfig(doc: Document): SiteConfig {
  const json = doc.getElementById(HeadElementId.siteConfig)?.textContent;
  if (!json) return { business: SAMPLE_BUSINESS, seo: sampleSeo(doc) };
  try {
    const written = JSON.parse(json) as Partial<
      Omit<SiteConfig, 'business' | 'seo'> & { business: Partial<SiteBusiness>; seo: Partial<SiteSeo> }
    >;
    const business = written.business ?? {};
    return {
      business: {
        ...SAMPLE_BUSINESS,
        ...business,
        address: { ...SAMPLE_BUSINESS.address, ...business.address },
        figures: { ...SAMPLE_BUSINESS.figures, ...business.figures },
      },
      seo: { ...sampleSeo(doc), ...written.seo },
      openingStatus: written.openingStatus,
      areaPages: written.areaPages,
    };
  } catch (error) {
    console.error('The site-config script is not valid JSON; using the sample business.', error);
    return { business: SAMPLE_BUSINESS, seo: sampleSeo(doc) };
  }
}

/** The page's business facts; the server's pre-render sets them from its settings instead (no document there). */
export const siteConfig: SiteConfig =
  typeof document === 'undefined'
    ? { business: SAMPLE_BUSINESS, seo: { publicUrl: '', title: '', description: '', keywords: [] } }
    : readSiteConfig(document);
