import type { DataSource } from 'typeorm';
import {
  AreaPageMessages,
  ChangeCollection,
  DomainError,
  ErrorCode,
  htmlText,
  isAreaPageIndexable,
  matchAppRoute,
  routeMessageValues,
  serviceAreaPath,
  titled,
  type Locale,
  type ServiceAreaPlace,
} from '@plumbing/shared';
import type { Config } from '../../config/env';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import { refuseIfSavedSince } from '../../db/timestamped';
import { lockForTransaction } from '../../db/transaction-lock';
import { siteWords } from '../../lib/site-words';
import { spanishVersion, type Translations } from '../../lib/translation';
import type { BusinessProfileService } from '../business';
import { ownerHtmlToServe, ownerHtmlToStore } from '../pages';
import { ChangeOperation, type ChangeEventService } from '../events';
import type { ProjectService } from '../projects';
import type { HeadFields, LanguageVersions, RouteAnswer, SitemapEntry } from '../public-routes';
import { areaPageHeadFields, areaPageLanguages, SERVICE_AREAS_PATHS } from './area-page-head';
import { AreaPage, type AreaFaqEntry, type AreaPageTranslation } from './area-page.entity';
import type { AreaFaqEntryInput, AreaPageInput, AreaPageTranslationInput } from './area-page.inputs';
import { refuseMixedScripts } from './mixed-script-refusal';
import { refuseDoorway, refuseIncomplete } from './publish-refusals';

/** A copy of the listed areas older than this is read again, so a change event lost with a dropped connection costs a minute at most. */
const MAX_COPY_AGE_MS = 60_000;

/** The entries written, trimmed; those with both parts blank dropped. */
const cleanFaq = (faq: readonly AreaFaqEntryInput[]): AreaFaqEntry[] =>
  faq
    .map(({ question, answer }) => ({ question: question.trim(), answer: answer.trim() }))
    .filter((entry) => entry.question || entry.answer);

/** The submitted Spanish version, cleaned; none when its introduction and FAQ are both empty. */
function spanishVersionToSave(es: AreaPageTranslationInput | null | undefined): Translations<AreaPageTranslation> {
  const version = es && { intro: ownerHtmlToStore(es.intro), faq: cleanFaq(es.faq) };
  return version && (htmlText(version.intro) || version.faq.length) ? { es: version } : {};
}

/**
 * The service areas' own pages (issue #42): the owner's introduction and FAQ for each area of the
 * business profile, drafts until published, published only when they read unlike the other
 * published ones; public at /service-areas/{slug} (in Spanish /es/zonas/{slug}) with the projects
 * done there. A page whose area left the profile stays stored but is no longer public.
 */
export class AreaPageService {
  private listedCopy?: { areas: Promise<ServiceAreaPlace[]>; readAt: number };
  private lastListed: ServiceAreaPlace[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly changeEvents: ChangeEventService,
    private readonly business: BusinessProfileService,
    private readonly projects: ProjectService,
  ) {
    // What is listed follows the pages, the profile's areas and the projects done in them; this
    // instance's own writes are heard as they commit, so the next request reads them.
    changeEvents.listen(({ collection }) => {
      if (
        collection === ChangeCollection.areaPages ||
        collection === ChangeCollection.businessProfile ||
        collection === ChangeCollection.projects
      )
        this.listedCopy = undefined;
    });
  }

  /** Every page, drafts and those whose area is gone included (the owner's list). */
  list(): Promise<AreaPage[]> {
    return this.db.getRepository(AreaPage).find({ order: { slug: 'ASC' } });
  }

  /** The area of the profile the page belongs to; none when its slug left the profile. */
  async areaOf(page: Pick<AreaPage, 'slug'>): Promise<ServiceAreaPlace | undefined> {
    const area = (await this.business.facts()).serviceAreas.find(({ slug }) => slug === page.slug);
    return area && { name: area.name, slug: area.slug };
  }

  /** The page visitors may read at the area's address: published, and its area still in the profile. */
  async publicPage(slug: string): Promise<{ page: AreaPage; area: ServiceAreaPlace } | null> {
    const page = await this.db.getRepository(AreaPage).findOneBy({ slug, published: true });
    const area = page && (await this.areaOf(page));
    return page && area ? { page, area } : null;
  }

  /** The introduction as visitors read it (in Spanish its Spanish version's, if written): facts filled in, images responsive. */
  async introHtml(page: AreaPage, locale: Locale): Promise<string> {
    const version = (locale === 'es' && spanishVersion(page)) || page;
    return ownerHtmlToServe(version.intro, await this.business.facts());
  }

  /** Whether search engines are asked to index the page: a project done there, or enough words of its own. */
  async isIndexable(page: AreaPage): Promise<boolean> {
    return isAreaPageIndexable(page, await this.projects.countInArea(page.slug));
  }

  /**
   * Creates or updates the page of the area with `input.slug`. A draft is always kept; publishing
   * needs an introduction, every question answered, and the doorway gate's consent.
   */
  async save(input: AreaPageInput): Promise<AreaPage> {
    const facts = await this.business.facts();
    const areas = new Map(facts.serviceAreas.map(({ name, slug }) => [slug, { name, slug }]));
    const area = areas.get(input.slug);
    if (!area) throw new DomainError(ErrorCode.BAD_USER_INPUT, AreaPageMessages.noSuchArea(input.slug), 'slug');
    const values = {
      intro: ownerHtmlToStore(input.intro),
      faq: cleanFaq(input.faq),
      published: input.published,
      translations: spanishVersionToSave(input.es),
    };
    if (values.published) {
      refuseIncomplete(values);
      refuseMixedScripts(values);
    }
    const saved = await this.db.transaction(async (manager) => {
      // Publishing takes turns: two pages alike published at once would each pass the gate alone.
      await lockForTransaction(manager, 'area-page-publish');
      const pages = manager.getRepository(AreaPage);
      const existing = await pages.findOneBy({ slug: input.slug });
      if (existing) refuseIfSavedSince(existing, input.expectedUpdatedAt, 'area page');
      const page = pages.merge(existing ?? pages.create({ slug: input.slug }), values);
      if (page.published) {
        const published = (await pages.findBy({ published: true })).flatMap((other) => {
          const otherArea = areas.get(other.slug);
          return other.slug !== page.slug && otherArea ? [{ page: other, area: otherArea }] : [];
        });
        refuseDoorway(page, area, published);
      }
      const saved = await pages.save(page);
      const operation = existing ? ChangeOperation.updated : ChangeOperation.created;
      await this.changeEvents.publish(ChangeCollection.areaPages, operation, saved.id, manager);
      return saved;
    });
    return saved;
  }

  /** Deletes the area's page (the area itself stays in the profile); false when it had none. */
  async delete(slug: string): Promise<boolean> {
    const page = await this.db.getRepository(AreaPage).findOneBy({ slug });
    if (!page) return false;
    await this.db.getRepository(AreaPage).delete({ id: page.id });
    await this.changeEvents.publish(ChangeCollection.areaPages, ChangeOperation.deleted, page.id);
    return true;
  }

  /**
   * The areas whose pages are published and indexable, in the profile's order: the footer's "Areas
   * we serve", the JSON-LD's areaServed, the sitemap. Kept in memory until a page, the profile or a
   * project changes; while the database cannot be reached, the list last read.
   */
  listedAreas(): Promise<ServiceAreaPlace[]> {
    if (!this.listedCopy || Date.now() - this.listedCopy.readAt > MAX_COPY_AGE_MS) {
      const areas = this.readListedAreas().then(
        (read) => (this.lastListed = read),
        (error: unknown) => {
          this.listedCopy = undefined;
          if (isDatabaseUnreachable(error)) return this.lastListed;
          throw error;
        },
      );
      this.listedCopy = { areas, readAt: Date.now() };
    }
    return this.listedCopy.areas;
  }

  /** The head the page's route is written with: its own, in `locale` when the owner wrote that version. */
  async headFields(page: AreaPage, area: ServiceAreaPlace, locale: Locale): Promise<HeadFields> {
    const [business, projects] = await Promise.all([this.business.facts(), this.projects.inArea(page.slug)]);
    return areaPageHeadFields({ page, area, locale, business, projects, publicUrl: this.config.publicUrl });
  }

  /** The head provider of /service-areas and /service-areas/{slug}, and of their Spanish paths /es/zonas… */
  async routeAnswer(path: string): Promise<RouteAnswer | null> {
    const match = matchAppRoute(path);
    if (match?.id === 'serviceAreas') return this.areasRouteAnswer(match.locale);
    if (match?.id !== 'serviceArea') return null;
    const found = await this.publicPage(match.params[0]);
    if (!found) return { kind: 'not-found' };
    return { kind: 'page', head: await this.headFields(found.page, found.area, match.locale) };
  }

  /** The listed areas' pages, each Spanish one too when written and indexable; and the list of them, once there is one. */
  async sitemapEntries(): Promise<SitemapEntry[]> {
    const listed = new Set((await this.listedAreas()).map(({ slug }) => slug));
    if (listed.size === 0) return [];
    const [pages, counts] = await Promise.all([this.list(), this.projects.countsByArea()]);
    const entries = (paths: LanguageVersions, lastmod?: Date): SitemapEntry[] =>
      Object.values(paths).map((loc) => ({ loc, lastmod, languages: Object.keys(paths).length > 1 ? paths : undefined }));
    return [
      ...entries(SERVICE_AREAS_PATHS),
      ...pages
        .filter((page) => listed.has(page.slug))
        .flatMap((page) =>
          entries(areaPageLanguages(page, counts.get(page.slug) ?? 0) ?? { en: serviceAreaPath(page.slug) }, page.updatedAt),
        ),
    ];
  }

  /**
   * /service-areas: the list of the listed areas' pages; while none is listed, the areas the profile
   * names with the phone (issue #51), kept out of search (and of the sitemap) as a list of no pages.
   */
  private async areasRouteAnswer(locale: Locale): Promise<RouteAnswer> {
    const listed = (await this.listedAreas()).length > 0;
    const business = await this.business.facts();
    const t = siteWords(locale);
    return {
      kind: 'page',
      head: {
        path: SERVICE_AREAS_PATHS[locale],
        title: titled(t('route.serviceAreas.title'), business),
        description: t(listed ? 'route.serviceAreas.description' : 'route.serviceAreas.descriptionServed', routeMessageValues(business)),
        robots: listed ? undefined : 'noindex, follow',
        languages: SERVICE_AREAS_PATHS,
      },
    };
  }

  private async readListedAreas(): Promise<ServiceAreaPlace[]> {
    const [facts, published, counts] = await Promise.all([
      this.business.facts(),
      this.db.getRepository(AreaPage).findBy({ published: true }),
      this.projects.countsByArea(),
    ]);
    const pages = new Map(published.map((page) => [page.slug, page]));
    return facts.serviceAreas
      .filter(({ slug }) => {
        const page = pages.get(slug);
        return page !== undefined && isAreaPageIndexable(page, counts.get(slug) ?? 0);
      })
      .map(({ name, slug }) => ({ name, slug }));
  }
}
