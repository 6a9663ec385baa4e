import { escapeHtml, type Locale } from '@plumbing/shared';
import { siteWords } from '../../lib/site-words';
import type { HeadFields, LanguageVersions } from '../public-routes';
import { spanishVersion } from '../../lib/translation';
import { ROBOT_FLAGS, type Page } from './page.entity';

/** A page's canonical address: /pages/{slug} always reaches it, whatever app route its slug resembles. */
export const pagePath = (slug: string) => `/pages/${slug}`;
/** Its Spanish page (issue #41): the owner's Spanish version, else the English in a Spanish frame. */
export const spanishPagePath = (slug: string) => `/es/paginas/${slug}`;

/** Both versions of a page the owner wrote in Spanish too: its hreflang alternates; none for an English-only page. */
export function pageLanguages(page: Page): LanguageVersions | undefined {
  return spanishVersion(page) ? { en: pagePath(page.slug), es: spanishPagePath(page.slug) } : undefined;
}

/** Spec §2: the enabled robots flags joined by commas; none enabled means the default, index, follow. */
export function robotsContent(robots: Page['seo']['robots']): string | undefined {
  const flags = ROBOT_FLAGS.filter((flag) => robots[flag]);
  return flags.length ? flags.join(', ') : undefined;
}

/**
 * The head a content page asks for: its seo, its title when seo has none. In Spanish (issue #41):
 * the Spanish version's title and description, with alternates both ways; a page without one is
 * its English head (canonical to the English page, no alternates) in a Spanish frame.
 */
export function pageHeadFields(page: Page, locale: Locale = 'en'): HeadFields {
  const { seo } = page;
  const spanish = spanishVersion(page);
  if (locale === 'es' && spanish) {
    const path = spanishPagePath(page.slug);
    return {
      path,
      title: spanish.seoTitle || spanish.title,
      description: spanish.seoDescription,
      // The owner's canonical address elsewhere holds for both versions.
      canonical: seo.canonicalUrl && !seo.canonicalUrl.endsWith(pagePath(page.slug)) ? seo.canonicalUrl : path,
      robots: robotsContent(seo.robots),
      ogImage: seo.social.ogImage,
      twitterCard: seo.social.twitterCard,
      twitterImage: seo.social.twitterImage,
      languages: pageLanguages(page),
    };
  }
  return {
    path: pagePath(page.slug),
    title: seo.title || page.title,
    description: seo.description,
    keywords: seo.keywords,
    canonical: seo.canonicalUrl,
    robots: robotsContent(seo.robots),
    ogTitle: seo.social.ogTitle,
    ogDescription: seo.social.ogDescription,
    ogImage: seo.social.ogImage,
    twitterCard: seo.social.twitterCard,
    twitterTitle: seo.social.twitterTitle,
    twitterDescription: seo.social.twitterDescription,
    twitterImage: seo.social.twitterImage,
    schema: seo.schema,
    languages: pageLanguages(page),
  };
}

/**
 * The page as HTML for crawlers without JavaScript; the web app's content page screen renders the
 * same markup. `html` is its content as visitors read it (sanitised when saved, the business's
 * facts filled in).
 */
export function pageBodyHtml(page: Page, html: string, locale: Locale = 'en'): string {
  const spanish = locale === 'es' ? spanishVersion(page) : undefined;
  if (spanish) {
    return `<main id="main-content"><article class="content-page"><h1>${escapeHtml(spanish.title)}</h1><div class="page-content">${html}</div></article></main>`;
  }
  // Its English in a Spanish frame: marked as English, under a notice that says so.
  const lang = locale === 'en' ? '' : ' lang="en"';
  return `<main id="main-content"><article class="content-page">${lang && `<p class="content-page-language-note">${escapeHtml(siteWords(locale)('page.englishNotice'))}</p>`}<h1${lang}>${escapeHtml(page.title)}</h1><div class="page-content"${lang}>${html}</div></article></main>`;
}
