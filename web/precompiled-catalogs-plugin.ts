import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

type Parse = (message: string) => unknown[];
type Words = Record<string, string>;
type Areas = Record<string, Words>;

const PARSER = '@formatjs/icu-messageformat-parser';
/** The module that loads a part of a language's catalog (web/src/platform/i18n/load-words.ts). */
const WORDS_MODULE = 'virtual:words';
/** What a chunk of one part of a language's catalog is made from: its module's id starts so. */
export const WORDS_CHUNK_SOURCE = '\0virtual:words-';
/** One part of one language's catalog, e.g. virtual:words-es-site (its chunk is named words-es-site). */
const AREA_MODULE = /^\0virtual:words-(\w+)-(\w+)$/;
/** The whole English catalog, which the owner's screens read (src/platform/i18n/english-words.ts). */
const CATALOG_MODULE = /\/src\/platform\/i18n\/catalog-en\.ts$/;
/** The e-mails' words: only the server writes e-mails. */
const SERVER_ONLY_AREA = 'mail';

/** The ICU parser the shared package's translator formats with (its own copy, whose trees it reads), as a module URL. */
function formatjsParserUrl(): string {
  const translator = fileURLToPath(new URL('../packages/shared/src/i18n/translator.ts', import.meta.url));
  const messageformatEntry = createRequire(translator).resolve('intl-messageformat');
  return pathToFileURL(createRequire(messageformatEntry).resolve(PARSER)).href;
}

/**
 * The browser's words, from the shared package's catalogs (packages/shared/src/i18n/catalogs):
 *
 * - `virtual:words` exports `wordAreas`, a loader for each part of each language's catalog
 *   (enAreas/esAreas, the e-mails' part left out), each part a chunk of its own: a page fetches its
 *   language's parts it shows (load-words.ts).
 * - In the build, as FormatJS recommends for production (its CLI's `compile --ast`), every message
 *   arrives already parsed into its ICU tree, so FormatJS's message parser (about 7 KB gzip) is
 *   left out: its import resolves to the package's own `no-parser` entry. So does the whole English
 *   catalog the owner's screens read (src/platform/i18n/catalog-en.ts). The server, its pre-render,
 *   the development server and the unit tests keep the parser and the texts.
 */
export function precompiledCatalogsPlugin(): Plugin {
  let build = false;
  let parse: Parse | undefined;
  let catalogs: Record<string, Areas>;
  const parsed = (words: Words) => (parse ? Object.fromEntries(Object.entries(words).map(([id, text]) => [id, parse!(text)])) : words);
  return {
    name: 'precompiled-catalogs',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async buildStart() {
      if (build) ({ parse } = (await import(formatjsParserUrl())) as { parse: Parse });
      // The shared package's TypeScript sources, read through Vite's module runner.
      const source = (file: string) => fileURLToPath(new URL(`../packages/shared/src/i18n/catalogs/${file}`, import.meta.url));
      const [{ module: english }, { module: spanish }] = await Promise.all([
        runnerImport<{ enAreas: Areas }>(source('en.ts')),
        runnerImport<{ esAreas: Areas }>(source('es.ts')),
      ]);
      catalogs = { en: english.enAreas, es: spanish.esAreas };
    },
    async resolveId(source, importer) {
      if (source === WORDS_MODULE || source.startsWith(`${WORDS_MODULE}-`)) return `\0${source}`;
      if (build && source === PARSER && importer) return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
      return null;
    },
    load(id) {
      if (id === `\0${WORDS_MODULE}`) {
        const loaders = Object.entries(catalogs).map(([locale, areas]) => {
          const parts = Object.keys(areas)
            .filter((area) => area !== SERVER_ONLY_AREA)
            .map((area) => `${area}: () => import('${WORDS_MODULE}-${locale}-${area}').then((part) => part.default)`);
          return `${locale}: { ${parts.join(', ')} }`;
        });
        return `export const wordAreas = { ${loaders.join(', ')} };`;
      }
      const area = AREA_MODULE.exec(id);
      if (area) {
        const [, locale, name] = area;
        const words = catalogs[locale]?.[name];
        if (!words || name === SERVER_ONLY_AREA) this.error(`${id}: no such part of the browser's catalogs`);
        return `export default ${JSON.stringify(parsed(words))};`;
      }
      if (build && CATALOG_MODULE.test(id)) {
        const words = Object.entries(catalogs.en).filter(([name]) => name !== SERVER_ONLY_AREA);
        return `export const en = ${JSON.stringify(Object.assign({}, ...words.map(([, part]) => parsed(part))))};`;
      }
      return null;
    },
  };
}
