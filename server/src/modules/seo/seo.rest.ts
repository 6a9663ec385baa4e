import { Router } from 'express';
import type { SeoService } from './seo.service';

/** GET /sitemap.xml and /robots.txt, absolute under PUBLIC_URL. */
export function seoRouter(seo: SeoService): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(await seo.sitemapXml());
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(seo.robotsTxt());
  });
  return router;
}
