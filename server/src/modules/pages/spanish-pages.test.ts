// A content page in two languages (issue #41): the owner's Spanish version saved with the page,
// served at /es/paginas/{slug} in Spanish with hreflang alternates both ways and listed in the
// sitemap; a page without one is its English in a Spanish frame, canonical to the English page.
import { buildPage } from '../../../test/factories';
import { PAGE_BY_SLUG_IN, SAVE_PAGE_IN_TWO_LANGUAGES as SAVE, type PageTranslation } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { servedPage, sitemapEntries } from '../../../test/served-page';
import { webDistFixture } from '../../../test/web-dist-fixture';

const SITE = 'https://plumbing.example';

const spanish: PageTranslation = {
  title: 'Calentadores de agua',
  content: '<h2>¿Sin agua caliente?</h2><p>Llame al {{business.phone}}.</p><script>alert(1)</script>',
  seoTitle: 'Reparación de calentadores en Tampa',
  seoDescription: 'Reparamos e instalamos calentadores de agua.',
};

describe('content pages in Spanish', () => {
  let server: TestServer;
  let web: ReturnType<typeof webDistFixture>;
  let token: string;
  const served = (path: string) => servedPage(server.url, path);
  const sitemap = () => sitemapEntries(server.url);

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({ webDistDir: web.dir, env: { PUBLIC_URL: SITE } });
    token = await server.adminToken();
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });

  it('saves a Spanish version with the page (sanitised, trimmed), and drops it when its title and content are emptied', async () => {
    const input = buildPage({
      title: 'Water Heaters',
      slug: 'water-heaters',
      content: '<p>Hot water.</p>',
      es: { ...spanish, title: ' Calentadores de agua ' },
    });
    const saved = await server.graphql(SAVE, { input }, token);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.savePage.es).toEqual({ ...spanish, content: '<h2>¿Sin agua caliente?</h2><p>Llame al {{business.phone}}.</p>' });

    const { id } = saved.body.data.savePage;
    const emptied = await server.graphql(
      SAVE,
      { input: { ...input, id, es: { title: ' ', content: '', seoTitle: 'x', seoDescription: '' } } },
      token,
    );
    expect(emptied.body.data.savePage.es).toBeNull();
    // Without `es` at all: English only too.
    const english = await server.graphql(SAVE, { input: buildPage({ title: 'Drains', slug: 'drains' }) }, token);
    expect(english.body.data.savePage.es).toBeNull();
  });

  it('refuses a too-long Spanish title, and Spanish content without a Spanish title', async () => {
    const tooLong = await server.graphql(
      SAVE,
      { input: buildPage({ slug: 'long', es: { title: 'a'.repeat(201), content: '<p>Hola</p>' } }) },
      token,
    );
    expect(JSON.stringify(tooLong.body.errors)).toContain('Spanish page title must be at most 200 characters');
    expect(tooLong.body.data).toBeNull();
    const untitled = await server.graphql(
      SAVE,
      { input: buildPage({ slug: 'untitled', es: { title: '', content: '<p>Hola</p>' } }) },
      token,
    );
    expect(untitled.body.errors?.[0]).toMatchObject({ message: 'A Spanish version needs its Spanish title' });
  });

  it('serves the Spanish version under /es in Spanish, with hreflang alternates both ways, and lists both in the sitemap', async () => {
    const input = buildPage({
      title: 'Tankless Heaters',
      slug: 'tankless',
      content: '<p>Endless hot water.</p>',
      seo: { title: 'Tankless water heaters', description: 'Install one.' },
      es: spanish,
    });
    expect((await server.graphql(SAVE, { input }, token)).body.errors).toBeUndefined();
    const alternates = { en: `${SITE}/pages/tankless`, es: `${SITE}/es/paginas/tankless`, 'x-default': `${SITE}/pages/tankless` };

    const es = await served('/es/paginas/tankless');
    expect(es).toMatchObject({
      status: 200,
      lang: 'es',
      title: 'Reparación de calentadores en Tampa',
      description: 'Reparamos e instalamos calentadores de agua.',
      canonical: `${SITE}/es/paginas/tankless`,
      alternates,
    });
    expect(es.body).toContain(
      '<h1>Calentadores de agua</h1><div class="page-content"><h2>¿Sin agua caliente?</h2><p>Llame al <a class="call-link" href="tel:+18135550142">(813) 555-0142</a>.</p></div>',
    );
    expect(es.body).not.toContain('Endless hot water');
    // At the top level too, canonical to /es/paginas/{slug}.
    expect(await served('/es/tankless')).toMatchObject({ status: 200, lang: 'es', canonical: `${SITE}/es/paginas/tankless`, alternates });

    const en = await served('/pages/tankless');
    expect(en).toMatchObject({ status: 200, lang: 'en', title: 'Tankless water heaters', canonical: `${SITE}/pages/tankless`, alternates });
    expect(en.body).toContain('Endless hot water');

    const entries = await sitemap();
    const locs = entries.map((entry) => entry.loc);
    expect(locs.indexOf(`${SITE}/es/paginas/tankless`)).toBe(locs.indexOf(`${SITE}/pages/tankless`) + 1);
    for (const loc of [`${SITE}/pages/tankless`, `${SITE}/es/paginas/tankless`])
      expect(entries.find((entry) => entry.loc === loc)?.alternates).toEqual(alternates);

    // The public query the screen reads: the Spanish words and head in Spanish.
    const { body } = await server.graphql(PAGE_BY_SLUG_IN, { slug: 'tankless', locale: 'es' });
    expect(body.data.pageBySlug).toEqual({
      html: '<h2>¿Sin agua caliente?</h2><p>Llame al <a class="call-link" href="tel:+18135550142">(813) 555-0142</a>.</p>',
      es: { title: 'Calentadores de agua' },
      head: {
        title: 'Reparación de calentadores en Tampa',
        description: 'Reparamos e instalamos calentadores de agua.',
        canonical: `${SITE}/es/paginas/tankless`,
      },
    });
  });

  it('serves a page without a Spanish version under /es as its English in a Spanish frame: canonical English, no alternates, not in the sitemap', async () => {
    const input = buildPage({ title: 'Sewer Lines', slug: 'sewer-lines', content: '<p>Camera inspections.</p>' });
    expect((await server.graphql(SAVE, { input }, token)).body.errors).toBeUndefined();
    const es = await served('/es/paginas/sewer-lines');
    expect(es).toMatchObject({ status: 200, lang: 'es', title: 'Sewer Lines', canonical: `${SITE}/pages/sewer-lines`, alternates: {} });
    expect(es.body).toContain(
      '<p class="content-page-language-note">Esta página está escrita en inglés.</p><h1 lang="en">Sewer Lines</h1><div class="page-content" lang="en"><p>Camera inspections.</p></div>',
    );
    expect(await served('/pages/sewer-lines')).toMatchObject({ status: 200, lang: 'en', alternates: {} });
    const locs = (await sitemap()).map((entry) => entry.loc);
    expect(locs).toContain(`${SITE}/pages/sewer-lines`);
    expect(locs).not.toContain(`${SITE}/es/paginas/sewer-lines`);
    expect(locs.filter((loc) => loc.includes('sewer-lines'))).toEqual([`${SITE}/pages/sewer-lines`]);
  });

  it("keeps the app's own Spanish pages, answers an unknown slug under /es with a Spanish 404, and redirects a former slug in Spanish", async () => {
    expect(await served('/es/nosotros')).toMatchObject({ status: 200, title: 'Quiénes somos | Gulf Coast Plumbing &amp; Renovation' });
    for (const path of ['/es/paginas/no-existe', '/es/no-existe'])
      expect(await served(path)).toMatchObject({
        status: 404,
        lang: 'es',
        title: 'Página no encontrada | Gulf Coast Plumbing &amp; Renovation',
        alternates: {},
      });

    const first = await server.graphql(
      SAVE,
      { input: buildPage({ title: 'Leaks', slug: 'leaks', es: { title: 'Fugas', content: '<p>Fugas.</p>' } }) },
      token,
    );
    const { id, updatedAt } = first.body.data.savePage;
    expect(
      (
        await server.graphql(
          SAVE,
          {
            input: buildPage({
              id,
              expectedUpdatedAt: updatedAt,
              title: 'Leaks',
              slug: 'leak-repair',
              es: { title: 'Fugas', content: '<p>Fugas.</p>' },
            }),
          },
          token,
        )
      ).body.errors,
    ).toBeUndefined();
    expect(await served('/es/paginas/leaks')).toMatchObject({ status: 301, location: '/es/paginas/leak-repair' });
  });
});
