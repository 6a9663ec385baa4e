// ESLint for every package (`npm run lint`; `npm test` runs it after the type-check). Mostly the
// import boundaries (issue #16), checked on resolved paths, so a relative path, a package name and
// a re-export are held to the same rules; then typescript-eslint's recommended rules and React's
// rules of hooks.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const dirsIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Globs under the repository (a zone's `except` globs are matched against absolute paths). */
const inRepo = (...globs) => globs.map((glob) => path.join(root, glob));

/** Source files that are not tests (tests may start the whole app, and use packages/test-support). */
const notTests = (dir) => [`${dir}/**/!(*.test).ts`, `${dir}/**/!(*.test).tsx`];

/**
 * A server domain (server/src/modules/<domain>) builds on what lies below it (config, db, lib,
 * the logger), the registration contract (modules/domain-module.ts and the public-routes.ts it
 * names) and other domains' public index.ts; never on the wiring above it (app, main, services,
 * graphql, http, ssr, cli, the module list) nor on another domain's insides.
 */
const domainZones = dirsIn('server/src/modules').map((domain) => ({
  target: notTests(`server/src/modules/${domain}`),
  from: ['server/src/**'],
  except: inRepo(
    `server/src/modules/${domain}/**`,
    'server/src/modules/*/index.ts',
    'server/src/modules/domain-module.*',
    'server/src/modules/public-routes.*',
    'server/src/config/**',
    'server/src/db/**',
    'server/src/lib/**',
    'server/src/logger.*',
  ),
  message:
    "A domain imports config, db, lib, the logger, modules/domain-module.ts, modules/public-routes.ts and other domains' index.ts only.",
}));

/**
 * A web feature (web/src/features/<feature>) imports its own files, platform, ui, the generated
 * gql and @plumbing/shared; another feature only through its index.ts or admin/index.ts.
 */
const featureZones = dirsIn('web/src/features').map((feature) => ({
  target: `web/src/features/${feature}`,
  from: ['web/src/**'],
  except: inRepo(
    `web/src/features/${feature}/**`,
    'web/src/features/*/index.ts',
    'web/src/features/*/admin/index.ts',
    'web/src/platform/**',
    'web/src/ui/**',
    'web/src/gql/**',
  ),
  message:
    'A feature imports its own files, platform, ui, gql and @plumbing/shared; another feature through its index.ts or admin/index.ts only.',
}));

/**
 * The packages the shared package may use: pure JavaScript that runs alike in Node and the browser
 * (no Node, no DOM): time zones by the platform's Intl data, FormatJS for the site's messages
 * in two languages (issue #41), and Unicode's confusables for the text rules compare (issue #49).
 */
const SHARED_PACKAGES = ['@date-fns/tz', 'intl-messageformat', 'unhomoglyph'];
const SHARED_RULE = `The shared package imports nothing outside itself (no Node, no DOM) but the platform-neutral packages ${SHARED_PACKAGES.join(', ')}.`;

const ZONES = [
  { target: 'web', from: 'server', message: 'The web app never imports the server: what both read is in @plumbing/shared.' },
  { target: 'server', from: 'web', message: 'The server never imports the web app: what both read is in @plumbing/shared.' },
  {
    target: 'packages/shared',
    from: ['**'],
    except: [...inRepo('packages/shared/**'), ...SHARED_PACKAGES.map((name) => path.join(root, 'node_modules', name, '**'))],
    message: SHARED_RULE,
  },
  {
    target: [...notTests('server/src'), ...notTests('web/src')],
    from: 'packages/test-support',
    message: '@plumbing/test-support is for tests only.',
  },
  {
    target: 'packages/test-support',
    from: ['**'],
    except: inRepo('packages/test-support/**', 'node_modules/**'),
    message:
      'The test-support package imports nothing of the server, the web app or the shared package (it runs the built server as a process).',
  },
  ...domainZones,
  // Below the domains: config, then lib, then db. Each builds only on what lies below it, so the
  // wiring above hands db the domains' entities (server/src/database.ts) rather than db reading them.
  {
    target: notTests('server/src/config'),
    from: ['server/src/**'],
    except: inRepo('server/src/config/**'),
    message: 'config imports nothing of the server but config.',
  },
  {
    target: notTests('server/src/lib'),
    from: ['server/src/**'],
    except: inRepo('server/src/lib/**', 'server/src/config/**', 'server/src/logger.*'),
    message: 'lib imports config and the logger only (never db, the domains or the wiring).',
  },
  {
    target: notTests('server/src/db'),
    from: ['server/src/**'],
    except: inRepo('server/src/db/**', 'server/src/lib/**', 'server/src/config/**', 'server/src/logger.*'),
    message: "db imports lib, config and the logger only: the domains' entities are handed to it (server/src/database.ts).",
  },
  {
    // One direction: subscriptions (http) use graphql's error formatter; what both read lies in lib.
    target: 'server/src/graphql',
    from: 'server/src/http',
    message: 'graphql never imports http (http may import graphql); move what both need down to lib.',
  },
  {
    target: 'web/src/platform',
    from: ['web/src/**'],
    except: inRepo('web/src/platform/**', 'web/src/gql/**'),
    message: 'platform imports gql and @plumbing/shared only.',
  },
  {
    target: 'web/src/ui',
    from: ['web/src/**'],
    except: inRepo('web/src/ui/**', 'web/src/platform/**', 'web/src/gql/**'),
    message: 'ui imports platform, gql and @plumbing/shared only.',
  },
  ...featureZones,
  {
    // The router loads a public screen lazily as a chunk of its own, a page of islands each island: the public pages' JS budgets depend on it.
    target: 'web/src/app',
    from: ['web/src/features/**'],
    except: inRepo(
      'web/src/features/*/index.ts',
      'web/src/features/*/admin/index.ts',
      'web/src/features/*/{public,admin}/*-screen.tsx',
      'web/src/features/*/public/*-island.tsx',
      'web/src/features/*/public/*.css',
    ),
    message:
      'app imports a feature through its index.ts, admin/index.ts, its route screens (*-screen.tsx), public islands (*-island.tsx) and public stylesheets only.',
  },
].map((zone) => ({ ...zone, from: [zone.from].flat().map((from) => path.resolve(root, from)) }));

/** The server and the web app use a package as any of its users would: by its name, never by a path into it. */
const PACKAGES_BY_NAME = {
  regex: '^(\\.\\./)+packages/',
  message: 'Import a package by its name (@plumbing/shared, @plumbing/test-support).',
};

export default defineConfig(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-ssr/', 'web/src/gql/', 'test-results/', 'data/', 'coverage/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
          // The shared package's sources, as Vite, jest and tsc read them.
          conditionNames: ['plumbing-source', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: ZONES }],
      // A relative import the resolver cannot follow would escape the boundaries above unchecked.
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      // The project's style: an unused parameter a signature needs is named _name (Express's error
      // handler, stand-ins with the real one's signature), and `const { omitted, ...rest }` drops a key.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['server/**', 'web/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PACKAGES_BY_NAME] }] },
  },
  {
    // The browser's catalogs are parsed at build time and FormatJS's parser is left out of its build
    // (web/precompiled-catalogs-plugin.ts): a text catalog there could not be formatted.
    files: ['web/src/**'],
    ignores: ['web/src/platform/i18n/**', 'web/src/app/prerender.tsx', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@plumbing/shared',
              importNames: ['en', 'es', 'englishTranslator', 'createTranslator'],
              message: "The page's words are useWords(); the owner's screens' English is englishWords() (platform/i18n).",
            },
          ],
          patterns: [PACKAGES_BY_NAME],
        },
      ],
    },
  },
  {
    files: ['server/src/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'graphql', message: 'Domains throw DomainError; GraphQL is the transport above them (resolvers keep type-graphql).' },
          ],
          patterns: [
            PACKAGES_BY_NAME,
            { group: ['graphql/*'], message: 'Domains throw DomainError; GraphQL is the transport above them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(?!\\.|${SHARED_PACKAGES.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')}$)`, message: SHARED_RULE },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Scripts, configs and the service worker are plain JavaScript: Node's globals, the worker's in web/public.
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // A CommonJS file (the jest configs) can only require what it builds on.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
);
