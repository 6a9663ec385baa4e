import type { Page } from 'playwright-core';
import { DESKTOP, frameRunning, inView, newTableOnlyProject, openSite, OWNER, PHONE, signIn, type Site } from './browser';

// Issue #51, the owner's side: what a new owner's walk through the admin (and the projects page) tripped over, at 375 and 1280 px.

/** How much wider than its box an element's content is: more than 0 when it scrolls sideways. */
const overflowOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.scrollWidth - element.clientWidth);

describe("the owner's walk at 375 and 1280 px (issue #51)", () => {
  let site: Site;
  let token: string;
  beforeAll(async () => {
    site = await openSite();
    token = await site.setUpOwner();
  });
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  const ownerPage = async (viewport: { width: number; height: number }) => {
    const page = await site.page(viewport);
    await signIn(page, token);
    return page;
  };

  /** A new sign-in's token, as the sign-in form gets it. */
  const signInAgain = async () => {
    const response = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(OWNER),
    });
    return ((await response.json()) as { token: string }).token;
  };

  /** An admin screen, once its warnings have been asked for and shown. */
  const openAdmin = async (page: Page, path: string) => {
    const warningsRead = page.waitForResponse((response) => response.request().postData()?.includes('SiteWarnings') ?? false);
    await page.goto(path);
    await warningsRead;
    await page.locator('.admin-layout h1').waitFor();
  };

  it("at 375 px says in one line that e-mail is not set up, links to Today's checklist, and can be hidden until the next sign-in", async () => {
    const page = await ownerPage(PHONE);
    await openAdmin(page, '/admin/pages');
    const banner = page.getByRole('alert').filter({ hasText: 'E-mail is not set up' });
    // One line: a third of the screen before.
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(48);
    await site.screenshot(page, 'email-not-set-up-375');
    await banner.getByRole('link', { name: 'How to set it up' }).click();
    await page.waitForURL(/\/admin$/);
    const step = page.getByRole('listitem').filter({ hasText: 'Set up e-mail' });
    await step.getByText('Set SMTP_URL (for example').waitFor();

    await banner.getByRole('button', { name: 'Hide until the next sign-in' }).click();
    await banner.waitFor({ state: 'detached' });
    await openAdmin(page, '/admin/backups');
    expect(await banner.count()).toBe(0);
    await page.context().close();

    const desktop = await site.page(DESKTOP);
    await signIn(desktop, await signInAgain());
    await openAdmin(desktop, '/admin/pages');
    await desktop.getByRole('alert').filter({ hasText: 'E-mail is not set up' }).waitFor();
    await site.screenshot(desktop, 'email-not-set-up-1280');
    await desktop.context().close();
  });

  it.each([
    ['375', PHONE],
    ['1280', DESKTOP],
  ])(
    'project editor at %s px: a save with Project Details empty names them and opens that tab at Duration, focused',
    async (width, viewport) => {
      const page = await ownerPage(viewport);
      const dialog = await newTableOnlyProject(page);
      await dialog.getByRole('button', { name: 'Save Project' }).click();

      const missing = dialog.getByRole('alert').filter({ hasText: 'Fill in what is missing to save' });
      await missing.waitFor();
      expect(await missing.textContent()).toBe(
        'Fill in what is missing to save: Duration, Location, Challenge, Solution, Outcome (Project Details)',
      );
      const duration = dialog.getByLabel('Duration', { exact: true });
      await page.waitForFunction(() => document.activeElement?.id === 'project-duration');
      expect(await inView(page, duration)).toBe(true);
      expect(await dialog.getByRole('tab', { name: 'Project Details' }).getAttribute('aria-selected')).toBe('true');
      await dialog.getByText('Duration is required').waitFor();
      await site.screenshot(page, `project-missing-fields-${width}`);
      await page.context().close();
    },
  );

  it('a signed-in owner\'s public page stays on screen while the app starts: no "Loading…" over it', async () => {
    const page = await ownerPage(PHONE);
    // Each moment a "Loading…" is in the page, from the first byte on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { loadingSeen: seen });
      new MutationObserver(() => document.querySelector('.page-loading') && seen.push(location.pathname)).observe(document, {
        subtree: true,
        childList: true,
      });
    });
    for (const path of ['/', '/about', '/projects', '/pages/water-heater-services', '/es']) {
      await page.goto(path);
      // The app has started: a signed-in owner's frame links to the admin.
      await page.locator('a[href="/admin"]').first().waitFor({ state: 'attached' });
      expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
    }
    await page.context().close();
  });

  it('/projects at 375 px says its overview table scrolls sideways; at 1280 px, where it fits, says nothing', async () => {
    const phone = await site.page(PHONE);
    await phone.goto('/projects');
    await phone.getByRole('link', { name: 'Tankless Water Heater Installation' }).last().waitFor();
    const hint = phone.getByText('Swipe sideways to see every column');
    await hint.waitFor();
    expect(await overflowOf(phone, '.table-scroll')).toBeGreaterThan(0);
    await hint.scrollIntoViewIfNeeded();
    await site.screenshot(phone, 'projects-table-hint-375');
    await phone.context().close();

    const desktop = await site.page(DESKTOP);
    await desktop.goto('/projects');
    await desktop.getByRole('link', { name: 'Tankless Water Heater Installation' }).last().waitFor();
    expect(await overflowOf(desktop, '.table-scroll')).toBe(0);
    // Its watcher has run (the frame's script starts it) and measured once, a frame later.
    await frameRunning(desktop);
    await desktop.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await desktop.getByText('Swipe sideways to see every column').isVisible()).toBe(false);
    await desktop.context().close();
  });

  it('/admin/pages at 1280 px keeps a gap between Edit, View and Delete', async () => {
    const page = await ownerPage(DESKTOP);
    await page.goto('/admin/pages');
    const row = page.getByRole('row').filter({ hasText: 'Water Heater Repair' });
    const boxes = await Promise.all(
      [
        row.getByRole('link', { name: /^Edit / }),
        row.getByRole('link', { name: /^View / }),
        row.getByRole('button', { name: /^Delete / }),
      ].map((control) => control.boundingBox()),
    );
    const gaps = [boxes[1]!.x - (boxes[0]!.x + boxes[0]!.width), boxes[2]!.x - (boxes[1]!.x + boxes[1]!.width)];
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8);
    await site.screenshot(page, 'admin-pages-actions-1280');
    await page.context().close();
  });
});
