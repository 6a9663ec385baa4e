import { escapeHtml, HeadElementId } from '@plumbing/shared';
import { jsonForScript } from '../../lib/html';
import type { HeadFields } from '../public-routes';
import type { DocumentHead } from './document-head';
import type { LanguageAlternate } from './language-alternates';
import type { SeoSettings } from './seo-settings';

export interface SiteFacts {
  publicUrl: string;
  businessName: string;
}

/** A site path becomes an address under PUBLIC_URL; absolute addresses stay as they are. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}

/** JSON text re-serialised compactly, or null when it is empty or not JSON. */
function normalisedJson(text: string | undefined): string | null {
  if (!text?.trim()) return null;
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The final head of a route: its own fields first, then the global SEO settings. */
export function buildDocumentHead(fields: HeadFields, settings: SeoSettings, site: SiteFacts): DocumentHead {
  const title = fields.title?.trim() || settings.title.trim() || site.businessName;
  const description = fields.description?.trim() || settings.description.trim();
  const canonical = absoluteUrl(fields.canonical?.trim() || fields.path, site.publicUrl);
  const ogTitle = fields.ogTitle?.trim() || title;
  const ogDescription = fields.ogDescription?.trim() || description;
  const ogImage = fields.ogImage?.trim() ? absoluteUrl(fields.ogImage.trim(), site.publicUrl) : null;
  const twitterImage = fields.twitterImage?.trim() ? absoluteUrl(fields.twitterImage.trim(), site.publicUrl) : ogImage;
  return {
    title,
    description,
    keywords: fields.keywords?.length ? fields.keywords : settings.keywords,
    canonical,
    robots: fields.robots || 'index, follow',
    ogTitle,
    ogDescription,
    ogImage,
    ogUrl: canonical,
    ogType: 'website',
    ogSiteName: site.businessName,
    twitterCard: fields.twitterCard || 'summary',
    twitterTitle: fields.twitterTitle?.trim() || ogTitle,
    twitterDescription: fields.twitterDescription?.trim() || ogDescription,
    twitterImage,
    schema: normalisedJson(fields.schema),
  };
}

const meta = (attribute: 'name' | 'property', key: string, content: string | null) =>
  content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';

/** A JSON-LD block; its JSON cannot close the script element early, whatever the text holds. */
const jsonLdScript = (json: string, id: string) =>
  `<script type="application/ld+json" id="${id}">${jsonForScript(JSON.parse(json))}</script>`;

/**
 * The head elements the server writes for a route. The web app updates the same elements on
 * in-app navigation (web/src/platform/head/use-page-title.ts), finding them by these names and ids.
 */
export function renderHeadTags(head: DocumentHead, businessJsonLd: object, alternates: LanguageAlternate[], publicUrl: string): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords.join(', ')),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...alternates.map(
      ({ hreflang, path }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(path, publicUrl))}" />`,
    ),
    meta('name', 'robots', head.robots),
    meta('property', 'og:title', head.ogTitle),
    meta('property', 'og:description', head.ogDescription),
    meta('property', 'og:image', head.ogImage),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:url', head.ogUrl),
    meta('property', 'og:site_name', head.ogSiteName),
    meta('name', 'twitter:card', head.twitterCard),
    meta('name', 'twitter:title', head.twitterTitle),
    meta('name', 'twitter:description', head.twitterDescription),
    meta('name', 'twitter:image', head.twitterImage),
    head.schema ? jsonLdScript(head.schema, HeadElementId.pageSchema) : '',
    jsonLdScript(JSON.stringify(businessJsonLd), HeadElementId.businessSchema),
  ]
    .filter(Boolean)
    .join('\n    ');
}
