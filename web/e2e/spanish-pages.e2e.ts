// A content page in two languages (issue #41), at 375 px: the owner writes its Spanish version in
// the page editor and saves; a visitor reads it at /es/paginas/{slug} in Spanish, reached from the
// English page's language switch; a page without a Spanish version shows its English there.
import type { Page } from 'playwright-core';
import { freePort } from '@plumbing/test-support';
import { openSite, PHONE, type Site } from './browser';

/** The hreflang alternates and canonical of the document the server sent. */
const linksOf = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  }));

describe('content pages in Spanish, at 375 px', () => {
  let site: Site;
  let token: string;
  beforeAll(async () => {
    // PUBLIC_URL is the address the browser uses, so canonical URLs can be compared with it.
    const port = String(await freePort());
    site = await openSite({ PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
    token = await site.setUpOwner();
  });
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  it('the owner writes a Spanish version; a visitor reads it under /es, reached from the English page', async () => {
    const admin = await site.page(PHONE);
    await admin.goto('/');
    await admin.evaluate((value) => localStorage.setItem('adminToken', value), token);
    // Written as HTML, the spec's field (the visual editor, issue #52, has its own tests in pages.e2e.ts).
    await admin.evaluate(() => localStorage.setItem('pageEditorMode', 'html'));
    await admin.goto('/admin/pages/new');
    await admin.getByLabel('Page Title').fill('Leak Detection');
    await admin.getByLabel('HTML Content').fill('<p>We find hidden leaks.</p>');
    await admin.getByText('/es/paginas/leak-detection').waitFor();
    await admin.getByLabel('Spanish Title').fill('Detección de fugas');
    await admin.getByLabel('Content in Spanish (HTML)').fill('<p>Encontramos fugas ocultas. Llame al {{business.phone}}.</p>');
    await admin.getByLabel('Search Title in Spanish').fill('Detección de fugas en Tampa');
    await admin.getByLabel('Search Description in Spanish').fill('Encontramos fugas de agua sin romper paredes.');
    await site.screenshot(admin, 'page-editor-spanish-375');
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.waitForURL(/\/admin\/pages$/);
    await admin.close();

    const page = await site.page(PHONE);
    await page.goto('/pages/leak-detection');
    await page.getByRole('heading', { level: 1, name: 'Leak Detection' }).waitFor();
    const english = await linksOf(page);
    const spanishLink = page.getByRole('banner').getByRole('link', { name: /Español/ });
    expect(await spanishLink.getAttribute('href')).toBe('/es/paginas/leak-detection');
    await spanishLink.click();
    await page.waitForURL(/\/es\/paginas\/leak-detection$/);
    await page.getByRole('heading', { level: 1, name: 'Detección de fugas' }).waitFor();
    await page.getByText('Encontramos fugas ocultas. Llame al (813) 555-0142.').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.title()).toBe('Detección de fugas en Tampa');
    expect(await page.getByText('Esta página está escrita en inglés.').count()).toBe(0);
    const spanish = await linksOf(page);
    expect(spanish.canonical).toBe(`${site.url}/es/paginas/leak-detection`);
    expect(spanish.alternates).toEqual(english.alternates);
    expect(spanish.alternates).toEqual({
      en: `${site.url}/pages/leak-detection`,
      es: `${site.url}/es/paginas/leak-detection`,
      'x-default': `${site.url}/pages/leak-detection`,
    });
    await site.screenshot(page, 'spanish-content-page-375');
    // Back to English from the Spanish page.
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /English/ })
        .getAttribute('href'),
    ).toBe('/pages/leak-detection');
  });

  it("shows a page without a Spanish version in the Spanish frame: the owner's English, marked so, canonical to the English page", async () => {
    const page = await site.page(PHONE);
    // A page the owner wrote in English only (the example page an empty database starts with has its Spanish version).
    const slug = 'drain-cleaning';
    await site.graphql(
      'mutation ($input: PageInput!) { savePage(input: $input) { id } }',
      { input: { title: 'Drain Cleaning', slug, content: '<p>We clear drains.</p>' } },
      token,
    );
    await page.goto(`/es/paginas/${slug}`);
    await page.getByText('Esta página está escrita en inglés.').waitFor();
    expect(await page.locator('h1').getAttribute('lang')).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await linksOf(page)).toEqual({ canonical: `${site.url}/pages/${slug}`, alternates: {} });

    const missing = await page.goto('/es/paginas/no-existe');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: /Página no encontrada/ }).waitFor();
  });
});
