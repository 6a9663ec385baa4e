import { escapeHtml } from '@plumbing/shared';
import type { SitemapEntry } from '../public-routes';
import { absoluteUrl } from './head-tags';
import { languageAlternates } from './language-alternates';

/**
 * sitemaps.org XML; every address absolute under PUBLIC_URL. A page in several languages is listed
 * once per language, each entry with the same hreflang alternates (Google's sitemap form of them).
 */
export function renderSitemap(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ loc, lastmod, languages }) => {
    const lines = [`<loc>${escapeHtml(absoluteUrl(loc, publicUrl))}</loc>`];
    if (lastmod) lines.push(`<lastmod>${lastmod.toISOString()}</lastmod>`);
    for (const { hreflang, path } of languageAlternates(languages)) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(path, publicUrl))}" />`);
    }
    return `  <url>\n${lines.map((line) => `    ${line}`).join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers stay out of the admin area and the API, and learn where the sitemap is. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /api/',
    'Disallow: /graphql',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
