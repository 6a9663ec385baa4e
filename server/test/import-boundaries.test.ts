import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';

/**
 * Issue #16: the server and the web app meet only in packages (@plumbing/shared for what both
 * read, @plumbing/test-support for what both sides' tests use), and the shared package stands
 * alone (no Node, no DOM, nothing of either side). Every import, export-from, dynamic import and
 * require with a relative path is resolved and checked.
 */
const AREAS = ['server', 'web', 'packages/shared', 'packages/test-support'] as const;
type Area = (typeof AREAS)[number];
const SCANNED: Record<Area, string[]> = {
  server: ['server/src', 'server/test'],
  web: ['web/src', 'web/e2e'],
  'packages/shared': ['packages/shared/src'],
  'packages/test-support': ['packages/test-support/src'],
};
const MAY_IMPORT: Record<Area, readonly Area[]> = {
  server: ['server'],
  web: ['web'],
  'packages/shared': ['packages/shared'],
  'packages/test-support': ['packages/test-support'],
};
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)'([^']+)'/gm;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs|cjs)$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

const areaOf = (file: string) => AREAS.find((area) => file.startsWith(`${area}/`));

function crossings(): string[] {
  const found: string[] = [];
  for (const area of AREAS) {
    for (const file of SCANNED[area].flatMap(sourceFiles)) {
      for (const [, specifier] of fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(SPECIFIER)) {
        const local = specifier.startsWith('.');
        if (area === 'packages/shared' && !local) {
          found.push(`${file} -> ${specifier} (the shared package imports nothing)`);
          continue;
        }
        if (!local) continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        if (!MAY_IMPORT[area].includes(areaOf(target) as Area)) found.push(`${file} -> ${target}`);
      }
    }
  }
  return found;
}

/** Domain modules refuse with DomainError and leave GraphQL to the transport (resolvers keep type-graphql's decorators). */
function graphqlImportsInModules(): string[] {
  return sourceFiles('server/src/modules').flatMap((file) =>
    [...fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(SPECIFIER)]
      .map(([, specifier]) => specifier)
      .filter((specifier) => specifier === 'graphql' || specifier.startsWith('graphql/'))
      .map((specifier) => `${file} -> ${specifier}`),
  );
}

/**
 * Issue #16: a domain (server/src/modules/<domain>) builds on what lies below it — config, db, the
 * logger, lib — the registration contract (modules/domain-module.ts) and other domains' public
 * index.ts, never on the wiring above it (app, services, graphql, http, ssr, the module list).
 * Tests may start the whole app.
 */
const BELOW_DOMAINS = /^server\/src\/(config|db|lib)\/|^server\/src\/logger$|^server\/src\/modules\/domain-module$/;

function upwardImportsInModules(): string[] {
  return sourceFiles('server/src/modules')
    .filter((file) => !file.endsWith('.test.ts') && file.split('/').length > 4)
    .flatMap((file) => {
      const domain = file.split('/')[3];
      return [...fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(SPECIFIER)]
        .map(([, specifier]) => specifier)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
        .filter((target) => {
          const [, , , targetDomain, ...inside] = target.split('/');
          const ownOrIndex = target.startsWith('server/src/modules/') && (targetDomain === domain || inside.length === 0);
          return !ownOrIndex && !BELOW_DOMAINS.test(target);
        })
        .map((target) => `${file} -> ${target}`);
    });
}

describe('import boundaries', () => {
  it('no file imports across the server/web boundary, except through the packages', () => {
    expect(crossings()).toEqual([]);
  });

  it('a domain imports config, db, logger, lib, the registration contract and other domains\' index.ts only', () => {
    expect(upwardImportsInModules()).toEqual([]);
  });

  it('no file under server/src/modules imports graphql (services throw DomainError)', () => {
    expect(graphqlImportsInModules()).toEqual([]);
  });
});
