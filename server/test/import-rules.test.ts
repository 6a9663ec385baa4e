import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../src/config/env';
import { tempDirs } from './temp-dirs';

/**
 * `npm run lint`'s import rules are live: a forbidden import planted in memory (ESLint's lintText,
 * at a path inside a layer) is reported, and so is an import cycle through types planted in a
 * scratch tree. ESLint's config and scripts/lint.mjs are ES modules, so they run in a child Node.
 */
function runModule(source: string): unknown {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', source], { cwd: REPO_ROOT, encoding: 'utf8' });
  return JSON.parse(out);
}

const url = (file: string) => JSON.stringify(pathToFileURL(path.join(REPO_ROOT, file)).href);

/** What ESLint reports for each text were it the file at its path (in the repository; the file need not exist). */
function boundaryErrors(planted: Record<string, string>): Record<string, string[]> {
  return runModule(`
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: ${JSON.stringify(REPO_ROOT)} });
    const planted = ${JSON.stringify(planted)};
    const found = {};
    for (const [file, text] of Object.entries(planted)) {
      const [result] = await eslint.lintText(text, { filePath: ${JSON.stringify(REPO_ROOT)} + '/' + file });
      found[file] = result.messages.map((message) => message.ruleId + ': ' + message.message);
    }
    console.log(JSON.stringify(found));
  `) as Record<string, string[]>;
}

describe('import rules', () => {
  const makeTempDir = tempDirs();

  it('reports db importing the domains, lib importing db, and graphql importing http; not http importing graphql', () => {
    const found = boundaryErrors({
      'server/src/db/planted.ts': "import { DOMAIN_MODULES } from '../modules';\nexport const planted = DOMAIN_MODULES;\n",
      'server/src/lib/planted.ts': "import { openDatabase } from '../db/database';\nexport const planted = openDatabase;\n",
      'server/src/graphql/planted.ts': "import { clientAddress } from '../http/client-address';\nexport const planted = clientAddress;\n",
      'server/src/http/planted.ts':
        "import { logUnexpectedErrors } from '../graphql/unexpected-errors';\nexport const planted = logUnexpectedErrors;\n",
    });
    expect(found['server/src/db/planted.ts']).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*\. db imports lib, config/),
    ]);
    expect(found['server/src/lib/planted.ts']).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*\. lib imports config/)]);
    expect(found['server/src/graphql/planted.ts']).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*\. graphql never imports http/),
    ]);
    expect(found['server/src/http/planted.ts']).toEqual([]);
  });

  it('reports an import cycle through type-only imports', () => {
    const scratch = makeTempDir('planted-cycle-');
    const dir = path.join(scratch, 'server', 'src', 'planted');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import type { A } from './a';\nexport type C = A;\n");
    const cycles = runModule(`
      const { importCycles } = await import(${url('scripts/lint.mjs')});
      console.log(JSON.stringify(await importCycles(${JSON.stringify(scratch)})));
    `);
    expect(cycles).toEqual([['server/src/planted/a.ts', 'server/src/planted/b.ts']]);
  });

  it('names a cycle the same way whichever of its files the parse reached first', () => {
    // dpdm parses files concurrently, so a cycle may start at any of its members (1 run in 20 here).
    const named = runModule(`
      const { canonicalCycles } = await import(${url('scripts/lint.mjs')});
      console.log(JSON.stringify(canonicalCycles([['z.ts', 'x.ts'], ['c.ts', 'a.ts', 'b.ts'], ['b.ts', 'a.ts']])));
    `);
    expect(named).toEqual([
      ['a.ts', 'b.ts'],
      ['a.ts', 'b.ts', 'c.ts'],
      ['x.ts', 'z.ts'],
    ]);
  });
});
