// The frame of a public page (issue #53): the top bar, the menu and its drawer, the sidebar, the
// phone numbers, at 375 and 1280 px, with JavaScript on and off. Its script is plain DOM
// (app/shell/site-frame.ts); with none, the menu button opens the drawer as the platform's popover.
import type { Page } from 'playwright-core';
import { DESKTOP, frameRunning, holdScripts, openSite, PHONE, type Site } from './browser';

describe('the frame of a public page, at 375 and 1280 px, with JavaScript on and off (issue #53)', () => {
  let site: Site;
  beforeAll(async () => (site = await openSite()));
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  /** A page of a browser that runs no script at all. */
  async function noScriptPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await site.browser.newContext({ viewport, baseURL: site.url, javaScriptEnabled: false });
    return context.newPage();
  }
  const drawer = (page: Page) => page.getByTestId('nav-drawer');
  const drawerShown = (page: Page) => drawer(page).getByRole('link', { name: 'Projects' }).isVisible();

  it('opens the menu on a phone with no script: its links lead on, Escape and Close menu close it; the phone numbers call', async () => {
    const page = await noScriptPage(PHONE);
    await page.goto('/about');
    expect(await page.getByRole('banner').getByRole('link', { name: 'Call (813) 555-0142' }).getAttribute('href')).toBe('tel:+18135550142');
    expect(await drawerShown(page)).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer(page).getByRole('link', { name: 'Projects' }).waitFor();
    expect(
      await drawer(page)
        .getByRole('link', { name: /^\(813\) 555-0199$/ })
        .getAttribute('href'),
    ).toBe('tel:+18135550199');
    // The page behind stays still while the drawer is open.
    const pageOverflow = () => page.locator('html').evaluate((root) => getComputedStyle(root).overflow);
    expect(await pageOverflow()).toBe('hidden');
    await site.screenshot(page, 'frame-no-script-menu-375', { fullPage: false });
    await page.keyboard.press('Escape');
    await drawer(page).getByRole('link', { name: 'Projects' }).waitFor({ state: 'hidden' });
    expect(await pageOverflow()).toBe('visible');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer(page).getByRole('button', { name: 'Close menu' }).click();
    await drawer(page).getByRole('link', { name: 'Projects' }).waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer(page).getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(await drawerShown(page)).toBe(false);
    await page.context().close();
  });

  it('shows the sidebar on a wide screen with no script, and its links lead on', async () => {
    const page = await noScriptPage(DESKTOP);
    await page.goto('/es/nosotros');
    expect(await page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(false);
    await drawer(page).getByRole('link', { name: 'Proyectos' }).click();
    await page.waitForURL('**/es/proyectos');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await drawer(page).getByRole('link', { name: 'Proyectos' }).getAttribute('aria-current')).toBe('page');
    await site.screenshot(page, 'frame-no-script-1280', { fullPage: false });
    await page.context().close();
  });

  it('runs the menu with its script on a phone: the page behind is inert and still, the overlay and Escape close it', async () => {
    const page = await site.page(PHONE);
    await page.goto('/');
    await frameRunning(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await drawer(page).getByRole('link', { name: 'Projects' }).waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.shell-content[inert]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.getByRole('button', { name: 'Close menu' }).and(page.locator(':focus')).waitFor();

    await page.locator('.nav-overlay').click({ position: { x: 360, y: 400 } });
    await drawer(page).getByRole('link', { name: 'Projects' }).waitFor({ state: 'hidden' });
    expect(await page.locator('.shell-content[inert]').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await menuButton.click();
    await page.locator('.shell-content[inert]').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await drawer(page).getByRole('link', { name: 'Projects' }).waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('leaves a drawer opened before its script arrived to the script, which then runs it', async () => {
    const page = await site.page(PHONE);
    const releaseScripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer(page).getByRole('link', { name: 'Projects' }).waitFor();
    releaseScripts();
    await frameRunning(page);
    // The script's drawer now (its classes, its overlay, the page inert), no longer the popover.
    await page.locator('.sidebar.is-open').waitFor({ state: 'attached' });
    expect(await page.locator('.sidebar:popover-open').count()).toBe(0);
    await page.locator('.shell-content[inert]').waitFor({ state: 'attached' });
    expect(await drawerShown(page)).toBe(true);
    await page.keyboard.press('Escape');
    await drawer(page).getByRole('link', { name: 'Projects' }).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('shows the sidebar on a wide screen with its script, and a link leads on', async () => {
    const page = await site.page(DESKTOP);
    await page.goto('/');
    await frameRunning(page);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await drawer(page).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await frameRunning(page);
    expect(await drawer(page).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });
});
