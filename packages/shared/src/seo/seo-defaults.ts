/** The global SEO settings: the default title, description and keywords of every public route's head. */
export interface SeoDefaults {
  title: string;
  description: string;
  keywords: string[];
}

/** Spec §3 defaults, until the owner saves settings (the web app's too, without the server's); the title starts with the business name. */
export function defaultSeoSettings(businessName: string): SeoDefaults {
  return {
    title: `${businessName} | Professional Plumbing Services`,
    description: 'Expert plumbing services available 24/7. Licensed and insured plumbers.',
    keywords: ['plumbing', 'services', 'emergency plumber'],
  };
}
