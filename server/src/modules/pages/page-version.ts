import { PageMessages } from '@plumbing/shared';
import { cleanTranslation } from '../../lib/translation';
import { cleanKeywords } from '../seo';
import { sanitizePageHtml } from './page-content';
import { Page, PageType, withSeoDefaults, type PageSeo, type PageTranslations, type PageVersion } from './page.entity';
import type { PageInput, PageSeoInput, PageTranslationInput } from './page.inputs';

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

/** A submitted page as it is kept, whether published at once or as a draft: trimmed, sanitised, defaults filled in. */
export function cleanPageVersion(input: PageInput): PageVersion {
  return {
    title: input.title.trim(),
    slug: input.slug.trim(),
    content: sanitizePageHtml(input.content ?? ''),
    type: input.type ?? PageType.page,
    seo: cleanSeo(input.seo),
    translations: cleanTranslations(input.es),
  };
}

/** The version a page's columns hold: what visitors read once it is published. */
export function publishedVersion({ title, slug, content, type, seo, translations }: Page): PageVersion {
  return { title, slug, content, type, seo, translations };
}

/**
 * The page as the owner edits it (issue #52): its draft over its published version, its own id,
 * dates and draft kept. Never saved: the columns keep what visitors read.
 */
export function pageToEdit(page: Page): Page {
  if (!page.draft) return page;
  const { draft } = page;
  return Object.assign(Object.create(Page.prototype) as Page, page, draft, { seo: withSeoDefaults(draft.seo), draft });
}
