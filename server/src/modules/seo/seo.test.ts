import { buildPage, buildProject } from '../../../test/factories';
import { SAVE_PAGE, SAVE_PROJECT, SAVE_SEO_SETTINGS, SEO_SETTINGS } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { webDistFixture } from '../../../test/web-dist-fixture';
import { Page } from '../pages';
import { weeklyHoursFromText } from '../business';
import { openingHoursSpecification } from './local-business';

describe('SEO settings, sitemap, robots.txt and the example page', () => {
  let server: TestServer;
  let token: string;
  let web: ReturnType<typeof webDistFixture>;
  const text = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
  };

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({ webDistDir: web.dir, env: { PUBLIC_URL: 'https://plumbing.example/' } });
    token = await server.adminToken();
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });

  it('reads the spec §3 defaults until saved, then cleans keywords and falls back when they are not a list', async () => {
    expect((await server.graphql(SEO_SETTINGS)).body.data.seoSettings).toEqual({
      title: 'Gulf Coast Plumbing & Renovation | Plumbing Services',
      description: 'Expert plumbing services available 24/7. Licensed and insured plumbers.',
      keywords: ['plumbing', 'services', 'emergency plumber'],
    });
    const input = { title: ' Tampa Plumbers ', description: 'Plumbing in Tampa.', keywords: [' drains ', '', 'leaks', 'drains'] };
    expect((await server.graphql(SAVE_SEO_SETTINGS, { input }, token)).body.data.saveSeoSettings).toEqual({
      title: 'Tampa Plumbers',
      description: 'Plumbing in Tampa.',
      keywords: ['drains', 'leaks'],
    });
    expect((await server.graphql(SEO_SETTINGS)).body.data.seoSettings.keywords).toEqual(['drains', 'leaks']);
    const home = await text('/');
    expect(home.body).toContain('<title>Tampa Plumbers</title>');
    expect(home.body).toContain('<meta name="keywords" content="drains, leaks" />');

    const withoutKeywords = { title: 'Tampa Plumbers', description: 'Plumbing in Tampa.', keywords: null };
    expect((await server.graphql(SAVE_SEO_SETTINGS, { input: withoutKeywords }, token)).body.data.saveSeoSettings.keywords).toEqual([
      'plumbing',
      'services',
      'emergency plumber',
    ]);
  });

  it('refuses global SEO settings whose title or description is empty, saying which field', async () => {
    const before = (await server.graphql(SEO_SETTINGS)).body.data.seoSettings;
    const { body } = await server.graphql(SAVE_SEO_SETTINGS, { input: { title: ' ', description: '', keywords: [] } }, token);
    expect(body.data).toBeNull();
    expect(body.errors![0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      validationErrors: [
        { property: 'title', constraints: { matches: 'Meta title is required' } },
        { property: 'description', constraints: { matches: 'Meta description is required' } },
      ],
    });
    expect((await server.graphql(SEO_SETTINGS)).body.data.seoSettings).toEqual(before);
  });

  it('lists the public routes and the indexable pages in /sitemap.xml, with lastmod', async () => {
    const listed = (await server.graphql(SAVE_PAGE, { input: buildPage({ title: 'Listed', slug: 'listed' }) }, token)).body.data.savePage;
    await server.graphql(SAVE_PAGE, { input: buildPage({ title: 'Hidden', slug: 'hidden', seo: { robots: { noindex: true } } }) }, token);
    await server.graphql(SAVE_PAGE, { input: buildPage({ title: 'Gone', slug: 'gone', seo: { redirectUrl: '/listed' } }) }, token);
    // A domain plugs its URLs in through its registration (projects do so in modules/projects/index.ts).
    server.app.services.seo.addSitemapSource(async () => [{ loc: '/projects/p-1', lastmod: new Date('2026-01-02T03:04:05Z') }]);

    const sitemap = await text('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toContain('application/xml');
    expect(sitemap.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
    );
    expect(sitemap.body.trim().endsWith('</urlset>')).toBe(true);
    const urls = [
      ...sitemap.body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?(?:\s*<xhtml:link [^>]+\/>)*\s*<\/url>/g),
    ].map(([, loc, lastmod]) => ({ loc, lastmod }));
    expect(urls.length).toBe((sitemap.body.match(/<url>/g) ?? []).length);
    expect(urls).toEqual([
      { loc: 'https://plumbing.example/', lastmod: undefined },
      { loc: 'https://plumbing.example/es', lastmod: undefined },
      { loc: 'https://plumbing.example/projects', lastmod: undefined },
      { loc: 'https://plumbing.example/es/proyectos', lastmod: undefined },
      { loc: 'https://plumbing.example/about', lastmod: undefined },
      { loc: 'https://plumbing.example/es/nosotros', lastmod: undefined },
      { loc: 'https://plumbing.example/contact', lastmod: undefined },
      { loc: 'https://plumbing.example/es/contacto', lastmod: undefined },
      { loc: 'https://plumbing.example/schedule', lastmod: undefined },
      { loc: 'https://plumbing.example/es/agendar', lastmod: undefined },
      { loc: 'https://plumbing.example/pages/listed', lastmod: listed.updatedAt },
      { loc: 'https://plumbing.example/projects/p-1', lastmod: '2026-01-02T03:04:05.000Z' },
    ]);
  });

  it('serves a robots.txt that keeps crawlers out of /admin and names the sitemap', async () => {
    const robots = await text('/robots.txt');
    expect(robots.type).toContain('text/plain');
    const lines = robots.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Sitemap: https://plumbing.example/sitemap.xml');
    for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  });

  it("a project detail page gets the project's head and its sitemap entry; an unknown project is a 404", async () => {
    const input = buildProject({
      title: 'Kitchen remodel',
      description: 'A new kitchen with a relocated sink.',
      image: 'https://example.com/kitchen.jpg',
    });
    const saved = await server.graphql(SAVE_PROJECT, { input }, token);
    expect(saved.body.errors).toBeUndefined();
    const { id } = saved.body.data.saveProject;
    const detail = await text(`/projects/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toContain('<title>Kitchen remodel | Gulf Coast Plumbing &amp; Renovation</title>');
    expect(detail.body).toContain('<meta name="description" content="A new kitchen with a relocated sink." />');
    expect(detail.body).toContain('<meta property="og:image" content="https://example.com/kitchen.jpg" />');
    expect(detail.body).toContain(`<link rel="canonical" href="https://plumbing.example/projects/${id}" />`);
    expect((await text('/sitemap.xml')).body).toContain(`<loc>https://plumbing.example/projects/${id}</loc>`);
    expect((await text('/projects/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await text('/projects/not-an-id')).status).toBe(404);
  });

  it('seeds the example page into an empty database once, and never into one with content', async () => {
    const { pages, db } = server.app.services;
    await db.query('DELETE FROM page');
    expect(await pages.seedExample()).toBe(true);
    expect(await pages.seedExample()).toBe(false);
    const seeded = await db.getRepository(Page).find();
    expect(seeded.map((p) => p.slug)).toEqual(['water-heater-services']);
    expect(JSON.parse(seeded[0].seo.schema)['@type']).toBe('Service');
    const page = await text('/water-heater-services');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Water Heater Repair &amp; Installation in Tampa, FL</title>');
    expect(page.body).toContain('or call <a class="call-link" href="tel:+18135550142">(813) 555-0142</a>.'); // through the profile's placeholder
    // In Spanish too (issue #51): its own words at /es/paginas/…, booking on the Spanish page, alternates both ways.
    const spanish = await text('/es/paginas/water-heater-services');
    expect(spanish.status).toBe(200);
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<title>Reparación e instalación de calentadores de agua en Tampa, FL</title>');
    expect(spanish.body).toContain(
      '<a href="/es/agendar">Agende una visita de servicio</a> o llame al <a class="call-link" href="tel:+18135550142">(813) 555-0142</a>.',
    );
    expect(spanish.body).toContain('<link rel="alternate" hreflang="en" href="https://plumbing.example/pages/water-heater-services" />');
    expect(spanish.body).not.toContain('Esta página está escrita en inglés.');

    // Never twice, even after the owner deleted it; and a database with content is left alone.
    await db.query('DELETE FROM page');
    expect(await pages.seedExample()).toBe(false);
    await db.query(`DELETE FROM setting WHERE key = 'example_page_seeded'`);
    await server.graphql(SAVE_PAGE, { input: buildPage({ title: 'Mine', slug: 'mine' }) }, token);
    expect(await pages.seedExample()).toBe(false);
    expect((await db.getRepository(Page).find()).map((p) => p.slug)).toEqual(['mine']);
  });

  it.each([
    ['Mon-Sat 7am-6pm, 24/7 emergency service', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], '07:00', '18:00'],
    ['Monday to Friday 8:30 AM to 5 PM', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '08:30', '17:00'],
    ['Sat-Mon 12am-12pm', ['Sunday', 'Monday', 'Saturday'], '00:00', '12:00'], // in week order
  ])('reads opening hours "%s"', (wording, dayOfWeek, opens, closes) => {
    // Read into the first start's weekly hours, which the JSON-LD then states.
    expect(openingHoursSpecification({ openingHours: weeklyHoursFromText(wording)! })).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek, opens, closes },
    ]);
  });

  it('claims no opening hours it cannot read', () => {
    expect(weeklyHoursFromText('Call us any time')).toBeNull();
  });
});
