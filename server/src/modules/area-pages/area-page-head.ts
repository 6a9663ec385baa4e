import {
  APP_ROUTES,
  htmlText,
  isAreaPageIndexable,
  routePathIn,
  serviceAreaPath,
  titled,
  type BusinessFacts,
  type Locale,
  type ServiceAreaPlace,
} from '@plumbing/shared';
import { siteWords } from '../../lib/site-words';
import { spanishVersion } from '../../lib/translation';
import { responsiveImage } from '../media';
import type { HeadFields, LanguageVersions } from '../public-routes';
import type { AreaPage } from './area-page.entity';

/** The list of the areas' pages in each language. */
export const SERVICE_AREAS_PATHS: Readonly<Record<Locale, string>> = { en: APP_ROUTES.serviceAreas.path, es: APP_ROUTES.serviceAreas.es! };

/** What a search result shows of a page at most, in characters (Google cuts descriptions near there). */
const DESCRIPTION_LENGTH = 155;

type AreaPageVersions = Pick<AreaPage, 'slug' | 'intro' | 'faq' | 'translations'>;

/** Whether the page in `locale` asks to be indexed: a project done in the area, or 150 words of its own in that version. */
export function isVersionIndexable(page: AreaPageVersions, locale: Locale, projectCount: number): boolean {
  const version = locale === 'es' ? spanishVersion(page) : page;
  return version !== undefined && isAreaPageIndexable(version, projectCount);
}

/**
 * Both versions of a page the owner wrote in Spanish too, when search engines are asked to index
 * both: its hreflang alternates. None for an English-only page, nor when a version is thin
 * (alternates that name a noindex page are an error to search engines).
 */
export function areaPageLanguages(page: AreaPageVersions, projectCount: number): LanguageVersions | undefined {
  return isVersionIndexable(page, 'en', projectCount) && isVersionIndexable(page, 'es', projectCount)
    ? { en: serviceAreaPath(page.slug, 'en'), es: serviceAreaPath(page.slug, 'es') }
    : undefined;
}

/** The introduction's start, cut at a word, as the page's description. */
function introExcerpt(intro: string): string {
  const text = htmlText(intro).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.–—-]+$/, '')}…`;
}

interface AreaPageHeadSource {
  page: AreaPage;
  area: ServiceAreaPlace;
  /** The language of the path asked for. */
  locale: Locale;
  business: BusinessFacts;
  /** The projects done in the area, newest first: the first photo is the page's image. */
  projects: ReadonlyArray<{ imageUrl: string }>;
  publicUrl: string;
}

/**
 * The page's JSON-LD: its place in the site (Home › Areas we serve › the area) and the service
 * the business (the Plumber every page describes, by its @id) offers there.
 */
function areaPageJsonLd({ area, business, publicUrl }: AreaPageHeadSource, locale: Locale, heading: string): object {
  const t = siteWords(locale);
  const url = (path: string) => `${publicUrl}${path}`;
  const crumbs = [
    { name: t('nav.home'), item: url(routePathIn(APP_ROUTES.home, locale)!) },
    { name: t('route.serviceAreas.title'), item: url(SERVICE_AREAS_PATHS[locale]) },
    { name: area.name, item: url(serviceAreaPath(area.slug, locale)) },
  ];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
      },
      {
        '@type': 'Service',
        name: heading,
        serviceType: 'Plumbing',
        url: url(serviceAreaPath(area.slug, locale)),
        provider: { '@type': 'Plumber', '@id': `${publicUrl}/#business`, name: business.name, telephone: business.phone },
        areaServed: { '@type': 'Place', name: area.name },
      },
    ],
  };
}

/**
 * The head of an area's page. In Spanish (issue #41) the Spanish version's, with alternates both
 * ways; a page without one is its English head (canonical to the English page, no alternates) in a
 * Spanish frame, titled in the frame's words. A version with no project done there and too few words
 * of its own is noindex, whatever the other version has.
 */
export function areaPageHeadFields(source: AreaPageHeadSource): HeadFields {
  const { page, area, business, projects, publicUrl } = source;
  const spanish = source.locale === 'es' ? spanishVersion(page) : undefined;
  const locale: Locale = spanish ? 'es' : 'en';
  const t = siteWords(locale);
  const photo = projects.find((project) => project.imageUrl)?.imageUrl;
  const image = photo ? new URL(responsiveImage(photo).src, publicUrl).href : undefined;
  return {
    path: serviceAreaPath(page.slug, locale),
    title: titled(siteWords(source.locale)('route.serviceArea.title', { area: area.name }), business),
    description: introExcerpt((spanish ?? page).intro),
    robots: isVersionIndexable(page, locale, projects.length) ? undefined : 'noindex, follow',
    ogImage: image,
    twitterImage: image,
    schema: JSON.stringify(areaPageJsonLd(source, locale, t('serviceArea.heading', { area: area.name }))),
    languages: areaPageLanguages(page, projects.length),
  };
}
