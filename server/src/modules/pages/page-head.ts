import { escapeHtml } from '@plumbing/shared';
import type { HeadFields } from '../public-routes';
import { ROBOT_FLAGS, type Page } from './page.entity';

/** A page's canonical address: /pages/{slug} always reaches it, whatever app route its slug resembles. */
export const pagePath = (slug: string) => `/pages/${slug}`;

/** Spec §2: the enabled robots flags joined by commas; none enabled means the default, index, follow. */
export function robotsContent(robots: Page['seo']['robots']): string | undefined {
  const flags = ROBOT_FLAGS.filter((flag) => robots[flag]);
  return flags.length ? flags.join(', ') : undefined;
}

/** The head a content page asks for: its seo, its title when seo has none. */
export function pageHeadFields(page: Page): HeadFields {
  const { seo } = page;
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
  };
}

/**
 * The page as HTML for crawlers without JavaScript; the web app's content page screen renders the
 * same markup. `html` is its content as visitors read it (sanitised when saved, the business's
 * facts filled in).
 */
export function pageBodyHtml(page: Page, html: string): string {
  return `<main id="main-content"><article class="content-page"><h1>${escapeHtml(page.title)}</h1><div class="page-content">${html}</div></article></main>`;
}
