import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ChangeCollection, DomainError, ErrorCode, matchAppRoute, ProjectMessages, titled } from '@plumbing/shared';
import type { Config } from '../../config/env';
import type { BusinessProfileService } from '../business';
import { refuseIfSavedSince } from '../../db/timestamped';
import { RepeatingTask } from '../../lib/repeating-task';
import { isUuid } from '../../lib/uuid';
import type { Logger } from '../../logger';
import { ChangeOperation, type ChangeEventService } from '../events';
import { responsiveImage, type MediaService } from '../media';
import { spanishVersion } from '../../lib/translation';
import type { LanguageVersions, RouteAnswer, SitemapEntry } from '../public-routes';
import { PROJECT_CATEGORIES, Project, type ProjectCategory } from './project.entity';
import type { ProjectInput } from './project.inputs';
import { projectToSave } from './project-to-save';
import { ProjectOrderBy, SortDirection } from './project.types';
import { seedSampleProjects } from './sample-projects';
import type { WebhookService } from '../webhooks';

export interface ProjectListOptions {
  /** A spec §9 category; "All" or nothing means every project. */
  category?: string | null;
  orderBy?: ProjectOrderBy | null;
  direction?: SortDirection | null;
  limit?: number | null;
}

const MAX_LIMIT = 500;

/** Where a project's photos are stored (spec §3: projects/{id}/main-image, projects/{id}/gallery-{index}). */
const PROJECTS_FOLDER = 'projects/';
export const projectMediaPrefix = (id: string) => `${PROJECTS_FOLDER}${id}/`;
/** How long a photo stays before a sweep may take it: the owner uploads a new project's photos before saving it. */
const PHOTO_SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;

const projectPath = (id: string) => `/projects/${id}`;
const spanishProjectPath = (id: string) => `/es/proyectos/${id}`;

/** Both versions of a project the owner wrote in Spanish too: its hreflang alternates; none for an English-only project. */
const projectLanguages = (project: Pick<Project, 'id' | 'translations'>): LanguageVersions | undefined =>
  spanishVersion(project) ? { en: projectPath(project.id), es: spanishProjectPath(project.id) } : undefined;

export class ProjectService {
  constructor(
    private readonly db: DataSource,
    private readonly media: MediaService,
    private readonly config: Config,
    private readonly changeEvents: ChangeEventService,
    private readonly logger: Logger,
    private readonly business: BusinessProfileService,
    private readonly webhooks: WebhookService,
  ) {}

  /** sweepPhotos, repeated while the app runs (projects/index.ts). */
  readonly photoSweeping = new RepeatingTask(
    () => this.sweepPhotos(),
    (error) => this.logger.warn({ err: error }, 'project photo sweep failed'),
  );

  /** Spec §7: optional category filter, ordering and limit; newest completion first by default. */
  list({ category, orderBy, direction, limit }: ProjectListOptions = {}): Promise<Project[]> {
    const query = this.db.getRepository(Project).createQueryBuilder('project');
    if (category && category !== 'All') {
      if (!PROJECT_CATEGORIES.includes(category as ProjectCategory)) return Promise.resolve([]);
      query.where('project.category = :category', { category });
    }
    const order = direction === SortDirection.asc ? 'ASC' : 'DESC';
    const field = orderBy ?? ProjectOrderBy.completionDate;
    const textual = field === ProjectOrderBy.title || field === ProjectOrderBy.category || field === ProjectOrderBy.type;
    query
      .orderBy(textual ? `lower(project.${field})` : `project.${field}`, order)
      .addOrderBy('lower(project.title)', 'ASC')
      .addOrderBy('project.id', 'ASC');
    if (limit != null) query.take(Math.max(0, Math.min(limit, MAX_LIMIT)));
    return query.getMany();
  }

  get(id: string): Promise<Project | null> {
    return this.db.getRepository(Project).findOneBy({ id });
  }

  /** The projects done in the service area with `slug` (issue #42), newest completion first. */
  inArea(slug: string): Promise<Project[]> {
    return this.db.getRepository(Project).find({ where: { serviceArea: slug }, order: { completionDate: 'DESC', title: 'ASC' } });
  }

  /** How many projects were done in the service area with `slug`. */
  countInArea(slug: string): Promise<number> {
    return this.db.getRepository(Project).countBy({ serviceArea: slug });
  }

  /** How many projects were done in each service area, by its slug (areas without any are left out). */
  async countsByArea(): Promise<Map<string, number>> {
    const rows: Array<{ slug: string; count: string }> = await this.db
      .getRepository(Project)
      .createQueryBuilder('project')
      .select('project.service_area', 'slug')
      .addSelect('count(*)', 'count')
      .where('project.service_area IS NOT NULL')
      .groupBy('project.service_area')
      .getRawMany();
    return new Map(rows.map(({ slug, count }) => [slug, Number(count)]));
  }

  /** Adds the sample portfolio to a fresh database (once, ever); see sample-projects.ts. */
  async seedSamples(): Promise<void> {
    try {
      await seedSampleProjects(this.db, this.media, this.changeEvents, this.logger);
    } catch (error) {
      this.logger.error({ err: error }, 'could not add the sample projects; retried at the next start');
    }
  }

  /**
   * The server-rendered head of /projects/{id} and of its Spanish page /es/proyectos/{id} (issue #41).
   * A project the owner wrote in Spanish too is served in Spanish there, with alternates both ways;
   * any other's Spanish page is its English in a Spanish frame, canonical to the English page, with
   * no alternates. An unknown id answers 404 (in the path's language).
   */
  async routeAnswer(path: string): Promise<RouteAnswer | null> {
    const match = matchAppRoute(path);
    if (match?.id !== 'project') return null;
    const [id] = match.params;
    const project = isUuid(id) ? await this.get(id) : null;
    if (!project) return { kind: 'not-found' };
    const image = project.imageUrl ? new URL(responsiveImage(project.imageUrl).src, this.config.publicUrl).href : undefined;
    const spanish = match.locale === 'es' ? spanishVersion(project) : undefined;
    // An empty Spanish description is shown in English on the page, and so in its head.
    const description = spanish?.description || project.description;
    return {
      kind: 'page',
      head: {
        path: (spanish ? spanishProjectPath : projectPath)(project.id),
        title: titled(spanish?.title ?? project.title, await this.business.facts()),
        description,
        ogImage: image,
        twitterImage: image,
        languages: projectLanguages(project),
      },
    };
  }

  /** Every project has a public detail page; its Spanish one is listed when the owner wrote it in Spanish. */
  async sitemapEntries(): Promise<SitemapEntry[]> {
    const projects = await this.db
      .getRepository(Project)
      .find({ select: { id: true, updatedAt: true, translations: true }, order: { updatedAt: 'DESC' } });
    return projects.flatMap((project) => {
      const languages = projectLanguages(project);
      return [projectPath(project.id), ...(languages ? [spanishProjectPath(project.id)] : [])].map((loc) => ({
        loc,
        lastmod: project.updatedAt,
        languages,
      }));
    });
  }

  /**
   * Creates or updates (input validated by ProjectInput). Gallery entries without a URL are dropped
   * (spec §5); afterwards the photos the project no longer uses are deleted: replacing leaves no orphan.
   */
  async save(input: ProjectInput): Promise<Project> {
    const id = input.id ?? randomUUID();
    const serviceArea = await this.serviceAreaToSave(input.serviceArea);
    const project = await this.db.transaction(async (manager) => {
      const repository = manager.getRepository(Project);
      const existing = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      // An edit of a project deleted since would bring it back without its photos, which went with it.
      if (!existing && input.expectedUpdatedAt) throw new DomainError(ErrorCode.BAD_USER_INPUT, ProjectMessages.deleted, 'id');
      if (existing) refuseIfSavedSince(existing, input.expectedUpdatedAt, 'project');
      const saved = await repository.save(
        repository.merge(existing ?? repository.create({ id }), projectToSave(input, existing, serviceArea)),
      );
      await this.changeEvents.publish(
        ChangeCollection.projects,
        existing ? ChangeOperation.updated : ChangeOperation.created,
        saved.id,
        manager,
      );
      // Projects have no drafts: every save is what visitors see.
      await this.webhooks.queue(manager, 'project.published', {
        id: saved.id,
        title: saved.title,
        category: saved.category,
        completionDate: saved.completionDate,
        url: `${this.config.publicUrl}${projectPath(saved.id)}`,
        firstPublished: !existing,
      });
      return saved;
    });
    await this.deleteUnusedPhotos(project);
    return project;
  }

  async delete(id: string): Promise<boolean> {
    const { affected } = await this.db.getRepository(Project).delete({ id });
    if (affected) {
      await this.changeEvents.publish(ChangeCollection.projects, ChangeOperation.deleted, id);
      await this.deleteUnusedPhotos({ id, image: '', gallery: [] });
    }
    return Boolean(affected);
  }

  /**
   * The area a save names, one of the business profile's (issue #42): undefined (not sent) keeps
   * the saved one, null or empty is none.
   */
  private async serviceAreaToSave(slug: string | null | undefined): Promise<string | null | undefined> {
    if (!slug) return slug === undefined ? undefined : null;
    const { serviceAreas } = await this.business.facts();
    if (!serviceAreas.some((area) => area.slug === slug))
      throw new DomainError(ErrorCode.BAD_USER_INPUT, ProjectMessages.serviceAreaUnknown, 'serviceArea');
    return slug;
  }

  /**
   * Deletes the stored photos that no project and no page shows any more: a deleted project's photo
   * once the last page showing it drops it (issue #52), a replaced one a page showed, and what a
   * failed clean-up left. A folder without a project may hold a new project's photos, uploaded
   * before it is saved: only files stored a day ago or more go.
   */
  async sweepPhotos(now = new Date()): Promise<void> {
    const projects = await this.db.getRepository(Project).find({ select: { id: true, image: true, gallery: true } });
    const kept = projects.flatMap((project) => [project.image, ...project.gallery.map((entry) => entry.url)]);
    // One listing and one read of the pages for every project's folder at once.
    await this.media.deleteUnreferenced(PROJECTS_FOLDER, kept, { storedBefore: new Date(now.getTime() - PHOTO_SWEEP_GRACE_MS) });
  }

  /** The save or delete has committed already; a failed clean-up is only logged and redone by the next save or the sweep. */
  private async deleteUnusedPhotos({ id, image, gallery }: Pick<Project, 'id' | 'image' | 'gallery'>): Promise<void> {
    try {
      await this.media.deleteUnreferenced(projectMediaPrefix(id), [image, ...gallery.map((entry) => entry.url)]);
    } catch (error) {
      this.logger.warn({ err: error, projectId: id }, 'could not delete unused project photos');
    }
  }
}
