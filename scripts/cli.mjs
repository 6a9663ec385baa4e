// `npm run backup` / `npm run restore`: builds the server if it is not built yet (not the web app:
// neither command serves pages), then runs its command in this process, so Ctrl-C or a SIGTERM
// sent to npm reaches it (the scripts exec node).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const [command] = process.argv.splice(2, 1);
buildIfStale({ only: ['shared', 'server'] });
await import(pathToFileURL(path.resolve(import.meta.dirname, '..', 'server', 'dist', 'cli', `${command}.js`)).href);
