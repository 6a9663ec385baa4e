// Issue #53: each public page's first-load JavaScript (gzip, as the Lighthouse bench counts it, the
// service worker aside) stays within its budget. Counted from the build: the chunks the page's design
// starts (the entry and a page of islands' script; every island waits to be needed, app/islands.ts),
// each with what it imports by the build's manifest (web/dist/.vite/manifest.json), and any other
// script Chromium saw the page ask for before the network went quiet and before the page settled
// (3 s after its load, when it brings the islands not needed yet); each file at the size of the .gz
// the build wrote beside it. Not a timing.
import fs from 'node:fs';
import path from 'node:path';
import { SETTLED_AFTER_LOAD_MS } from '../src/platform/hydration/reached';
import { openSite, PHONE, type Site } from './browser';

const DIST = path.resolve(__dirname, '..', 'dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Issue #53's budgets in KB gzip, the bench's too (scripts/lighthouse.mjs). */
const BUDGETS = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'scripts', 'first-load-budgets.json'), 'utf8')) as {
  defaultKb: number;
  byPath: Record<string, number>;
};
const PAGES: Array<(projectId: string) => string> = [
  () => '/',
  () => '/about',
  () => '/pages/water-heater-services',
  (id) => `/projects/${id}`,
  () => '/projects',
  () => '/contact',
  () => '/schedule',
  () => '/es',
  () => '/es/nosotros',
  () => '/es/paginas/water-heater-services',
  (id) => `/es/proyectos/${id}`,
  () => '/es/proyectos',
  () => '/es/contacto',
  () => '/es/agendar',
];

/** The files of the chunks `keys`, with what each imports, by the manifest. */
function withImports(manifest: Manifest, keys: Iterable<string>, files = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no chunk "${key}"`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    withImports(manifest, chunk.imports ?? [], files);
  }
  return files;
}

/** The manifest's key of the chunk written to `file` (assets/…js). */
const keyOfFile = (manifest: Manifest, file: string) => Object.keys(manifest).find((key) => manifest[key].file === file);

describe('first-load JavaScript of the public pages (issue #53), counted from the build', () => {
  let site: Site;
  let manifest: Manifest;
  beforeAll(async () => {
    site = await openSite();
    manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  });
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  /** The chunks a page's design starts, from its markup: the entry, and a page of islands' script. */
  function designedChunks(html: string): string[] {
    const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
    return /data-islands=""/.test(html) ? [...entry, 'src/app/islands.ts'] : entry;
  }

  it("stays within each page's budget, in English and Spanish; no page loads React before an island is needed", async () => {
    let projectId: string | undefined;
    for (let i = 0; !projectId && i < 100; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      projectId = (await site.graphql<{ projects: Array<{ id: string }> }>('{ projects { id } }')).projects[0]?.id;
    }
    if (!projectId) throw new Error('the seeded site has no project');
    const page = await site.page(PHONE);
    const react = Object.values(manifest).find((chunk) => /\/react-[^/]+\.js$/.test(chunk.file))?.file;
    if (!react) throw new Error('the build has no React chunk to look for');

    const measured = [];
    for (const pathOf of PAGES) {
      const pagePath = pathOf(projectId);
      const budgetKb = BUDGETS.byPath[pagePath] ?? BUDGETS.defaultKb;
      const response = await page.goto(pagePath, { waitUntil: 'networkidle' });
      const html = await response!.text();
      // Asked for before the page settled after its load: what it brings then (islands not needed yet) is no part of its first load.
      const fetched = await page.evaluate((settledMs) => {
        const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < loaded + settledMs)
          .map((entry) => new URL(entry.name).pathname.slice(1))
          .filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
      }, SETTLED_AFTER_LOAD_MS);
      const unknown = fetched.filter((file) => !keyOfFile(manifest, file));
      expect([pagePath, unknown]).toEqual([pagePath, []]);
      const files = withImports(manifest, [...designedChunks(html), ...fetched.map((file) => keyOfFile(manifest, file)!)]);
      const bytes = [...files].reduce((sum, file) => sum + fs.statSync(path.join(DIST, `${file}.gz`)).size, 0);
      const kb = Math.round(bytes / 102.4) / 10;
      measured.push({ pagePath, kb, budgetKb, react: files.has(react) });
    }
    console.log(measured.map(({ pagePath, kb, budgetKb }) => `${pagePath}: ${kb} KB of ${budgetKb}`).join('\n'));
    expect(measured.filter(({ kb, budgetKb }) => kb > budgetKb)).toEqual([]);
    expect(measured.filter(({ react }) => react)).toEqual([]);
    await page.context().close();
  });
});
