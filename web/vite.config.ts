import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { antdStaticStylesPlugin } from './antd-static-styles-plugin.ts';
import { appStartScript } from './app-start-script.ts';
import { graphqlDocumentsPlugin } from './graphql-documents-plugin.ts';
import { precompiledCatalogsPlugin, WORDS_CHUNK_SOURCE } from './precompiled-catalogs-plugin.ts';

// In development the API server runs beside Vite on port 4000.
const apiServer = 'http://localhost:4000';

/** Writes .br and .gz copies beside each script and stylesheet of the build; the server sends them (server/src/ssr/precompressed.ts). */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file))) {
        const file = path.join(options.dir!, name);
        const source = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}

/** The public site's screens, each a lazily loaded chunk of its own (src/app/app.tsx). */
const PUBLIC_SCREEN = /\/src\/features\/[^/]+\/public\//;

/**
 * The page arrives pre-rendered (server/src/ssr/prerender.ts); its scripts only bring it to
 * life. The entry, src/app/boot.ts, is fetched once the markup has painted (app-start-script.ts)
 * and starts src/app/main.tsx.
 *
 * The scripts the public pages run on are listed in shell-assets.json, for the service worker
 * to keep for offline starts, and each starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136+; other browsers read a comment): nearly all of
 * their code runs as a page starts, so it is compiled while it downloads, on a background
 * thread, instead of function by function on the main thread while the page is adopted. That
 * main-thread compiling measured 100-130 ms on /projects without the hint, under 15 ms with it.
 */
function appShell(): Plugin {
  return {
    name: 'app-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // The entry's tag becomes the inline script that adds it after the first paint (app-start-script.ts).
      handler(html) {
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('index.html has no module script for the app');
        return html
          .replace(entry[0], '')
          .replace('</body>', () => `  <script type="module">${appStartScript(entry[1])}</script>\n  </body>`);
      },
    },
    generateBundle: {
      // After Vite's own hooks: chunks that turned out empty (CSS-only ones) are gone by then.
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk) return;
          chunk.imports.forEach(add);
          // Only the entry brings a stylesheet, the one index.html links (src/app/styles.ts lists what
          // goes in): a public screen's sheet arriving with its script would leave the server's
          // markup unstyled until then.
          const css = [...(chunk.viteMetadata?.importedCss ?? [])];
          if (css.length > 0 && !chunk.isEntry)
            this.error(`${chunk.facadeModuleId ?? chunk.name} brings ${css.join(', ')}: list its stylesheets in src/app/styles.ts`);
          css.forEach((file) => files.add(file));
        };
        for (const chunk of chunks) {
          const source = chunk.facadeModuleId ?? '';
          // The entry, the app, a page of islands' start and its islands' React root, the public screens, and what
          // they load on demand: the page's catalog (platform/i18n/load-words.ts) and its parts, the Apollo client
          // (platform/apollo/apollo-screen.tsx) and the live-updates client (platform/change-events/change-events-client.ts).
          const publicPart =
            source.startsWith(WORDS_CHUNK_SOURCE) ||
            [
              '/src/app/main.tsx',
              '/src/app/islands.ts',
              '/src/app/island-root.tsx',
              '/src/platform/i18n/load-words.ts',
              '/src/platform/apollo/apollo-screen.tsx',
              '/src/platform/change-events/change-events-client.ts',
            ].some((file) => source.endsWith(file));
          if (chunk.isEntry || publicPart || PUBLIC_SCREEN.test(source)) add(chunk.fileName);
        }
        for (const chunk of chunks) if (files.has(chunk.fileName)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        this.emitFile({
          type: 'asset',
          fileName: 'shell-assets.json',
          source: JSON.stringify([...files].map((file) => `/${file}`).sort()),
        });
      },
    },
  };
}

/**
 * The public pages' stylesheets are all in the entry's one stylesheet (src/app/styles.ts imports
 * them; see appShell). A component still imports its own sheet, which says what it needs; in the
 * build that import of an already listed sheet resolves to nothing, so a lazily loaded screen does
 * not gain an import of the entry chunk for it.
 */
function listedStylesheets(): Plugin {
  const list = fileURLToPath(new URL('src/app/styles.ts', import.meta.url));
  const EMPTY = '\0listed-stylesheet';
  let listed = new Set<string>();
  return {
    name: 'listed-stylesheets',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const sheets = [...fs.readFileSync(list, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map(([, sheet]) => sheet);
      listed = new Set(sheets.map((sheet) => path.resolve(path.dirname(list), sheet)));
    },
    resolveId(source, importer) {
      if (!importer || importer === list || !source.endsWith('.css') || !source.startsWith('.')) return null;
      return listed.has(path.resolve(path.dirname(importer), source)) ? { id: EMPTY, moduleSideEffects: false } : null;
    },
    load: (id) => (id === EMPTY ? '' : null),
  };
}

/**
 * The GraphQL playground for developers (GraphiQL, served at GET /graphql when GRAPHQL_EXPLORER is
 * on) is a build of its own, `vite build --mode playground`, written beside the app's into dist/:
 * sharing no chunk with the app, it leaves the public pages' scripts exactly as they are.
 */
const playgroundBuild = {
  outDir: 'dist',
  emptyOutDir: false,
  copyPublicDir: false,
  // Monaco and its workers: large, and fine for a developer tool no public page loads.
  chunkSizeWarningLimit: 3_000,
  rolldownOptions: {
    input: fileURLToPath(new URL('graphql-playground.html', import.meta.url)),
    // GraphiQL's React-compiler runtime says "use no memo", which only the React compiler reads.
    checks: { moduleLevelDirective: false },
    output: {
      entryFileNames: 'assets/playground-[name]-[hash].js',
      chunkFileNames: 'assets/playground-[name]-[hash].js',
      assetFileNames: 'assets/playground-[name]-[hash][extname]',
    },
  },
};

/**
 * `BUNDLE_REPORT=1 npm run build -w web` also writes web/bundle-report.html: every chunk of the
 * app's build with the modules in it and their sizes (gzip and brotli too), to see what each page's
 * scripts (listed per page by `node scripts/lighthouse.mjs`) bring.
 */
const bundleReport = () =>
  visualizer({
    filename: fileURLToPath(new URL('bundle-report.html', import.meta.url)),
    template: 'treemap',
    gzipSize: true,
    brotliSize: true,
    title: 'Web app chunks',
  });

// `vite build --ssr src/app/prerender.tsx` builds the server's pre-renderer into dist-ssr/: one
// self-contained file (no node_modules needed at run time) that never touches a document.
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    antdStaticStylesPlugin(),
    graphqlDocumentsPlugin(fileURLToPath(new URL('src/gql', import.meta.url))),
    react(),
    precompiledCatalogsPlugin(),
    ...(isSsrBuild ? [] : [precompress()]),
    ...(isSsrBuild || mode === 'playground' ? [] : [listedStylesheets(), appShell()]),
    ...(!isSsrBuild && mode !== 'playground' && process.env.BUNDLE_REPORT ? [bundleReport()] : []),
  ],
  resolve: {
    alias: [
      // Bundled from its sources: the shared package's build is CommonJS for the server.
      { find: /^@plumbing\/shared$/, replacement: fileURLToPath(new URL('../packages/shared/src/index.ts', import.meta.url)) },
      ...(isSsrBuild
        ? [
            {
              find: /^.*\/use-page-title$/,
              replacement: fileURLToPath(new URL('src/platform/head/use-page-title.server.ts', import.meta.url)),
            },
            {
              find: /^.*\/use-page-query$/,
              replacement: fileURLToPath(new URL('src/platform/apollo/use-page-query.server.ts', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : mode === 'playground'
      ? playgroundBuild
      : {
          outDir: 'dist',
          emptyOutDir: true,
          // What each chunk imports: e2e/first-load-budget.e2e.ts counts a public page's first load from it.
          manifest: true,
          // A lazily loaded screen's scripts fetch their own imports. Vite would otherwise append a
          // <link rel="modulepreload"> per import while the page hydrates: a ~45 ms stall (measured)
          // on a desktop CPU, several times that on a phone. Stylesheets are still loaded ahead.
          // No polyfill of module preloading: no script is preloaded (only stylesheets, below).
          modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
          // React DOM with what it needs (React, its scheduler) is a chunk of its own, which the app and
          // an island ask for at once (src/app/boot.ts, islands.ts): evaluated apart from the page's other modules, it
          // makes two shorter tasks of what was one long one.
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }] } },
          },
        },
  server: {
    proxy: {
      '/graphql': { target: apiServer, ws: true },
      '/api': apiServer,
      '/healthz': apiServer,
      '/uploads': apiServer,
    },
  },
}));
