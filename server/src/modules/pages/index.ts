import type { BusinessProfileService } from '../business';
import { domainModule, type ModuleDeps } from '../domain-module';
import type { ChangeEventService } from '../events';
import type { SeoService } from '../seo';
import type { WebhookService } from '../webhooks';
import { PageRevision } from './page-revision.entity';
import { PageSlugRedirect } from './page-slug-redirect.entity';
import { Page } from './page.entity';
import { PageResolver } from './page.resolver';
import { PageService } from './page.service';

/** Content pages, public at /{slug} and /pages/{slug}; a renamed page's old slug redirects. */
export const pagesModule = domainModule({
  name: 'pages',
  entities: [Page, PageSlugRedirect, PageRevision],
  resolvers: [PageResolver],
  publicReads: { pages: 60, page: 60, pageBySlug: 60 },
  createServices: ({
    db,
    config,
    changeEvents,
    business,
    webhooks,
  }: ModuleDeps<{ changeEvents: ChangeEventService; seo: SeoService; business: BusinessProfileService; webhooks: WebhookService }>) => ({
    pages: new PageService(db, config, changeEvents, business, webhooks),
  }),
  routeHeads:
    ({ pages }) =>
    (path) =>
      pages.routeAnswer(path),
  sitemapEntries:
    ({ pages }) =>
    () =>
      pages.sitemapEntries(),
});

export { Page } from './page.entity';
export { ownerHtmlToServe, ownerHtmlToStore, sanitizePageHtml } from './page-content';
export type { PageService } from './page.service';
