// `npm start`: builds what is not built yet, then serves the production build on the
// embedded defaults (or whatever the environment sets; docs/configuration.md lists them).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.resolve(import.meta.dirname, '..', 'server', 'dist', 'main.js')).href);
