import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config/env';
import type { Logger } from '../../logger';
import { responsiveImage } from '../media/image-variants';
import type { MediaService } from '../media/media.service';
import { normalizeCompletionDate } from './completion-date';
import { PROJECT_CATEGORIES, Project, type ProjectCategory } from './project.entity';
import type { ProjectInput } from './project.inputs';
import { seedSampleProjects } from './sample-projects';
import { ProjectOrderBy, SortDirection, type PublicProjectSummary } from './project.types';

export interface ProjectListOptions {
  /** A spec §9 category; "All" or nothing means every project. */
  category?: string | null;
  orderBy?: ProjectOrderBy | null;
  direction?: SortDirection | null;
  limit?: number | null;
}

const MAX_LIMIT = 500;
const clean = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** Where a project's photos are stored (spec §3: projects/{id}/main-image, projects/{id}/gallery-{index}). */
export const projectMediaPrefix = (id: string) => `projects/${id}/`;

export class ProjectService {
  constructor(
    private readonly db: DataSource,
    private readonly media: MediaService,
    private readonly config: Config,
    private readonly logger: Logger,
  ) {}

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

  /** Adds the sample portfolio to a fresh database (once, ever); see sample-projects.ts. */
  async seedSamples(): Promise<void> {
    try {
      await seedSampleProjects(this.db, this.media, this.logger);
    } catch (error) {
      this.logger.error({ err: error }, 'could not add the sample projects; retried at the next start');
    }
  }

  /** Every project for the sitemap and server-rendered heads; each has a public detail page. */
  async listPublic(): Promise<PublicProjectSummary[]> {
    const projects = await this.db.getRepository(Project).find({ order: { updatedAt: 'DESC' } });
    return projects.map((project) => this.summary(project));
  }

  /** One project for its server-rendered head, or null. */
  async findPublic(id: string): Promise<PublicProjectSummary | null> {
    const project = await this.get(id);
    return project && this.summary(project);
  }

  private summary({ id, title, description, imageUrl, updatedAt }: Project): PublicProjectSummary {
    const image = imageUrl ? responsiveImage(imageUrl).src : null;
    return { id, title, description, imageUrl: image && new URL(image, this.config.publicUrl).href, updatedAt };
  }

  /**
   * Creates or updates (input validated by ProjectInput). Gallery entries without a URL are dropped
   * (spec §5); afterwards the photos the project no longer uses are deleted: replacing leaves no orphan.
   */
  async save(input: ProjectInput): Promise<Project> {
    const id = input.id ?? randomUUID();
    const image = input.image.trim() || input.imageUrl.trim();
    const project = await this.db.transaction(async (manager) => {
      const repository = manager.getRepository(Project);
      const existing = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      return repository.save(
        repository.merge(existing ?? repository.create({ id }), {
          title: input.title.trim(),
          description: input.description.trim(),
          category: input.category,
          image,
          imageUrl: image,
          completionDate: normalizeCompletionDate(input.completionDate)!, // validated by the input type
          highlights: clean(input.highlights),
          type: input.type.trim() || 'Unknown',
          details: input.details.trim(),
          tableOnly: input.tableOnly,
          specifications: {
            duration: input.specifications.duration.trim(),
            location: input.specifications.location.trim(),
            services: clean(input.specifications.services),
            materials: clean(input.specifications.materials),
          },
          projectDetails: {
            challenge: input.projectDetails.challenge.trim(),
            solution: input.projectDetails.solution.trim(),
            outcome: input.projectDetails.outcome.trim(),
          },
          gallery: input.gallery
            .filter((entry) => entry.url.trim())
            .map((entry) => ({ url: entry.url.trim(), caption: entry.caption.trim() })),
        }),
      );
    });
    await this.deleteUnusedPhotos(project);
    return project;
  }

  async delete(id: string): Promise<boolean> {
    const { affected } = await this.db.getRepository(Project).delete({ id });
    if (affected) await this.deleteUnusedPhotos({ id, image: '', gallery: [] });
    return Boolean(affected);
  }

  /** The save or delete has committed already; a failed clean-up is only logged and redone by the next save. */
  private async deleteUnusedPhotos({ id, image, gallery }: Pick<Project, 'id' | 'image' | 'gallery'>): Promise<void> {
    try {
      await this.media.deleteUnreferenced(projectMediaPrefix(id), [image, ...gallery.map((entry) => entry.url)]);
    } catch (error) {
      this.logger.warn({ err: error, projectId: id }, 'could not delete unused project photos');
    }
  }
}
