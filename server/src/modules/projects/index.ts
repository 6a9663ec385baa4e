import type { BusinessProfileService } from '../business';
import { domainModule, type ModuleDeps } from '../domain-module';
import type { ChangeEventService } from '../events';
import type { MediaService } from '../media';
import type { WebhookService } from '../webhooks';
import { Project } from './project.entity';
import { GalleryImageResolver, ProjectResolver } from './project.resolver';
import { ProjectService } from './project.service';

/** Every hour, the stored photos no project and no page shows any more go (ProjectService.sweepPhotos). */
const PHOTO_SWEEP_MS = 60 * 60 * 1000;

/** The portfolio: projects with their photos, each public at /projects/{id}. */
export const projectsModule = domainModule({
  name: 'projects',
  entities: [Project],
  resolvers: [ProjectResolver, GalleryImageResolver],
  publicReads: { projects: 60, project: 60 },
  createServices: ({
    db,
    config,
    logger,
    media,
    changeEvents,
    business,
    webhooks,
  }: ModuleDeps<{
    media: MediaService;
    changeEvents: ChangeEventService;
    business: BusinessProfileService;
    webhooks: WebhookService;
  }>) => ({
    projects: new ProjectService(db, media, config, changeEvents, logger, business, webhooks),
  }),
  routeHeads:
    ({ projects }) =>
    (path) =>
      projects.routeAnswer(path),
  sitemapEntries:
    ({ projects }) =>
    () =>
      projects.sitemapEntries(),
  start: ({ projects }) => projects.photoSweeping.start(PHOTO_SWEEP_MS),
  stop: ({ projects }) => projects.photoSweeping.stop(),
});

export { Project } from './project.entity';
export type { ProjectService } from './project.service';
