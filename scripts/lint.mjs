// ESLint over every package (eslint.config.mjs: the import boundaries, typescript-eslint's
// recommended rules, React's rules of hooks). Files unchanged since the last run are not linted
// again (the cache in node_modules/.cache/eslint).
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');

/** Resolves to whether nothing is reported as an error; prints ESLint's report otherwise. */
export async function lint() {
  console.log('Linting...');
  const eslint = new ESLint({ cwd: root, cache: true, cacheLocation: path.join(root, 'node_modules', '.cache', 'eslint', '.eslintcache'), cacheStrategy: 'content' });
  const results = await eslint.lintFiles(['.']);
  const errors = results.reduce((sum, result) => sum + result.errorCount + result.fatalErrorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  if (errors || warnings) console.error(await (await eslint.loadFormatter('stylish')).format(results));
  return errors === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await lint()) ? 0 : 1;
