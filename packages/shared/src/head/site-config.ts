import type { SiteBusiness } from '../business/business-facts';
import type { ServiceAreaPlace } from '../business/service-areas';
import type { OpeningStatus } from '../business/opening-hours';
import type { Locale } from '../i18n/locale';
import type { SeoDefaults } from '../seo/seo-defaults';

/**
 * What the server writes into every page as
 * `<script id="site-config" type="application/json">{ "business": { ... }, "seo": { ... } }</script>`
 * and the web app starts from.
 */
export interface SiteConfig {
  business: SiteBusiness;
  seo: SiteSeo;
  /** Whether the office was open when the server rendered the page: the browser starts from the same state, so the hydrated text matches. */
  openingStatus?: OpeningStatus;
  /** The page's language (issue #41); the server also writes it as <html lang>. */
  locale?: Locale;
  /** The service areas whose pages are published and indexed (issue #42), in the profile's order: the footer links them. */
  areaPages?: ServiceAreaPlace[];
}

/**
 * What the head of an in-app screen is made of besides its route (the server writes the same for a
 * loaded URL): the global SEO settings (the home page's title and description, every other
 * screen's default) and where canonical URLs start (PUBLIC_URL).
 */
export interface SiteSeo extends SeoDefaults {
  publicUrl: string;
}
