import fs from 'node:fs';
import path from 'node:path';

/**
 * A small GraphQL explorer for developers that works offline (Apollo's default landing page
 * loads from the internet). Served at GET /graphql to browsers when GRAPHQL_EXPLORER is on.
 */
export const explorerPage = fs.readFileSync(path.join(__dirname, 'explorer.html'), 'utf8');
