import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import {
  createDatabase,
  dropDatabase,
  spawnServer,
  startSmtpCatcher,
  tempDataDir,
  type ServerProcess,
  type SmtpCatcher,
} from '@plumbing/test-support';

/** Chromium's path and flags, the benches' and npm test's too (scripts/chromium.json, read the same way by scripts/chromium.mjs). */
const CHROMIUM_SETTINGS = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'scripts', 'chromium.json'), 'utf8')) as {
  path: string;
  flags: string[];
};
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? CHROMIUM_SETTINGS.path;
export const SCREENSHOTS = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

/**
 * `name`.png in test-results/screenshots, for people to look at: what the screen shows, or with
 * `fullPage` the whole page. CI (CI=true), where nobody opens them, takes none: a full page is
 * about a third of a second of Chromium's time on these machines, some 140 of them a run.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (process.env.CI) return;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
/** A long address an owner may paste into a text: wider than a phone, with no place to break. */
export const PERMIT_URL =
  'https://www.hillsboroughcounty.org/en/residents/property-owners-and-renters/building-permits/permit-lookup?permit=2025-0001234';

/** The owner the tests set the site up with (its first-run setup, `Site.setUpOwner`). */
export const OWNER = { email: 'owner@gulfcoastplumbing.example', password: 'pipes and wrenches' };

/** Every page `page`'s browser context opens is signed in with the owner's `token`, as the sign-in form leaves it. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('adminToken', value), token);
}

/** The first weekday after today in the business time zone: bookable under the default rules. */
export function nextBookableDate(timeZone = 'America/New_York'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/** Whether every admin table on the page shows its whole rows, actions included, without scrolling sideways. */
export function tablesFitTheirCards(page: Page): Promise<boolean> {
  return page
    .locator('.ant-table-content')
    .evaluateAll((tables) => tables.length > 0 && tables.every((table) => table.scrollWidth <= table.clientWidth));
}

/** Serious and critical axe violations (WCAG 2.x A/AA and best practices), as readable lines with what axe measured. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` [${n.any[0].message}]` : ''}`).join(', ')}`,
    );
}

/**
 * Waits until a dialog's (or a dropdown's, or a confirmation's) opening animation is over. A click while it still zooms or
 * slides in can land beside the control it aimed at on a loaded machine (CI once saw a checkbox "not
 * change its state", and a day pressed in a date picker let go over another day).
 */
export async function openingOver(opening: Locator): Promise<void> {
  await opening.waitFor();
  await opening.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const modal = element.closest('.ant-modal, .ant-popover') ?? element;
        // rc-motion marks the phases before its animation starts with "-appear" / "-enter" classes.
        const moving = () =>
          /-(appear|enter)\b/.test(modal.className) || modal.getAnimations().some((animation) => animation.playState === 'running');
        const settle = () => (moving() ? requestAnimationFrame(settle) : resolve());
        settle();
      }),
  );
}

/** The project editor opened for a new table-only project (no photo needed) with its title and completion date typed. */
export async function newTableOnlyProject(page: Page): Promise<Locator> {
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'Add New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Project' });
  await openingOver(dialog);
  await dialog.getByLabel('Table only (hide from cards view)').check();
  await dialog.getByLabel('Title', { exact: true }).fill('Ybor City Main Line');
  await dialog.getByLabel('Completion Date').fill('10/02/2025');
  return dialog;
}

/**
 * Whether the element is wholly on screen, clear of the sticky top bar (when one shows) and not
 * scrolled out of a box it sits in (a dialog's body).
 */
export async function inView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const topbar = await page.locator('.topbar').boundingBox();
  const top = topbar ? topbar.y + topbar.height : 0;
  const onScreen = box !== null && box.y >= top && box.y + box.height <= page.viewportSize()!.height;
  return (
    onScreen &&
    element.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      for (let container = node.parentElement; container; container = container.parentElement) {
        if (!/(auto|scroll|hidden)/.test(getComputedStyle(container).overflowY)) continue;
        const shown = container.getBoundingClientRect();
        if (rect.top < shown.top - 1 || rect.bottom > shown.bottom + 1) return false;
      }
      return true;
    })
  );
}

/**
 * The page's scripts run: the frame's script has taken over the server's markup (app/shell/site-frame.ts),
 * in the app or on a page of islands, whose islands start from there. (The menu works before: the
 * platform's popover opens it.)
 */
export async function frameRunning(page: Page): Promise<void> {
  await page.locator('.site-shell[data-frame-ready]').waitFor({ state: 'attached' });
}

/**
 * How long ago `page` loaded (ms). A page of islands adopts the islands it has not needed yet 3 s
 * after its load (platform/hydration/reached.ts): a test that checks one is not adopted yet checks
 * only while this is well under that.
 */
export function msSinceLoad(page: Page): Promise<number> {
  return page.evaluate(
    () => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  );
}

/**
 * How long after `page` loaded it asked for the chunk `chunk` (`/assets/{chunk}-…`, ms; before the
 * load has ended, from now); throws when it has not asked for it.
 */
export function chunkAskedAfterLoadMs(page: Page, chunk: string): Promise<number> {
  return page.evaluate((prefix) => {
    const asked = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith(prefix));
    if (!asked) throw new Error(`the page has not asked for ${prefix}…`);
    return (
      asked.startTime - ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd || performance.now())
    );
  }, `/assets/${chunk}-`);
}

/** Holds back every script `page` asks for until the answer is called: the server's markup before any script runs. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The built site on a fresh database, and a headless Chromium that never leaves loopback. */
export interface Site {
  url: string;
  browser: Browser;
  server: ServerProcess;
  /** Uncaught errors and CSP violations of every page opened; a test ends by expecting none. */
  pageErrors: Error[];
  /** A page in a new context at `viewport`, with any other `options` of that context. */
  page(viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<Page>;
  /** A GraphQL answer's data, as the owner (`token`) or a visitor; a GraphQL error throws. */
  graphql<T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  /** Creates the owner (OWNER) through the first-run setup; answers the owner's token. */
  setUpOwner(): Promise<string>;
  /** The whole page as `name`.png (saveScreenshot); `{ fullPage: false }`: what the screen shows, sticky bars where they stay. */
  screenshot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/** Stores `photo` under `key` (e.g. `projects/{id}/main-image`) as the owner's project editor uploads it; answers its address. */
export async function uploadPhoto(site: Site, token: string, key: string, photo: Buffer): Promise<string> {
  const form = new FormData();
  const query = 'mutation ($file: Upload!, $key: String!) { uploadImage(file: $file, key: $key) }';
  form.append('operations', JSON.stringify({ query, variables: { file: null, key } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(photo)]), 'photo.jpg');
  const response = await fetch(`${site.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: form,
  });
  return ((await response.json()) as { data: { uploadImage: string } }).data.uploadImage;
}

/** Where the owner's alerts go on the sites siteWithMail opens. */
export const OFFICE_EMAIL = 'office@gulfcoastplumbing.example';

/**
 * The site of a describe block, with an SMTP catcher that receives its e-mails: opened before its
 * tests, closed after them, and no page error allowed in any of them. Tests read `site` and `smtp`
 * of the answer once they run.
 */
export function siteWithMail(env: Record<string, string> = {}): { readonly site: Site; readonly smtp: SmtpCatcher } {
  const opened = {} as { site: Site; smtp: SmtpCatcher };
  beforeAll(async () => {
    opened.smtp = await startSmtpCatcher();
    opened.site = await openSite({ SMTP_URL: opened.smtp.url, ADMIN_NOTIFY_EMAIL: OFFICE_EMAIL, ...env });
  });
  afterAll(async () => {
    await opened.site?.close();
    await opened.smtp?.stop();
  });
  afterEach(() => expect(opened.site.pageErrors).toEqual([]));
  return opened;
}

/**
 * The built site with `env`, on a database of its own on the run's cluster (global-setup.ts); with
 * `embeddedDatabase`, on a PostgreSQL of its own that the server starts, as `npm start` does.
 */
export async function openSite(env: Record<string, string> = {}, { embeddedDatabase = false } = {}): Promise<Site> {
  const dataDir = tempDataDir('plumbing-e2e-');
  const clusterUrl = process.env.E2E_DATABASE_URL;
  if (!embeddedDatabase && !clusterUrl)
    throw new Error('E2E_DATABASE_URL is not set: run the browser tests through jest (web/e2e/jest.config.cjs)');
  const databaseUrl = embeddedDatabase ? undefined : await createDatabase(clusterUrl!, 'site');
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...env });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_SETTINGS.flags });
  const pageErrors: Error[] = [];
  return {
    url: server.url,
    browser,
    server,
    pageErrors,
    async page(viewport = DESKTOP, options = {}) {
      const context = await browser.newContext({ ...options, viewport, baseURL: server.url });
      const page = await context.newPage();
      // Read by browser-environment.cjs: what each page still open shows goes into a failure's message.
      const openPages = ((globalThis as { openE2ePages?: Set<Page> }).openE2ePages ??= new Set());
      openPages.add(page);
      page.on('close', () => openPages.delete(page));
      page.on('pageerror', (error) => pageErrors.push(error));
      // A script or style the Content-Security-Policy blocked is a broken page too, and so is a
      // message the page's words could not say (it shows its id: shared i18n/translator.ts).
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && (text.includes('Content Security Policy') || /^\[(en|es)\] message "/.test(text)))
          pageErrors.push(new Error(text));
      });
      return page;
    },
    async graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: T; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    async setUpOwner() {
      const response = await fetch(`${server.url}/api/admin/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(OWNER),
      });
      if (!response.ok) throw new Error(`the owner's setup answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    },
    screenshot: (page, name, { fullPage = true } = {}) => saveScreenshot(page, name, { fullPage }),
    async close() {
      await browser.close();
      server.child.kill('SIGTERM');
      await server.exited;
      if (databaseUrl) await dropDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
