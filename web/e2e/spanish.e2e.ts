// Spanish alongside English (issue #41), as a visitor on a phone finds it: the language switch on
// every public page keeps them on the same page, the Spanish page is adopted like the English one
// (the frame and islands only, no error), and a page not yet in Spanish is reached in English.
import type { Page } from 'playwright-core';
import { openSite, PHONE, type Site } from './browser';

/** The page's frame and islands have taken over the server's markup (their controls are enabled then). */
async function adopted(page: Page, menuLabel: string) {
  await page.locator(`button[aria-label="${menuLabel}"]:not([disabled])`).waitFor({ state: 'attached' });
}

describe('the site in Spanish, at 375 px', () => {
  let site: Site;
  beforeAll(async () => (site = await openSite()));
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  it('switches to Spanish on the home page, reads Spanish pages and comes back to the same page in English', async () => {
    const page = await site.page(PHONE);
    await page.goto('/');
    await adopted(page, 'Open menu');
    // The top bar's switch: its code shown, its language's name read out.
    await page.getByRole('banner').getByRole('link', { name: 'ES – Español' }).click();
    await page.waitForURL('/es');
    await adopted(page, 'Abrir menú');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe('Gulf Coast Plumbing & Renovation | Servicios profesionales de plomería');
    await page.getByRole('heading', { level: 2, name: 'Nuestros servicios' }).waitFor();
    await site.screenshot(page, 'spanish-home-375');

    // The home page's island speaks Spanish too: the emergency modal.
    await page.getByRole('button', { name: 'Servicio de emergencia' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Una emergencia de plomería?' });
    await dialog.getByRole('heading', { name: 'Mientras espera' }).waitFor();
    await page.keyboard.press('Escape');

    // The menu leads to Spanish pages, and to the English one where no Spanish page exists yet.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByTestId('nav-drawer');
    expect(await menu.getByRole('link', { name: 'Contacto' }).getAttribute('href')).toBe('/contact');
    await menu.getByRole('link', { name: 'Quiénes somos' }).click();
    await page.waitForURL('/es/nosotros');
    await adopted(page, 'Abrir menú');
    await page.getByRole('heading', { level: 1, name: 'Conozca a Gulf Coast Plumbing & Renovation' }).waitFor();
    expect(await page.title()).toBe('Quiénes somos | Gulf Coast Plumbing & Renovation');
    expect(await page.getByTestId('nav-drawer').locator('a[aria-current="page"]').allTextContents()).toEqual(['Quiénes somos']);

    // Back to English on the same page.
    await page.getByRole('banner').getByRole('link', { name: 'EN – English' }).click();
    await page.waitForURL('/about');
    await adopted(page, 'Open menu');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'About Gulf Coast Plumbing & Renovation' }).waitFor();
    await page.context().close();
  });

  it('answers an unknown Spanish address with the Spanish 404 screen', async () => {
    const page = await site.page(PHONE);
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 - Página no encontrada' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/es');
    await page.context().close();
  });
});
