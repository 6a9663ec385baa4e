import type { BusinessProfileService } from '../business';
import { domainModule, type ModuleDeps } from '../domain-module';
import type { SettingsService } from '../settings';
import { SeoResolver } from './seo.resolver';
import { seoRouter } from './seo.rest';
import { SeoService } from './seo.service';

/**
 * Global SEO settings and what the server writes for every public URL: its head, /sitemap.xml and
 * /robots.txt. Other domains add the heads and sitemap entries of their own URLs through their
 * registration (routeHeads, sitemapEntries).
 */
export const seoModule = domainModule({
  name: 'seo',
  resolvers: [SeoResolver],
  publicReads: { seoSettings: 300 },
  createServices: ({
    config,
    logger,
    settings,
    business,
  }: ModuleDeps<{ settings: SettingsService; business: BusinessProfileService }>) => ({
    seo: new SeoService(settings, config, logger, business),
  }),
  routers: ({ seo }) => [{ path: '/', router: seoRouter(seo) }],
});

export { DocumentHead } from './document-head';
export { cleanKeywords } from './seo-settings';
export type { SeoService } from './seo.service';
