import { EditConflictMessages } from '@plumbing/shared';
import { buildBusinessProfile, buildPage, type PageValues } from '../../../test/factories';
import { DELETE_PAGE, PAGE, PAGE_BY_SLUG, PAGES, SAVE_BUSINESS_PROFILE, SAVE_PAGE, SAVE_SEO_SETTINGS } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { webDistFixture } from '../../../test/web-dist-fixture';

const fullPage = buildPage({
  content: '<h2>Clogged?</h2><p>We clear <strong>any</strong> drain.</p>',
  type: 'page',
  seo: {
    title: 'Drain Cleaning in Tampa, FL | Fast & Affordable',
    description: 'Professional drain cleaning for kitchens, bathrooms and main sewer lines.',
    keywords: [' drains ', '', 'sewer', 'drains'],
    canonicalUrl: '',
    redirectUrl: '',
    robots: { noarchive: true },
    schema: '{"@context":"https://schema.org","@type":"Service","name":"Drain cleaning"}',
    social: {
      ogTitle: 'Drain cleaning that lasts',
      ogDescription: 'Same-day drain cleaning.',
      ogImage: '/uploads/drain.jpg',
      twitterCard: 'summary_large_image',
      twitterTitle: '',
      twitterDescription: '',
      twitterImage: '',
    },
  },
});

/** The head elements of a served document, the way a crawler reads them. */
function readHead(html: string) {
  const meta = (attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    keywords: meta('name', 'keywords'),
    robots: meta('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: Object.fromEntries(['title', 'description', 'image', 'type', 'url'].map((k) => [k, meta('property', `og:${k}`)])),
    twitter: Object.fromEntries(['card', 'title', 'description', 'image'].map((k) => [k, meta('name', `twitter:${k}`)])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])),
    scripts: [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
  };
}

describe('content pages', () => {
  let server: TestServer;
  let token: string;
  let web: ReturnType<typeof webDistFixture>;
  const save = async (input: PageValues) => server.graphql(SAVE_PAGE, { input }, token);
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({ webDistDir: web.dir, env: { PUBLIC_URL: 'https://plumbing.example' } });
    token = await server.adminToken();
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });

  it('refuses writes without an admin token, with the spec message', async () => {
    for (const [query, variables] of [
      [SAVE_PAGE, { input: fullPage }],
      [DELETE_PAGE, { id: '00000000-0000-4000-8000-000000000000' }],
      [SAVE_SEO_SETTINGS, { input: { title: 'x', description: 'y' } }],
    ] as const) {
      for (const badToken of [undefined, 'not-a-token']) {
        const { body } = await server.graphql(query, variables, badToken);
        expect(body.errors).toEqual([
          expect.objectContaining({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } }),
        ]);
      }
    }
    expect((await server.graphql(PAGES)).body.data.pages).toEqual([]);
  });

  it('validates with the spec §5 messages and refuses unsafe URLs', async () => {
    const { body } = await save({
      ...fullPage,
      title: '  ',
      slug: '',
      seo: {
        schema: '{not json',
        canonicalUrl: 'javascript:alert(1)',
        redirectUrl: '//evil.example',
        social: { ogImage: 'data:image/png;base64,x' },
      },
    });
    const messages = JSON.stringify(body.errors);
    for (const text of [
      'Page title is required',
      'Page URL slug is required',
      'Invalid JSON schema format',
      'Canonical URL must be an http:// or https:// address, or a path on this site starting with /',
      'Redirect URL must be an http:// or https:// address',
      'Open Graph image URL must be',
    ]) {
      expect(messages).toContain(text);
    }
    expect((await save({ ...fullPage, slug: 'Not A Slug' })).body.errors?.[0].extensions?.validationErrors).toEqual([
      expect.objectContaining({ property: 'slug', constraints: { matches: expect.stringContaining('only lowercase letters, numbers') } }),
    ]);
  });

  it('saves with defaults, keeps the id stable, keeps old slugs alive and refuses a taken slug', async () => {
    const minimal = (await save(buildPage({ title: 'Minimal', slug: 'minimal' }))).body.data.savePage;
    expect(minimal).toMatchObject({
      type: 'page',
      content: '',
      seo: {
        title: '',
        keywords: [],
        schema: '',
        robots: { noindex: false, nofollow: false, noarchive: false, nosnippet: false, noimageindex: false, notranslate: false },
        social: { twitterCard: 'summary', ogImage: '' },
      },
    });
    expect(minimal.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const created = (await save(fullPage)).body.data.savePage;
    expect(created.seo.keywords).toEqual(['drains', 'sewer']);
    const renamed = (await save({ ...fullPage, id: created.id, slug: 'drain-cleaning-tampa' })).body.data.savePage;
    expect(renamed.id).toBe(created.id);
    expect(renamed.createdAt).toBe(created.createdAt);
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect((await server.graphql(PAGES)).body.data.pages).toHaveLength(2);

    // The old URLs answer 301 to the new one; the API says where the page went.
    for (const path of ['/drain-cleaning', '/pages/drain-cleaning']) {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/pages/drain-cleaning-tampa');
    }
    expect((await server.graphql(PAGE_BY_SLUG, { slug: 'drain-cleaning' })).body.data.pageBySlug).toMatchObject({
      id: created.id,
      slug: 'drain-cleaning-tampa',
    });
    expect((await server.graphql(PAGE_BY_SLUG, { slug: '' })).body.data.pageBySlug).toBeNull();

    const taken = await save({ ...fullPage, slug: 'minimal' });
    expect(taken.body.errors?.[0]).toMatchObject({
      message: 'Another page already uses this URL slug',
      extensions: {
        code: 'BAD_USER_INPUT',
        validationErrors: [{ property: 'slug', constraints: { slug: 'Another page already uses this URL slug' } }],
      },
    });

    // A new page may take a former slug: it is live again, no longer a redirect.
    const reuse = (await save(buildPage({ title: 'Old drains', slug: 'drain-cleaning' }))).body.data.savePage;
    expect((await get('/drain-cleaning')).status).toBe(200);
    expect((await server.graphql(DELETE_PAGE, { id: reuse.id }, token)).body.data.deletePage).toBe(true);
    expect((await server.graphql(DELETE_PAGE, { id: reuse.id }, token)).body.data.deletePage).toBe(false);
    expect((await server.graphql(PAGE, { id: reuse.id })).body.data.page).toBeNull();
    expect((await server.graphql(PAGE, { id: 'not-a-uuid' })).body.data.page).toBeNull();
    expect((await get('/pages/drain-cleaning')).status).toBe(404);
    expect((await save(buildPage({ title: 'x', slug: 'x', id: reuse.id }))).body.errors?.[0].message).toBe(
      `Failed to fetch page with ID ${reuse.id}`,
    );
  });

  it('refuses a save based on a version another tab has saved over since, and writes nothing', async () => {
    const opened = (await save(buildPage({ title: 'Water heaters', slug: 'water-heaters' }))).body.data.savePage;
    // Tab A saves first, from the version both tabs opened.
    const first = await save(
      buildPage({ id: opened.id, title: 'Water heaters in Tampa', slug: 'water-heaters', expectedUpdatedAt: opened.updatedAt }),
    );
    expect(first.body.errors).toBeUndefined();
    // Tab B, still on the opened version, is refused instead of overwriting tab A's title.
    const stale = await save(
      buildPage({ id: opened.id, title: 'Tankless heaters', slug: 'water-heaters', expectedUpdatedAt: opened.updatedAt }),
    );
    expect(stale.body.errors).toEqual([
      expect.objectContaining({ message: EditConflictMessages.changed('page'), extensions: { code: 'CONFLICT' } }),
    ]);
    expect((await server.graphql(PAGE, { id: opened.id })).body.data.page).toMatchObject({
      title: 'Water heaters in Tampa',
      updatedAt: first.body.data.savePage.updatedAt,
    });
    // From the version now saved, or on purpose without one ("save mine anyway"), it saves.
    const current = await save(
      buildPage({ id: opened.id, title: 'Tankless heaters', slug: 'water-heaters', expectedUpdatedAt: first.body.data.savePage.updatedAt }),
    );
    expect(current.body.data.savePage.title).toBe('Tankless heaters');
    const overwrite = await save(buildPage({ id: opened.id, title: 'Heaters', slug: 'water-heaters', expectedUpdatedAt: null }));
    expect(overwrite.body.data.savePage.title).toBe('Heaters');
    await server.graphql(DELETE_PAGE, { id: opened.id }, token);
  });

  it('serves /{slug} and /pages/{slug} with the full head and the body HTML, without JavaScript', async () => {
    const page = (await save({ ...fullPage, slug: 'water-softeners' })).body.data.savePage;
    for (const path of ['/water-softeners', '/pages/water-softeners', '/water-softeners/']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      const head = readHead(html);
      expect(head).toMatchObject({
        title: 'Drain Cleaning in Tampa, FL | Fast &amp; Affordable',
        description: fullPage.seo.description,
        keywords: 'drains, sewer',
        robots: 'noarchive',
        canonical: 'https://plumbing.example/pages/water-softeners',
        og: {
          title: 'Drain cleaning that lasts',
          description: 'Same-day drain cleaning.',
          image: 'https://plumbing.example/uploads/drain.jpg',
          type: 'website',
          url: 'https://plumbing.example/pages/water-softeners',
        },
        twitter: {
          card: 'summary_large_image',
          title: 'Drain cleaning that lasts',
          description: 'Same-day drain cleaning.',
          image: 'https://plumbing.example/uploads/drain.jpg',
        },
      });
      expect(head.jsonLd).toEqual([
        { '@context': 'https://schema.org', '@type': 'Service', name: 'Drain cleaning' },
        expect.objectContaining({
          '@type': 'Plumber',
          name: 'Gulf Coast Plumbing & Renovation',
          telephone: '(813) 555-0142',
          address: expect.objectContaining({ '@type': 'PostalAddress', addressLocality: 'Tampa', addressRegion: 'FL' }),
          openingHoursSpecification: [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
              opens: '07:00',
              closes: '18:00',
            },
          ],
          areaServed: ['Tampa', 'Hillsborough County', 'Pinellas County', 'Pasco County'].map((name) => ({ '@type': 'Place', name })),
          foundingDate: '2017',
        }),
      ]);
      expect(html).toContain(
        '<h1>Drain Cleaning</h1><div class="page-content"><h2>Clogged?</h2><p>We clear <strong>any</strong> drain.</p></div>',
      );
    }
    // The API hands the web app the same head for in-app navigation.
    expect((await server.graphql(PAGE_BY_SLUG, { slug: 'water-softeners' })).body.data.pageBySlug!.head).toEqual({
      title: 'Drain Cleaning in Tampa, FL | Fast & Affordable',
      canonical: 'https://plumbing.example/pages/water-softeners',
      robots: 'noarchive',
    });
    await server.graphql(DELETE_PAGE, { id: page.id }, token);
  });

  it("says the business's facts through the profile: the page as served and through the API follows the profile when it changes", async () => {
    const content = '<p>Call {{business.phone}}, write to {{business.email}} or visit {{business.address}}.</p>';
    const page = (await save(buildPage({ slug: 'call-us', content }))).body.data.savePage;
    expect(page.content).toBe(content); // the owner's words are kept as written; only visitors read them filled
    const served = async () => {
      const html = await (await get('/call-us')).text();
      const api = (await server.graphql(PAGE_BY_SLUG, { slug: 'call-us' })).body.data.pageBySlug!.html;
      expect(html).toContain(`<div class="page-content">${api}</div>`);
      return api;
    };
    expect(await served()).toBe(
      '<p>Call <a class="call-link" href="tel:+18135550142">(813) 555-0142</a>, write to <a href="mailto:hello@gulfcoastplumbing.example">hello@gulfcoastplumbing.example</a> or visit 4102 W Kennedy Blvd, Tampa, FL 33609.</p>',
    );

    const moved = buildBusinessProfile({ phone: '(727) 555-0100' });
    expect((await server.graphql(SAVE_BUSINESS_PROFILE, { input: moved }, token)).body.errors).toBeUndefined();
    expect(await served()).toContain('Call <a class="call-link" href="tel:+17275550100">(727) 555-0100</a>');
    await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile() }, token);
    await server.graphql(DELETE_PAGE, { id: page.id }, token);
  });

  it('falls back to the page title and the global settings, and renders every robots flag', async () => {
    await save(
      buildPage({ title: 'Bare "quoted" page', slug: 'bare', seo: { robots: { noindex: true, nofollow: true, notranslate: true } } }),
    );
    const head = readHead(await (await get('/bare')).text());
    expect(head).toMatchObject({
      title: 'Bare &quot;quoted&quot; page',
      description: 'Expert plumbing services available 24/7. Licensed and insured plumbers.',
      keywords: 'plumbing, services, emergency plumber',
      robots: 'noindex, nofollow, notranslate',
      canonical: 'https://plumbing.example/pages/bare',
      og: { title: 'Bare &quot;quoted&quot; page', image: undefined, type: 'website' },
      twitter: { card: 'summary', image: undefined },
    });
    expect(head.jsonLd).toHaveLength(1);
  });

  it('makes XSS in content, title and schema inert', async () => {
    const attack = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const saved = await save({
      title: `Evil ${attack}"'`,
      slug: 'evil',
      content: `<p onclick="alert(3)">Hi</p>${attack}<a href="javascript:alert(4)">x</a><iframe src="https://evil.example"></iframe><style>body{}</style>`,
      seo: {
        description: attack,
        schema: JSON.stringify({ '@type': 'Thing', name: attack }),
        social: { ogTitle: `"><script>alert(5)</script>` },
      },
    });
    expect(saved.body.data.savePage.content).toBe('<p>Hi</p><img src="x" /><a>x</a>');
    const html = await (await get('/evil')).text();
    const head = readHead(html);
    // The only scripts are the inert data blocks and the app bundle.
    expect(head.scripts).toEqual([
      '<script type="application/ld+json" id="page-schema">',
      '<script type="application/ld+json" id="business-schema">',
      '<script id="site-config" type="application/json">',
      '<script type="module" src="/assets/app.js">',
    ]);
    // Event handlers and javascript: survive only as escaped text or JSON, never as markup.
    const markup = html.replace(/<script type="application\/(ld\+)?json"[^>]*>[\s\S]*?<\/script>/g, '').replace(/"[^"]*"/g, '""');
    expect(markup).not.toMatch(/<[a-z][^>]*\son\w+\s*=|<iframe|<style/i);
    expect(html).not.toContain('href="javascript:');
    expect(head.jsonLd[0]).toEqual({ '@type': 'Thing', name: attack });
    expect(head.title).toBe('Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;');
  });

  it('answers a redirect URL with 301 and unknown slugs with 404, and never shadows app routes', async () => {
    await save(buildPage({ title: 'Moved', slug: 'moved', seo: { redirectUrl: 'https://elsewhere.example/new' } }));
    const moved = await get('/moved');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('https://elsewhere.example/new');
    expect((await get('/pages/moved')).headers.get('location')).toBe('https://elsewhere.example/new');

    for (const path of ['/no-such-page', '/pages/no-such-page', '/pages/Bad_Slug', '/a/b/c']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(readHead(await response.text())).toMatchObject({
        title: 'Page Not Found | Gulf Coast Plumbing &amp; Renovation',
        robots: 'noindex',
      });
    }

    await save(buildPage({ title: 'About this site', slug: 'about' }));
    const about = readHead(await (await get('/about')).text());
    expect(about).toMatchObject({
      title: 'About Us | Gulf Coast Plumbing &amp; Renovation',
      canonical: 'https://plumbing.example/about',
      robots: 'index, follow',
    });
    expect(about.description).toContain('Meet Gulf Coast Plumbing &amp; Renovation');
    expect(readHead(await (await get('/pages/about')).text()).title).toBe('About this site');
    const home = readHead(await (await get('/')).text());
    expect(home).toMatchObject({
      title: 'Gulf Coast Plumbing &amp; Renovation | Plumbing Services',
      canonical: 'https://plumbing.example/',
    });
    expect(readHead(await (await get('/admin/pages')).text()).robots).toBe('noindex, nofollow');
  });
});
