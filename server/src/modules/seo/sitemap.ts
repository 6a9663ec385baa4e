import { escapeHtml } from '@plumbing/shared';
import type { SitemapEntry } from '../public-routes';

/** sitemaps.org XML; every address absolute under PUBLIC_URL. */
export function renderSitemap(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const absolute = loc.startsWith('/') ? `${publicUrl}${loc}` : loc;
    return `  <url>\n    <loc>${escapeHtml(absolute)}</loc>${lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : ''}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
