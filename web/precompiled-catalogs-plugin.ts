import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

type Parse = (message: string) => unknown[];
type Catalogs = Record<string, Record<string, string>>;

const PARSER = '@formatjs/icu-messageformat-parser';
const CATALOG_MODULE = /\/src\/platform\/i18n\/catalog-(en|es)\.ts$/;

/** The ICU parser the shared package's translator formats with (its own copy, whose trees it reads), as a module URL. */
function formatjsParserUrl(): string {
  const translator = fileURLToPath(new URL('../packages/shared/src/i18n/translator.ts', import.meta.url));
  const messageformatEntry = createRequire(translator).resolve('intl-messageformat');
  return pathToFileURL(createRequire(messageformatEntry).resolve(PARSER)).href;
}

/**
 * What FormatJS recommends for production (its CLI's `compile --ast`): the browser's catalogs arrive
 * already parsed into ICU message trees, so FormatJS's message parser (about 7 KB gzip of the first
 * load) is left out of the build — its import resolves to the package's own `no-parser` entry. Each
 * of src/platform/i18n/catalog-{en,es}.ts becomes its language's parsed messages, without the
 * e-mails' words, which only the server writes (a test checks the web app asks for none of them:
 * server/test/i18n/catalogs.test.ts). The server, its pre-render and the unit tests keep the parser
 * and the text catalogs.
 */
export function precompiledCatalogsPlugin(): Plugin {
  let parse: Parse;
  let catalogs: Catalogs;
  let serverOnly: Set<string>;
  return {
    name: 'precompiled-catalogs',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    async buildStart() {
      ({ parse } = (await import(formatjsParserUrl())) as { parse: Parse });
      // The shared package's TypeScript sources, read through Vite's module runner.
      const source = (file: string) => fileURLToPath(new URL(`../packages/shared/src/i18n/catalogs/${file}`, import.meta.url));
      const [{ module: english }, { module: spanish }, { module: mail }] = await Promise.all([
        runnerImport<{ en: Record<string, string> }>(source('en.ts')),
        runnerImport<{ es: Record<string, string> }>(source('es.ts')),
        runnerImport<{ enMail: Record<string, string> }>(source('en/mail.ts')),
      ]);
      catalogs = { en: english.en, es: spanish.es };
      serverOnly = new Set(Object.keys(mail.enMail));
    },
    async resolveId(source, importer) {
      if (source !== PARSER || !importer) return null;
      return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
    },
    load(id) {
      const locale = CATALOG_MODULE.exec(id)?.[1];
      if (!locale) return null;
      const messages = Object.entries(catalogs[locale])
        .filter(([messageId]) => !serverOnly.has(messageId))
        .map(([messageId, text]) => [messageId, parse(text)]);
      return `export const ${locale} = ${JSON.stringify(Object.fromEntries(messages))};`;
    },
  };
}
