import express, { Router, type Request, type RequestHandler } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  escapeHtml,
  HeadElementId,
  matchAppRoute,
  siteBusiness,
  type PublicQueryRunner,
  type SiteConfig,
} from '@plumbing/shared';
import { REPO_ROOT } from '../config/env';
import type { Logger } from '../logger';
import type { BusinessProfileService } from '../modules/business';
import type { SeoService } from '../modules/seo/seo.service';
import { jsonForScript } from '../lib/html';
import { clientAddress } from '../http/client-address';
import { pagePolicy } from '../http/security-headers';
import { precompressedAssets, sendHtml } from './precompressed';
import { normalizePath, PagePrerenderer } from './prerender';
import { cacheFor } from './response-cache';

/** How long the server keeps a page's HTML in memory at most; writes clear it sooner. */
const HTML_CACHE_SECONDS = 60;

export const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');

export interface SpaRouterOptions {
  seo: SeoService;
  business: BusinessProfileService;
  runQuery: PublicQueryRunner;
  logger: Logger;
  /** The site's public address: its scheme decides the policy's upgrade of requests. */
  publicUrl: string;
  distDir?: string;
}

/**
 * Serves the built web app: hashed assets with immutable caching, and index.html with its
 * placeholders filled for each route: the head (title, meta, canonical, Open Graph, Twitter,
 * JSON-LD), the page rendered with its data (prerender.ts), and what the web app reads: the
 * business facts (site-config) and the data the page was rendered from (app-data).
 * Unknown URLs get the app's 404 screen with status 404; redirects are real 301s.
 */
export function spaRouter({ seo, business, runQuery, logger, publicUrl, distDir = WEB_DIST }: SpaRouterOptions): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  let template: string | undefined;
  let policy: RequestHandler | undefined;
  let framedPolicy: RequestHandler | undefined;
  const loadTemplate = () => (template ??= fs.readFileSync(indexFile, 'utf8'));

  router.use('/assets', precompressedAssets(path.join(distDir, 'assets')));
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));

  const prerenderer = new PagePrerenderer(distDir, runQuery, logger);
  const dataScript = (id: string, value: object) => `<script id="${id}" type="application/json">${jsonForScript(value)}</script>`;
  const fill = (head: string, siteConfig: Partial<SiteConfig>, html: string, appData?: object) =>
    loadTemplate()
      // The page's language (issue #41): the browser's app reads it back to choose its words.
      .replace('<html lang="en">', () => `<html lang="${siteConfig.locale ?? DEFAULT_LOCALE}">`)
      .replace('<!--app-head-->', () => head)
      .replace(
        '<!--site-config-->',
        () => dataScript(HeadElementId.siteConfig, siteConfig) + (appData ? dataScript(HeadElementId.appData, appData) : ''),
      )
      .replace('<!--app-html-->', () => html);

  router.get(/.*/, (req, res, next) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does this for you).');
      return;
    }
    // A draft's preview is framed by the admin (issue #52); every other page refuses any frame.
    if (matchAppRoute(req.path)?.route.private)
      (framedPolicy ??= pagePolicy(publicUrl, loadTemplate(), { framedBySelf: true }))(req, res, next);
    else (policy ??= pagePolicy(publicUrl, loadTemplate()))(req, res, next);
  });
  router.get(/.*/, async (req: Request, res) => {
    res.set('Cache-Control', 'no-cache');
    try {
      const served = await seo.serve(req.path, { clientAddress: clientAddress(req) });
      if (served.status === 301) {
        res.redirect(301, served.location);
        return;
      }
      const pathname = normalizePath(req.path);
      const openingStatus = business.openingStatus(served.business);
      // Every page carries the business facts; the areas' ZIP codes only the booking form reads, and it asks for them.
      // The areas with a page to point to are the footer's (issue #42).
      const site = { business: siteBusiness(served.business), openingStatus, areaPages: served.listedAreas };
      const rendered = served.prerender ? await prerenderer.render(pathname, site) : null;
      // Without the app's render, a content page still has its own body for readers without JavaScript.
      const body = rendered?.html ?? served.html ?? '';
      // The same HTML for every visitor until a write changes it (the response cache drops it then);
      // a page whose render failed is not kept.
      // The page says whether the office is open: kept no longer than until that changes.
      const seconds = business.keepSeconds(openingStatus, HTML_CACHE_SECONDS);
      if (served.private) res.set('Cache-Control', 'no-store');
      else if (served.status === 200 && seconds > 0 && (rendered || !prerenderer.renders(pathname))) cacheFor(res, seconds);
      const appData = rendered && Object.keys(rendered.data).length > 0 ? rendered.data : undefined;
      sendHtml(
        req,
        res.status(served.status),
        fill(served.headTags, { ...site, seo: served.siteSeo, locale: served.locale } satisfies SiteConfig, body, appData),
      );
    } catch (error) {
      // The database is unreachable: the app itself may still show something useful.
      req.log.error({ err: error }, 'could not render the head of a page');
      const known = await business.facts().catch(() => undefined);
      sendHtml(
        req,
        res.status(503),
        fill(`<title>${escapeHtml(known?.name ?? '')}</title>`, known ? { business: siteBusiness(known) } : {}, ''),
      );
    }
  });
  return router;
}
