// Spanish alongside English (issue #41): each page's language in <html lang> and its head, hreflang
// alternates that point both ways on every page and in the sitemap, Spanish 404s.
import { buildPage, buildProject } from '../../../test/factories';
import { SAVE_PAGE, SAVE_PROJECT } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { webDistFixture } from '../../../test/web-dist-fixture';

const SITE = 'https://plumbing.example';

describe('pages in two languages', () => {
  let server: TestServer;
  let web: ReturnType<typeof webDistFixture>;
  const page = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    const body = await response.text();
    return {
      status: response.status,
      lang: /<html lang="([^"]+)">/.exec(body)?.[1],
      title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1],
      description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
      keywords: /<meta name="keywords" content="([^"]*)"/.exec(body)?.[1],
      alternates: Object.fromEntries(
        [...body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [lang, href]),
      ),
    };
  };

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({ webDistDir: web.dir, env: { PUBLIC_URL: `${SITE}/` } });
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });

  it('serves a Spanish page under /es in Spanish, with the English one as its alternate', async () => {
    expect(await page('/es/nosotros')).toMatchObject({
      status: 200,
      lang: 'es',
      title: 'Quiénes somos | Gulf Coast Plumbing &amp; Renovation',
      canonical: `${SITE}/es/nosotros`,
      alternates: { en: `${SITE}/about`, es: `${SITE}/es/nosotros`, 'x-default': `${SITE}/about` },
    });
    expect(await page('/about')).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'About Us | Gulf Coast Plumbing &amp; Renovation',
      canonical: `${SITE}/about`,
      alternates: { en: `${SITE}/about`, es: `${SITE}/es/nosotros`, 'x-default': `${SITE}/about` },
    });
    expect(await page('/es/proyectos')).toMatchObject({
      status: 200,
      lang: 'es',
      title: 'Proyectos | Gulf Coast Plumbing &amp; Renovation',
      canonical: `${SITE}/es/proyectos`,
      alternates: { en: `${SITE}/projects`, es: `${SITE}/es/proyectos`, 'x-default': `${SITE}/projects` },
    });
    expect(await page('/es/contacto')).toMatchObject({
      status: 200,
      lang: 'es',
      title: 'Contáctenos | Gulf Coast Plumbing &amp; Renovation',
      canonical: `${SITE}/es/contacto`,
      alternates: { en: `${SITE}/contact`, es: `${SITE}/es/contacto`, 'x-default': `${SITE}/contact` },
    });
    // The home page's title in Spanish is the catalog's: the owner's SEO settings are English.
    expect(await page('/es')).toMatchObject({
      lang: 'es',
      title: 'Gulf Coast Plumbing &amp; Renovation | Servicios profesionales de plomería',
    });
  });

  it('pairs every page in the sitemap with its alternates both ways, each alternate answering with the same list', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry)![1],
      alternates: Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])),
    }));
    const paired = entries.filter((entry) => Object.keys(entry.alternates).length > 0);
    expect(paired.map((entry) => entry.loc)).toEqual([
      `${SITE}/`,
      `${SITE}/es`,
      `${SITE}/projects`,
      `${SITE}/es/proyectos`,
      `${SITE}/about`,
      `${SITE}/es/nosotros`,
      `${SITE}/contact`,
      `${SITE}/es/contacto`,
      `${SITE}/schedule`,
      `${SITE}/es/agendar`,
    ]);
    // Each Spanish page right after its English one.
    const locs = entries.map((entry) => entry.loc);
    expect(locs.indexOf(`${SITE}/es/agendar`)).toBe(locs.indexOf(`${SITE}/schedule`) + 1);
    expect(locs.indexOf(`${SITE}/es/proyectos`)).toBe(locs.indexOf(`${SITE}/projects`) + 1);
    expect(entries.find((entry) => entry.loc === `${SITE}/es/proyectos`)?.alternates).toEqual({
      en: `${SITE}/projects`,
      es: `${SITE}/es/proyectos`,
      'x-default': `${SITE}/projects`,
    });
    // A project's Spanish page is the owner's English in a Spanish frame: not listed.
    expect(locs.filter((loc) => loc.startsWith(`${SITE}/es/proyectos/`))).toEqual([]);
    expect(entries.find((entry) => entry.loc === `${SITE}/es/agendar`)?.alternates).toEqual({
      en: `${SITE}/schedule`,
      es: `${SITE}/es/agendar`,
      'x-default': `${SITE}/schedule`,
    });
    for (const entry of paired) {
      // Its own URL among its alternates, and every alternate listed in the sitemap with the same list.
      expect(Object.values(entry.alternates)).toContain(entry.loc);
      for (const href of Object.values(entry.alternates)) {
        expect(entries.find((other) => other.loc === href)?.alternates).toEqual(entry.alternates);
        const served = await page(href.slice(SITE.length) || '/');
        expect({ href, alternates: served.alternates, canonical: served.canonical }).toEqual({
          href,
          alternates: entry.alternates,
          canonical: href,
        });
      }
    }
  });

  it('names no alternate for a page in one language only, and answers a Spanish 404 in Spanish', async () => {
    // The owner's content pages have no Spanish version.
    const input = buildPage({ title: 'Water Heater Services', slug: 'water-heater-services' });
    expect((await server.graphql(SAVE_PAGE, { input }, await server.adminToken())).body.errors).toBeUndefined();
    expect(await page('/pages/water-heater-services')).toMatchObject({ status: 200, lang: 'en', alternates: {} });
    expect(await page('/es/no-existe')).toMatchObject({
      status: 404,
      lang: 'es',
      title: 'Página no encontrada | Gulf Coast Plumbing &amp; Renovation',
      alternates: {},
    });
    expect(await page('/no-such-page')).toMatchObject({
      status: 404,
      lang: 'en',
      title: 'Page Not Found | Gulf Coast Plumbing &amp; Renovation',
    });
  });

  it("describes a Spanish page with no words of its own in the catalog's Spanish, and never with the owner's English keywords", async () => {
    const spanishDescription = 'Servicio profesional de plomería 24/7. Plomeros con licencia y seguro en Tampa, FL.';
    expect(await page('/es/no-existe')).toMatchObject({ status: 404, description: spanishDescription, keywords: undefined });
    expect(await page('/es')).toMatchObject({ description: spanishDescription, keywords: undefined });
    expect(await page('/es/nosotros')).toMatchObject({ lang: 'es', keywords: undefined });
    // English pages keep the owner's global SEO settings.
    expect(await page('/no-such-page')).toMatchObject({
      status: 404,
      description: 'Expert plumbing services available 24/7. Licensed and insured plumbers.',
      keywords: 'plumbing, services, emergency plumber',
    });
    expect(await page('/about')).toMatchObject({ keywords: 'plumbing, services, emergency plumber' });
  });

  it("serves a project's Spanish page in a Spanish frame, canonical to its English page, with no alternates; an unknown one is a Spanish 404", async () => {
    const token = await server.adminToken();
    const saved = await server.graphql(SAVE_PROJECT, { input: buildProject({ title: 'Kitchen repipe' }) }, token);
    expect(saved.body.errors).toBeUndefined();
    const { id } = saved.body.data.saveProject;
    const english = {
      status: 200,
      title: 'Kitchen repipe | Gulf Coast Plumbing &amp; Renovation',
      canonical: `${SITE}/projects/${id}`,
      alternates: {},
    };
    expect(await page(`/es/proyectos/${id}`)).toMatchObject({ ...english, lang: 'es' });
    expect(await page(`/projects/${id}`)).toMatchObject({ ...english, lang: 'en' });
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE}/projects/${id}</loc>`);
    expect(sitemap).not.toContain(`/es/proyectos/${id}`);

    for (const unknown of ['/es/proyectos/00000000-0000-4000-8000-000000000000', '/es/proyectos/x']) {
      expect(await page(unknown)).toMatchObject({
        status: 404,
        lang: 'es',
        title: 'Página no encontrada | Gulf Coast Plumbing &amp; Renovation',
        alternates: {},
      });
    }
  });
});
