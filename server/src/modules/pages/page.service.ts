import type { DataSource, EntityManager } from 'typeorm';
import {
  ChangeCollection,
  DomainError,
  ErrorCode,
  fillBusinessPlaceholders,
  matchAppRoute,
  PageMessages,
  type Locale,
} from '@plumbing/shared';
import type { Config } from '../../config/env';
import type { BusinessProfileService } from '../business';
import { isUniqueViolation } from '../../db/postgres-errors';
import { refuseIfSavedSince } from '../../db/timestamped';
import { isUuid } from '../../lib/uuid';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { RouteAnswer, SitemapEntry } from '../public-routes';
import type { WebhookService } from '../webhooks';
import { cleanTranslation, spanishVersion } from '../../lib/translation';
import { cleanKeywords } from '../seo';
import { examplePage } from './example-page';
import { sanitizePageHtml } from './page-content';
import { pageBodyHtml, pageHeadFields, pageLanguages, pagePath, spanishPagePath } from './page-head';
import { Page, PageType, withSeoDefaults, type PageSeo, type PageTranslations } from './page.entity';
import type { PageInput, PageSeoInput, PageTranslationInput } from './page.inputs';
import { PageSlugRedirect } from './page-slug-redirect.entity';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const trimStrings = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;

/** Submitted seo with its defaults filled in, text trimmed and keywords cleaned (spec §5). */
function cleanSeo(input: PageSeoInput | null | undefined): PageSeo {
  const seo = withSeoDefaults(input);
  return { ...trimStrings(seo), keywords: cleanKeywords(seo.keywords), robots: seo.robots, social: trimStrings(seo.social) };
}

/** The submitted Spanish version, trimmed and sanitised; none when its title and content are both empty (issue #41). */
function cleanTranslations(input: PageTranslationInput | null | undefined): PageTranslations {
  const { es } = cleanTranslation(input, PageMessages.spanishTitleRequired, ['title', 'content']);
  return es ? { es: { ...es, content: sanitizePageHtml(es.content) } } : {};
}

/** Content pages: stable ids, unique slugs, old slugs kept alive as redirects. */
export class PageService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly changeEvents: ChangeEventService,
    private readonly business: BusinessProfileService,
    private readonly webhooks: WebhookService,
  ) {}

  list(): Promise<Page[]> {
    return this.db.getRepository(Page).find({ order: { updatedAt: 'DESC' } });
  }

  async get(id: string): Promise<Page | null> {
    return isUuid(id) ? this.db.getRepository(Page).findOneBy({ id }) : null;
  }

  /** The page at this slug, or the page that had it before (its slug then differs); null for none or an empty slug. */
  async bySlug(slug: string): Promise<Page | null> {
    if (!SLUG.test(slug)) return null;
    const page = await this.db.getRepository(Page).findOneBy({ slug });
    if (page) return page;
    const former = await this.db.getRepository(PageSlugRedirect).findOneBy({ slug });
    return former ? this.get(former.pageId) : null;
  }

  async save(input: PageInput): Promise<Page> {
    try {
      return await this.db.transaction(async (manager) => {
        const page = await this.saveWith(manager, input);
        await this.changeEvents.publish(
          ChangeCollection.pages,
          input.id ? ChangeOperation.updated : ChangeOperation.created,
          page.id,
          manager,
        );
        // Pages have no drafts: every save is what visitors see.
        await this.webhooks.queue(manager, 'page.published', {
          id: page.id,
          title: page.title,
          slug: page.slug,
          url: `${this.config.publicUrl}${pagePath(page.slug)}`,
          firstPublished: !input.id,
        });
        return page;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(ErrorCode.BAD_USER_INPUT, PageMessages.slugTaken, 'slug');
      throw error;
    }
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
    return fillBusinessPlaceholders(content, await this.business.facts());
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
      await this.saveWith(manager, examplePage(business, this.config.publicUrl));
      return true;
    });
  }

  private async saveWith(manager: EntityManager, input: PageInput): Promise<Page> {
    const pages = manager.getRepository(Page);
    const redirects = manager.getRepository(PageSlugRedirect);
    const values = {
      title: input.title.trim(),
      slug: input.slug.trim(),
      content: sanitizePageHtml(input.content ?? ''),
      type: input.type ?? PageType.page,
      seo: cleanSeo(input.seo),
      translations: cleanTranslations(input.es),
    };
    let page: Page;
    if (input.id) {
      const existing = isUuid(input.id) ? await pages.findOne({ where: { id: input.id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!existing) throw new DomainError(ErrorCode.BAD_USER_INPUT, PageMessages.notFound(input.id), 'id');
      refuseIfSavedSince(existing, input.expectedUpdatedAt, 'page');
      if (existing.slug !== values.slug) await redirects.upsert({ slug: existing.slug, pageId: existing.id }, ['slug']);
      page = pages.merge(existing, values);
    } else {
      page = pages.create(values);
    }
    // The slug is live now, so it stops redirecting to whichever page had it before.
    await redirects.delete({ slug: values.slug });
    return pages.save(page);
  }
}
