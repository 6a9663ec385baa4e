import { Router } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { plainPage } from '../lib/html';
import { sendHtml } from './precompressed';
import { playgroundPolicy } from '../http/security-headers';

/**
 * The GraphQL playground for developers (GraphiQL, web/src/playground, built by the web app into
 * dist/ with its own scripts, styles and Monaco's workers: it works offline). Browsers asking
 * for HTML at GET /graphql get it; API requests pass on to Apollo.
 */
export function graphqlPlaygroundRouter(publicUrl: string, distDir: string): Router {
  const file = path.join(distDir, 'graphql-playground.html');
  let page: string | undefined;
  const policy = playgroundPolicy(publicUrl);
  const router = Router();
  router.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    if (!page && !fs.existsSync(file)) {
      res.status(503).type('text').send('The GraphQL playground is not built yet: run `npm run build` (npm start does this for you).');
      return;
    }
    page ??= fs.readFileSync(file, 'utf8');
    res.set('Cache-Control', 'no-cache');
    policy(req, res, () => sendHtml(req, res, page!));
  });
  return router;
}

/**
 * Where the explorer is off (production): a browser opening GET /graphql reads in plain words what
 * the address is and how a developer explores it, instead of an API error; API requests pass on.
 */
export function graphqlExplorerOffRouter(): Router {
  const router = Router();
  const page = plainPage(
    'GraphQL API',
    `<p>This address is the website's GraphQL API: programs use it, people use the website.</p>
<p>Its explorer is turned off on this site. Developers explore the API by running the site with <code>npm run dev</code>, or by starting it with <code>GRAPHQL_EXPLORER=true</code>; its schema is the file <code>schema.graphql</code> in the site's source.</p>`,
  );
  router.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res.set('Cache-Control', 'no-cache').type('html').send(page);
  });
  return router;
}
