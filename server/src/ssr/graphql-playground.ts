import { Router } from 'express';
import fs from 'node:fs';
import path from 'node:path';
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
