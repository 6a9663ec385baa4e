/** The global SEO settings: the default title, description and keywords of every public route's head. */
export interface SeoDefaults {
  title: string;
  description: string;
  keywords: string[];
}

/** The length of title search engines show whole (spec §2: the SEO screen's hint, 50-60 characters). */
export const RECOMMENDED_TITLE_LENGTH = { min: 50, max: 60 } as const;

/**
 * Spec §3 defaults, until the owner saves settings (the web app's too, without the server's). The
 * title is the business name followed by Professional Plumbing Services when that fits the
 * recommended length; a longer name gets the shorter "| Plumbing Services", else stands alone (issue #51).
 */
export function defaultSeoSettings(businessName: string): SeoDefaults {
  const title =
    [`${businessName} | Professional Plumbing Services`, `${businessName} | Plumbing Services`].find(
      (candidate) => candidate.length <= RECOMMENDED_TITLE_LENGTH.max,
    ) ?? businessName;
  return {
    title,
    description: 'Expert plumbing services available 24/7. Licensed and insured plumbers.',
    keywords: ['plumbing', 'services', 'emergency plumber'],
  };
}
