// Builds the shared package, the server and the web app when their output is missing or older than their sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

// In build order. The server and the web app read the shared package, so its sources are theirs too.
// packages/test-support is not here: only tests read it, as sources, and no build contains it.
const shared = [
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/shared/tsconfig.json',
  'packages/shared/tsconfig.build.json',
  'tsconfig.json',
];
/** What follows a part's name where a start says it builds it. */
const PART_WORDS = { shared: ' package', server: '', web: ' app' };
const parts = [
  { name: 'shared', workspace: 'packages/shared', output: 'packages/shared/dist/index.js', sources: shared },
  {
    name: 'server',
    workspace: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/package.json', 'server/tsconfig.json', 'server/swc.config.cjs', 'scripts/build-server.mjs', ...shared],
  },
  {
    name: 'web',
    workspace: 'web',
    output: 'web/dist/index.html',
    sources: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/graphql-playground.html',
      'web/vite.config.ts',
      'web/graphql-documents-plugin.ts',
      'web/precompiled-catalogs-plugin.ts',
      'web/app-start-script.ts',
      'web/package.json',
      ...shared,
    ],
  },
];

/**
 * Runs a build, its report (the bundler's file list and timings, which a newcomer reads as trouble)
 * shown only when it fails.
 */
function quietly(command) {
  try {
    execSync(command, { cwd: root, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    process.stderr.write(error.stderr ?? '');
    throw error;
  }
}

/** `dryRun` only names what it would build; `only` names the parts wanted (all by default). */
export function buildIfStale({ force = false, dryRun = false, only = parts.map((part) => part.name) } = {}) {
  for (const part of parts.filter((p) => only.includes(p.name))) {
    const built = newestMtime(path.join(root, part.output));
    const changed = Math.max(...part.sources.map((s) => newestMtime(path.join(root, s))));
    if (force || built === 0 || changed > built) {
      console.log(`Building the ${part.name}${PART_WORDS[part.name]} (only after its sources change; up to a minute the first time)...`);
      if (!dryRun) quietly(`npm run build -w ${part.workspace}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildIfStale({ force: process.argv.includes('--force'), dryRun: process.argv.includes('--dry-run') });
