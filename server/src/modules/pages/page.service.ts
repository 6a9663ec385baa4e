import { IsNull, Not, type DataSource, type EntityManager } from 'typeorm';
import { ChangeCollection, DomainError, ErrorCode, matchAppRoute, PageMessages, type Locale } from '@plumbing/shared';
import type { Config } from '../../config/env';
import type { BusinessProfileService } from '../business';
import { isUniqueViolation } from '../../db/postgres-errors';
import { refuseIfSavedSince } from '../../db/timestamped';
import { isUuid } from '../../lib/uuid';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { RouteAnswer, SitemapEntry } from '../public-routes';
import type { WebhookService } from '../webhooks';
import { spanishVersion } from '../../lib/translation';
import { examplePage } from './example-page';
import { ownerHtmlToServe } from './page-content';
import { pageBodyHtml, pageHeadFields, pageLanguages, pagePath, spanishPagePath } from './page-head';
import { PageRevision } from './page-revision.entity';
import { Page, type PageVersion } from './page.entity';
import type { PageInput } from './page.inputs';
import { cleanPageVersion, pageToEdit, publishedVersion } from './page-version';
import { PageSlugRedirect } from './page-slug-redirect.entity';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The revisions kept per page (issue #52). */
export const KEPT_REVISIONS = 30;

/**
 * Content pages: stable ids, unique slugs, old slugs kept alive as redirects. A page has the version
 * visitors read and, once published, the owner's draft beside it (issue #52); each publish keeps a
 * revision.
 */
export class PageService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly changeEvents: ChangeEventService,
    private readonly business: BusinessProfileService,
    private readonly webhooks: WebhookService,
  ) {}

  /** The published pages, most recently changed first: what visitors may read. */
  list(): Promise<Page[]> {
    return this.db.getRepository(Page).find({ where: { publishedAt: Not(IsNull()) }, order: { updatedAt: 'DESC' } });
  }

  /** Every page, drafts too, as the owner edits them. */
  async listToEdit(): Promise<Page[]> {
    return (await this.db.getRepository(Page).find({ order: { updatedAt: 'DESC' } })).map(pageToEdit);
  }

  /** A published page; null for none or a draft no visitor sees. */
  async get(id: string): Promise<Page | null> {
    const page = await this.getAny(id);
    return page?.publishedAt ? page : null;
  }

  /** A page as the owner edits it: its draft over what visitors read. */
  async getToEdit(id: string): Promise<Page | null> {
    const page = await this.getAny(id);
    return page && pageToEdit(page);
  }

  /** The published page at this slug, or the page that had it before (its slug then differs); null for none or an empty slug. */
  async bySlug(slug: string): Promise<Page | null> {
    if (!SLUG.test(slug)) return null;
    const page = await this.db.getRepository(Page).findOneBy({ slug, publishedAt: Not(IsNull()) });
    if (page) return page;
    const former = await this.db.getRepository(PageSlugRedirect).findOneBy({ slug });
    return former ? this.get(former.pageId) : null;
  }

  /** Saves and publishes at once (the API's savePage): visitors read it now. */
  async save(input: PageInput): Promise<Page> {
    return this.write(input.id ? ChangeOperation.updated : ChangeOperation.created, async (manager) => {
      const page = input.id ? await this.lockForEdit(manager, input.id, input.expectedUpdatedAt) : undefined;
      return this.publishWith(manager, page ?? manager.getRepository(Page).create(), cleanPageVersion(input));
    });
  }

  /**
   * Saves the owner's edits as the draft (issue #52): a new page or one never published is written
   * in place, unseen; a published page keeps what visitors read until the draft is published.
   */
  async saveDraft(input: PageInput): Promise<Page> {
    return this.write(input.id ? ChangeOperation.updated : ChangeOperation.created, async (manager) => {
      const page = input.id ? await this.lockForEdit(manager, input.id, input.expectedUpdatedAt) : undefined;
      return pageToEdit(await this.keepDraft(manager, page ?? manager.getRepository(Page).create(), cleanPageVersion(input)));
    });
  }

  /** Makes the page's draft what visitors read (issue #52), keeping it as a revision. */
  async publish(id: string, expectedUpdatedAt?: Date | null): Promise<Page> {
    return this.write(ChangeOperation.updated, async (manager) => {
      const page = await this.lockForEdit(manager, id, expectedUpdatedAt);
      return this.publishWith(manager, page, page.draft ?? publishedVersion(page));
    });
  }

  /** The versions the page was published as, the last first. */
  revisions(pageId: string): Promise<PageRevision[]> {
    if (!isUuid(pageId)) return Promise.resolve([]);
    return this.db.getRepository(PageRevision).find({ where: { pageId }, order: { publishedAt: 'DESC' } });
  }

  /** Makes a revision the page's draft again (issue #52): the owner reads it over and publishes it. */
  async restoreRevision(revisionId: string, expectedUpdatedAt?: Date | null): Promise<Page> {
    const revision = isUuid(revisionId) ? await this.db.getRepository(PageRevision).findOneBy({ id: revisionId }) : null;
    if (!revision) throw new DomainError(ErrorCode.BAD_USER_INPUT, PageMessages.revisionNotFound, 'id');
    return this.write(ChangeOperation.updated, async (manager) => {
      const page = await this.lockForEdit(manager, revision.pageId, expectedUpdatedAt);
      return pageToEdit(await this.keepDraft(manager, page, revision.version));
    });
  }

  async delete(id: string): Promise<boolean> {
    const { affected } = await this.db.getRepository(Page).delete({ id });
    if (affected) await this.changeEvents.publish(ChangeCollection.pages, ChangeOperation.deleted, id);
    return Boolean(affected);
  }

  /**
   * The head provider of the content pages' routes: /pages/{slug}, and /{slug} where no app route
   * has that path; in Spanish /es/paginas/{slug} and /es/{slug} (issue #41).
   */
  async routeAnswer(path: string): Promise<RouteAnswer | null> {
    const match = matchAppRoute(path);
    const slug = match?.route.contentPage ? match.params[0] : undefined;
    const page = slug && (await this.bySlug(slug));
    if (!page || !match) return null;
    const { locale } = match;
    if (page.slug !== slug) return { kind: 'redirect', location: (locale === 'es' ? spanishPagePath : pagePath)(page.slug) };
    if (page.seo.redirectUrl) return { kind: 'redirect', location: page.seo.redirectUrl };
    return { kind: 'page', head: pageHeadFields(page, locale), html: pageBodyHtml(page, await this.publicHtml(page, locale), locale) };
  }

  /**
   * The page's content as visitors read it: the business's facts filled in where the owner wrote
   * their placeholders. In Spanish its Spanish version's, else its English.
   */
  async publicHtml(page: Page, locale: Locale = 'en'): Promise<string> {
    const content = (locale === 'es' && spanishVersion(page)?.content) || page.content;
    return ownerHtmlToServe(content, await this.business.facts());
  }

  /** Pages a search engine should list: not noindex, not redirecting, not canonical elsewhere. */
  async sitemapEntries(): Promise<SitemapEntry[]> {
    const pages = await this.list();
    return pages
      .filter(
        ({ seo, slug }) => !seo.robots.noindex && !seo.redirectUrl && (!seo.canonicalUrl || seo.canonicalUrl.endsWith(pagePath(slug))),
      )
      .flatMap((page) => {
        // Its Spanish page is listed only when the owner wrote it in Spanish: the other is the English page's copy.
        const languages = pageLanguages(page);
        return [pagePath(page.slug), ...(languages ? [spanishPagePath(page.slug)] : [])].map((loc) => ({
          loc,
          lastmod: page.updatedAt,
          languages,
        }));
      });
  }

  /**
   * Design: an empty database gets an example page, once. The marker row is written in the same
   * transaction, so neither a restart nor a second instance starting alongside seeds it again.
   */
  async seedExample(): Promise<boolean> {
    const business = await this.business.facts();
    return this.db.transaction(async (manager) => {
      const marked: unknown[] = await manager.query(
        `INSERT INTO setting (key, value) VALUES ('example_page_seeded', 'true') ON CONFLICT (key) DO NOTHING RETURNING key`,
      );
      if (marked.length === 0 || (await manager.getRepository(Page).count()) > 0) return false;
      await this.publishWith(manager, manager.getRepository(Page).create(), cleanPageVersion(examplePage(business, this.config.publicUrl)));
      return true;
    });
  }

  private async getAny(id: string): Promise<Page | null> {
    return isUuid(id) ? this.db.getRepository(Page).findOneBy({ id }) : null;
  }

  /** Runs a write of one page in a transaction, telling open admin screens; a slug another page holds is refused. */
  private async write(operation: ChangeOperation, command: (manager: EntityManager) => Promise<Page>): Promise<Page> {
    try {
      return await this.db.transaction(async (manager) => {
        const page = await command(manager);
        await this.changeEvents.publish(ChangeCollection.pages, operation, page.id, manager);
        return page;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(ErrorCode.BAD_USER_INPUT, PageMessages.slugTaken, 'slug');
      throw error;
    }
  }

  /** The page, locked for this transaction; refused when it is gone or was saved since the edit began. */
  private async lockForEdit(manager: EntityManager, id: string, expectedUpdatedAt: Date | null | undefined): Promise<Page> {
    const page = isUuid(id) ? await manager.getRepository(Page).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!page) throw new DomainError(ErrorCode.BAD_USER_INPUT, PageMessages.notFound(id), 'id');
    refuseIfSavedSince(page, expectedUpdatedAt, 'page');
    return page;
  }

  /** Keeps `version` as the page's draft: in its columns while no visitor reads them, else beside them. */
  private async keepDraft(manager: EntityManager, page: Page, version: PageVersion): Promise<Page> {
    const pages = manager.getRepository(Page);
    if (!page.publishedAt) return pages.save(pages.merge(page, version, { publishedAt: null, draft: null }));
    // The draft's slug is the page's once published: refused now if another page holds it.
    const holder = await pages.findOneBy({ slug: version.slug });
    if (holder && holder.id !== page.id) throw new DomainError(ErrorCode.BAD_USER_INPUT, PageMessages.slugTaken, 'slug');
    page.draft = version;
    return pages.save(page);
  }

  /**
   * Makes `version` what visitors read: the old slug redirects once it was public, the new one stops
   * redirecting; the draft is done; a revision is kept (the last 30) and the webhooks are told.
   */
  private async publishWith(manager: EntityManager, page: Page, version: PageVersion): Promise<Page> {
    const pages = manager.getRepository(Page);
    const redirects = manager.getRepository(PageSlugRedirect);
    const firstPublished = !page.publishedAt;
    if (page.publishedAt && page.slug !== version.slug) await redirects.upsert({ slug: page.slug, pageId: page.id }, ['slug']);
    const published = await pages.save(pages.merge(page, version, { draft: null, publishedAt: page.publishedAt ?? new Date() }));
    await redirects.delete({ slug: version.slug });
    const revisions = manager.getRepository(PageRevision);
    await revisions.insert({ pageId: published.id, publishedAt: new Date(), version });
    await manager.query(
      `DELETE FROM page_revision WHERE page_id = $1 AND id NOT IN
         (SELECT id FROM page_revision WHERE page_id = $1 ORDER BY published_at DESC LIMIT $2)`,
      [published.id, KEPT_REVISIONS],
    );
    await this.webhooks.queue(manager, 'page.published', {
      id: published.id,
      title: published.title,
      slug: published.slug,
      url: `${this.config.publicUrl}${pagePath(published.slug)}`,
      firstPublished,
    });
    return published;
  }
}
