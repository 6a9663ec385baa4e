import type { Page } from 'playwright-core';
import { DESKTOP, openSite, PHONE, signIn, type Site } from './browser';

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
    expect(await desktop.getByText('Swipe sideways to see every column').count()).toBe(0);
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
