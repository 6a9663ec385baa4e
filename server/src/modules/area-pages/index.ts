import type { BusinessProfileService } from '../business';
import { domainModule, type ModuleDeps } from '../domain-module';
import type { ChangeEventService } from '../events';
import type { ProjectService } from '../projects';
import type { SeoService } from '../seo';
import { AreaPage } from './area-page.entity';
import { AreaPageResolver, ProjectAreaResolver } from './area-page.resolver';
import { AreaPageService } from './area-page.service';

/**
 * The service areas' own pages (issue #42), public at /service-areas/{slug} once published, with
 * the projects done there; the doorway gate keeps pages that read alike from being published. Its
 * listed areas are every page's footer links and the business's areaServed.
 */
export const areaPagesModule = domainModule({
  name: 'area-pages',
  entities: [AreaPage],
  resolvers: [AreaPageResolver, ProjectAreaResolver],
  publicReads: { areaPage: 60 },
  createServices: ({
    db,
    config,
    changeEvents,
    business,
    projects,
  }: ModuleDeps<{ changeEvents: ChangeEventService; business: BusinessProfileService; projects: ProjectService; seo: SeoService }>) => ({
    areaPages: new AreaPageService(db, config, changeEvents, business, projects),
  }),
  routeHeads:
    ({ areaPages }) =>
    (path) =>
      areaPages.routeAnswer(path),
  sitemapEntries:
    ({ areaPages }) =>
    () =>
      areaPages.sitemapEntries(),
  listedAreas:
    ({ areaPages }) =>
    () =>
      areaPages.listedAreas(),
});

export { AreaPage } from './area-page.entity';
export type { AreaPageService } from './area-page.service';
