import {
  APP_ROUTES,
  defaultSeoSettings,
  localeOfPath,
  matchAppRoute,
  routeMessageValues,
  titled,
  todayIn,
  type BusinessFacts,
  type Locale,
  type ServiceAreaPlace,
  type SiteSeo,
} from '@plumbing/shared';
import { siteWords } from '../../lib/site-words';
import type { Config } from '../../config/env';
import type { Logger } from '../../logger';
import type { BusinessProfileService } from '../business';
import type { SettingsService } from '../settings';
import type {
  HeadFields,
  ListedAreasSource,
  RouteAnswer,
  RouteHeadProvider,
  RouteRequest,
  SitemapEntry,
  SitemapSource,
} from '../public-routes';
import type { DocumentHead } from './document-head';
import { buildDocumentHead, renderHeadTags } from './head-tags';
import { localBusinessJsonLd } from './local-business';
import { cleanKeywords, SEO_SETTINGS_KEY, type SeoSettings, type SeoSettingsInput } from './seo-settings';
import { languageAlternates } from './language-alternates';
import { renderRobots, renderSitemap } from './sitemap';

/** A public URL as the server answers it. */
export type ServedRoute =
  | {
      status: 200 | 404;
      headTags: string;
      html: string;
      siteSeo: SiteSeo;
      business: BusinessFacts;
      /** The language the page speaks: its <html lang>, and its words when rendered. */
      locale: Locale;
      /** Never kept by any cache. */
      private: boolean;
      /** The app's page may be rendered on the server for this request (not for a refused one). */
      prerender: boolean;
      /** The service areas with a page to point to (issue #42), which its footer links. */
      listedAreas: ServiceAreaPlace[];
    }
  | { status: 301; location: string };

const NOT_INDEXED = 'noindex, nofollow';

/**
 * Global SEO settings, and the head, sitemap and robots.txt of every public URL. Domains plug in
 * through their registration (routeHeads, sitemapEntries), which the wiring hands to addRouteHeads
 * (their URLs' heads, asked in module order before the app's own routes), addSitemapSource and
 * setListedAreas (the service areas with a page, named on every page).
 */
export class SeoService {
  private readonly routeHeads: RouteHeadProvider[] = [];
  private readonly sitemapSources: SitemapSource[] = [];
  /** No domain names any: no area has a page to point to. */
  private listedAreas: ListedAreasSource = () => Promise.resolve([]);

  constructor(
    private readonly settings: SettingsService,
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly business: BusinessProfileService,
  ) {}

  addRouteHeads(provider: RouteHeadProvider): void {
    this.routeHeads.push(provider);
  }

  addSitemapSource(source: SitemapSource): void {
    this.sitemapSources.push(source);
  }

  setListedAreas(source: ListedAreasSource): void {
    this.listedAreas = source;
  }

  /** Spec §8: a missing document, or any read error, gives the defaults. */
  async getSettings(): Promise<SeoSettings> {
    const defaults = await this.defaults();
    try {
      return await this.settings.get(SEO_SETTINGS_KEY, defaults);
    } catch (error) {
      this.logger.error({ err: error }, 'Failed to fetch SEO settings; using the defaults');
      return defaults;
    }
  }

  /** Spec §3: the defaults name the business as its profile reads now. */
  private async defaults(): Promise<SeoSettings> {
    return defaultSeoSettings((await this.business.facts()).name);
  }

  /** Spec §5: keywords trimmed, empties dropped; keywords that are not a list fall back to the defaults. */
  async saveSettings(input: SeoSettingsInput): Promise<SeoSettings> {
    return this.settings.set<SeoSettings>(SEO_SETTINGS_KEY, {
      title: input.title.trim(),
      description: input.description.trim(),
      keywords: Array.isArray(input.keywords) ? cleanKeywords(input.keywords) : (await this.defaults()).keywords,
    });
  }

  /**
   * The head of a route: its own fields, then the global SEO settings of its path's language. The
   * owner's settings are English: a Spanish path falls back on the catalog's title and description,
   * and on no keywords rather than English ones.
   */
  async documentHead(fields: HeadFields, settings?: SeoSettings): Promise<DocumentHead> {
    const business = await this.business.facts();
    const english = settings ?? (await this.getSettings());
    const t = siteWords(localeOfPath(fields.path));
    const values = routeMessageValues(business);
    const fallback =
      t.locale === 'en'
        ? english
        : { title: t('route.home.title', values), description: t('route.home.description', values), keywords: [] };
    return buildDocumentHead(fields, fallback, { publicUrl: this.config.publicUrl, businessName: business.name });
  }

  /** How the server answers a GET of a public URL: plugged-in domains first, then the app's own routes, else 404. */
  async serve(path: string, request: RouteRequest): Promise<ServedRoute> {
    let answer: RouteAnswer | null = null;
    for (const provider of this.routeHeads) {
      answer = await provider(path, request);
      if (answer) break;
    }
    const business = await this.business.facts();
    const locale = localeOfPath(path);
    answer ??= this.appRouteAnswer(path, business);
    if (answer.kind === 'redirect') return { status: 301, location: answer.location };

    const settings = await this.getSettings();
    const fields: HeadFields =
      answer.kind === 'page'
        ? answer.head
        : { path, title: titled(siteWords(locale)('route.notFound.title'), business), robots: 'noindex' };
    const head = await this.documentHead(fields, settings);
    const listedAreas = await this.listedAreas();
    const jsonLd = localBusinessJsonLd(business, this.config.publicUrl, todayIn(business.timeZone, this.business.now()), listedAreas);
    return {
      status: answer.kind === 'page' ? 200 : 404,
      headTags: renderHeadTags(head, jsonLd, languageAlternates(fields.languages), this.config.publicUrl),
      html: answer.kind === 'page' ? (answer.html ?? '') : '',
      siteSeo: this.siteSeo(settings),
      business,
      locale,
      private: answer.kind === 'page' && answer.private === true,
      prerender: !(answer.kind === 'not-found' && answer.refused),
      listedAreas,
    };
  }

  async sitemapXml(): Promise<string> {
    const own: SitemapEntry[] = Object.values(APP_ROUTES)
      .filter((route) => route.listed)
      .flatMap((route) => {
        const languages = route.es ? { en: route.path, es: route.es } : undefined;
        return [route.path, ...(route.es ? [route.es] : [])].map((loc) => ({ loc, languages }));
      });
    const plugged = await Promise.all(this.sitemapSources.map((source) => source()));
    return renderSitemap([...own, ...plugged.flat()], this.config.publicUrl);
  }

  robotsTxt(): string {
    return renderRobots(this.config.publicUrl);
  }

  /** The head of one of the app's own routes; a content page's URL no domain answered, or no route at all, is a 404. */
  private appRouteAnswer(path: string, business: BusinessFacts): RouteAnswer {
    const match = matchAppRoute(path);
    if (!match || match.route.contentPage) return { kind: 'not-found' };
    const { route, locale } = match;
    const t = siteWords(locale);
    const languages = route.listed && route.es ? { en: route.path, es: route.es } : undefined;
    return {
      kind: 'page',
      head: {
        path: route.listed ? (languages?.[locale] ?? route.path) : path,
        title: route.title && titled(t(route.title), business),
        description: route.description && t(route.description, routeMessageValues(business)),
        robots: route.noindex && NOT_INDEXED,
        languages,
      },
      ...(route.private && { private: true as const }),
    };
  }

  private siteSeo({ title, description, keywords }: SeoSettings): SiteSeo {
    return { publicUrl: this.config.publicUrl, title, description, keywords };
  }
}
