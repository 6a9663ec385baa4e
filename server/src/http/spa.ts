import express, { Router, type Request } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/env';
import { REPO_ROOT } from '../config/env';
import { escapeHtml, jsonForScript } from './html';
import { precompressedAssets, sendHtml } from './precompressed';
import { normalizePath, prerenderPublicPages } from './prerender';

export const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');

/** Routes the app itself knows; anything else is answered with the app's 404 screen and status 404. */
const APP_ROUTES: Array<{ pattern: RegExp; title: string }> = [
  { pattern: /^\/$/, title: '' },
  { pattern: /^\/projects\/?$/, title: 'Projects' },
  { pattern: /^\/projects\/[^/]+\/?$/, title: 'Project' },
  { pattern: /^\/about\/?$/, title: 'About Us' },
  { pattern: /^\/contact\/?$/, title: 'Contact Us' },
  { pattern: /^\/schedule\/?$/, title: 'Schedule Service' },
  { pattern: /^\/(admin-login|login)\/?$/, title: 'Admin Login' },
  { pattern: /^\/admin-setup\/?$/, title: 'Admin Setup' },
  { pattern: /^\/admin(\/.*)?$/, title: 'Administration' },
];

/**
 * Serves the built web app: hashed assets with immutable caching, and index.html with its
 * placeholders filled for each route (head tags, the business facts the shell shows).
 */
export function spaRouter(config: Config, distDir = WEB_DIST): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  let template: string | undefined;
  const loadTemplate = () => (template ??= fs.readFileSync(indexFile, 'utf8'));

  router.use('/assets', precompressedAssets(path.join(distDir, 'assets')));
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));

  const prerendered = prerenderPublicPages(config.business, distDir);
  const siteConfig = `<script id="site-config" type="application/json">${jsonForScript({ business: config.business })}</script>`;

  router.get(/.*/, (req: Request, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does this for you).');
      return;
    }
    const route = APP_ROUTES.find((r) => r.pattern.test(req.path));
    const title = route?.title ? `${route.title} | ${config.business.name}` : config.business.name;
    const head = `<title>${escapeHtml(title)}</title>`;
    const html = loadTemplate()
      .replace('<!--app-head-->', head)
      .replace('<!--site-config-->', siteConfig)
      .replace('<!--app-html-->', () => prerendered.get(normalizePath(req.path)) ?? '');
    sendHtml(req, res.status(route ? 200 : 404).set('Cache-Control', 'no-cache'), html);
  });
  return router;
}
