// ESLint over every package (eslint.config.mjs: the import boundaries, typescript-eslint's
// recommended rules, React's rules of hooks), files unchanged since the last run not linted again
// (the cache in node_modules/.cache/eslint); then dpdm looks for import cycles, type-only imports
// included: a cycle through types still ties the layers together; and Prettier checks that every
// file is formatted as it would write it (.prettierrc.json; `npx prettier --write .` mends it).
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { ESLint } from 'eslint';
import { runNode } from './run-node.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Resolves to whether nothing is reported as an error; prints ESLint's report otherwise. */
export async function lint() {
  console.log('Linting...');
  const eslint = new ESLint({
    cwd: root,
    cache: true,
    cacheLocation: path.join(root, 'node_modules', '.cache', 'eslint', '.eslintcache'),
    cacheStrategy: 'content',
  });
  const results = await eslint.lintFiles(['.']);
  const errors = results.reduce((sum, result) => sum + result.errorCount + result.fatalErrorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  if (errors || warnings) console.error(await (await eslint.loadFormatter('stylish')).format(results));
  return errors === 0 && (await noImportCycles()) && (await formatted());
}

/** Resolves to whether Prettier would leave every file as it is; names the files it would change otherwise. */
async function formatted() {
  const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const code = await runNode(prettier, ['--check', '--cache', '--log-level', 'warn', '.']);
  if (code !== 0) console.error('Not formatted as Prettier writes it: run `npx prettier --write .`');
  return code === 0;
}

/** The folders whose sources may not import themselves through others (tests included). */
const CYCLE_SOURCES = ['server/src', 'server/test', 'web/src', 'web/e2e', 'packages/shared/src', 'packages/test-support/src'];

/** Every import cycle among the sources under `cwd` (the repository unless a test plants one elsewhere), each a list of files. */
export async function importCycles(cwd = root) {
  const sources = CYCLE_SOURCES.map((dir) => `${dir}/**/*.{ts,tsx}`);
  const tree = await parseDependencyTree(sources, { cwd, transform: false, skipDynamicImports: false });
  return canonicalCycles(parseCircular(tree, false));
}

/**
 * Each cycle started at its first file by name, and the cycles in order: dpdm parses files
 * concurrently, so the same cycle may otherwise start at whichever of its files it reached first.
 */
export function canonicalCycles(cycles) {
  const rotated = cycles.map((cycle) => {
    const start = cycle.indexOf([...cycle].sort()[0]);
    return [...cycle.slice(start), ...cycle.slice(0, start)];
  });
  return rotated.sort((a, b) => a.join('\n').localeCompare(b.join('\n')));
}

/** Resolves to whether no source file imports itself through others; prints each cycle otherwise. */
async function noImportCycles() {
  const cycles = await importCycles();
  for (const cycle of cycles) console.error(`Import cycle: ${[...cycle, cycle[0]].join(' -> ')}`);
  return cycles.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await lint()) ? 0 : 1;
