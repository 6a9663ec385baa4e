// The service areas' own pages (issue #42): drafts and publishing, the doorway gate that refuses a
// page reading like another published one, the noindex rule of thin pages, and what lists the
// published, indexable ones (the sitemap, the business's areaServed, every page's site-config for
// the footer); their server-written head in English and in Spanish.
import { AreaPageMessages, areaPageSimilarity, HeadElementId, similarityPercent, textAsHtml, type ServiceArea } from '@plumbing/shared';
import { buildAreaPage, buildBusinessProfile, buildProject } from '../../../test/factories';
import {
  AREA_PAGE,
  AREA_PAGES,
  CREATE_API_TOKEN,
  DELETE_AREA_PAGE,
  PROJECT_AREA,
  SAVE_AREA_PAGE,
  SAVE_BUSINESS_PROFILE,
  SAVE_PROJECT,
} from '../../../test/operations';
import { servedPage, sitemapEntries } from '../../../test/served-page';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { webDistFixture } from '../../../test/web-dist-fixture';

const SITE = 'https://plumbing.example';

const AREAS: ServiceArea[] = [
  { name: 'Brandon', slug: 'brandon', zipCodes: ['33510', '33511'] },
  { name: 'Riverview', slug: 'riverview', zipCodes: ['33569'] },
  { name: 'Valrico', slug: 'valrico', zipCodes: [] },
  { name: 'Hillsborough County', slug: 'hillsborough-county', zipCodes: [] },
  { name: 'Plant City', slug: 'plant-city', zipCodes: [] },
];

/** A page written for Brandon: over 150 words, about Brandon's own houses and water. */
const BRANDON = {
  intro: [
    'Brandon grew fast in the 1980s, and many of the ranch houses east of Kings Avenue still run on the polybutylene supply lines the builders of that decade loved.',
    'Those grey pipes turn brittle with age and split without warning, usually behind a wall or under the slab, so we replace them with PEX-A in a day and patch the drywall before we leave.',
    'Brandon water comes from the county system and is hard enough to crust a tank heater within a few years: we flush heaters every spring and fit softeners where the scale is worst.',
    'Around Lake Brandon the yards are sandy and tree roots hunt for sewer joints, which is why our camera truck spends most Mondays in Bloomingdale and Providence Lakes.',
  ].join(' '),
  faq: [
    {
      question: 'Do you replace polybutylene pipes in Brandon homes?',
      answer: 'Yes: a three-bedroom house off Lumsden Road takes us one working day, with the water back on by evening.',
    },
    {
      question: 'How hard is the water in Brandon?',
      answer: 'Around 9 grains per gallon on our last tests in Bloomingdale, enough that we recommend a softener for tankless heaters.',
    },
  ],
};

/** Its Spanish version, over 150 words of its own too. */
const BRANDON_ES = {
  intro: [
    'Brandon creció rápido en los años ochenta, y muchas de las casas de una planta al este de Kings Avenue todavía tienen las tuberías de polibutileno que tanto usaron los constructores de esa década.',
    'Esos tubos grises se vuelven quebradizos con los años y se rompen sin aviso, casi siempre detrás de una pared o bajo el piso, así que los cambiamos por PEX-A en un día y reparamos la pared antes de irnos.',
    'El agua de Brandon viene del sistema del condado y es tan dura que llena de sarro un calentador de tanque en pocos años: purgamos los calentadores cada primavera e instalamos suavizadores donde el sarro es peor.',
    'Cerca del lago Brandon los patios son arenosos y las raíces buscan las juntas del drenaje; por eso nuestro camión con cámara pasa casi todos los lunes en Bloomingdale y Providence Lakes.',
  ].join(' '),
  faq: [
    {
      question: '¿Cambian tuberías de polibutileno en casas de Brandon?',
      answer: 'Sí: una casa de tres habitaciones cerca de Lumsden Road nos lleva un día de trabajo, y el agua vuelve esa misma tarde.',
    },
    {
      question: '¿Qué tan dura es el agua en Brandon?',
      answer:
        'Unos 9 granos por galón en nuestras últimas pruebas en Bloomingdale, lo suficiente para recomendar un suavizador con los calentadores sin tanque.',
    },
  ],
};

/** The Brandon page with Riverview's name: a doorway page. */
const swapped = (text: string) => text.replaceAll('Brandon', 'Riverview');
const RIVERVIEW_COPY = {
  intro: swapped(BRANDON.intro),
  faq: BRANDON.faq.map(({ question, answer }) => ({ question: swapped(question), answer: swapped(answer) })),
};

/** A page written for Riverview apart from Brandon's. */
const RIVERVIEW = {
  intro: [
    'Riverview is mostly new subdivisions along the Alafia River, and their builder-grade fixtures tend to give out around the ten-year mark.',
    'We fit quarter-turn shut-off valves, swap plastic supply hoses for braided steel and install tankless heaters in garages that were built without room for a tank.',
    'Homes near the river that still draw from private wells often smell of sulfur: a whole-house filter with an air-injection head clears it, and we service them every year.',
  ].join(' '),
  faq: [
    {
      question: 'Can you install a tankless heater in a Riverview garage?',
      answer: 'Usually, yes: most need a new gas line, which we run ourselves.',
    },
  ],
};

/** A text as a visitor reads it, hiding from the doorway gate and the word count (issue #49). */
const DISGUISES = {
  /** A zero-width space between all letters. */
  zeroWidthSpaces: (text: string) => text.replace(/(?<=\p{L})(?=\p{L})/gu, '\u200B'),
  /** Soft hyphens inside the words. */
  softHyphens: (text: string) => text.replace(/(?<=\p{L}{2})(?=\p{L}{2})/gu, '\u00AD'),
  /** Cyrillic а, е, о, р, с for the Latin letters. */
  cyrillic: (text: string) => text.replace(/[aeopc]/g, (letter) => 'аеорс'['aeopc'.indexOf(letter)]),
};
/** The Brandon page for Plant City, disguised. */
const plantCityCopy = (disguise: (text: string) => string) => {
  const renamed = (text: string) => disguise(text.replaceAll('Brandon', 'Plant City'));
  return {
    intro: renamed(BRANDON.intro),
    faq: BRANDON.faq.map(({ question, answer }) => ({ question: renamed(question), answer: renamed(answer) })),
  };
};

/** The business's JSON-LD as a page's head carries it. */
const businessJsonLd = (body: string) =>
  JSON.parse(new RegExp(`<script type="application/ld\\+json" id="${HeadElementId.businessSchema}">(.*?)</script>`).exec(body)![1]) as {
    areaServed: unknown;
  };
/** The page's own JSON-LD. */
const pageJsonLd = (body: string) =>
  JSON.parse(new RegExp(`<script type="application/ld\\+json" id="${HeadElementId.pageSchema}">(.*?)</script>`).exec(body)![1]) as {
    '@graph': Array<Record<string, unknown>>;
  };
/** The area pages every page's site-config hands the footer. */
const footerAreas = (body: string) =>
  (
    JSON.parse(new RegExp(`<script id="${HeadElementId.siteConfig}" type="application/json">(.*?)</script>`).exec(body)![1]) as {
      areaPages: unknown;
    }
  ).areaPages;

describe('service area pages', () => {
  let server: TestServer;
  let web: ReturnType<typeof webDistFixture>;
  let token: string;
  const served = (path: string) => servedPage(server.url, path);
  const save = (input: Parameters<typeof buildAreaPage>[0]) => server.graphql(SAVE_AREA_PAGE, { input: buildAreaPage(input) }, token);

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({ webDistDir: web.dir, env: { PUBLIC_URL: SITE } });
    token = await server.adminToken();
    const saved = await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ serviceAreas: AREAS }) }, token);
    expect(saved.body.errors).toBeUndefined();
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });

  it('refuses every owner-only operation without an admin token, and shows no draft to visitors', async () => {
    const draft = await save({ slug: 'valrico', intro: 'A draft about Valrico.' });
    expect(draft.body.errors).toBeUndefined();
    for (const answer of [
      await server.graphql(SAVE_AREA_PAGE, { input: buildAreaPage({ slug: 'valrico', published: true }) }),
      await server.graphql(AREA_PAGES),
      await server.graphql(DELETE_AREA_PAGE, { slug: 'valrico' }),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body.errors?.[0]).toMatchObject({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect((await server.graphql(AREA_PAGE, { slug: 'valrico' })).body.data.areaPage).toBeNull();
    expect(await served('/service-areas/valrico')).toMatchObject({ status: 404 });
    // Still there, unpublished.
    expect((await server.graphql(AREA_PAGES, {}, token)).body.data.areaPages).toEqual([
      expect.objectContaining({ slug: 'valrico', published: false, areaName: 'Valrico', intro: '<p>A draft about Valrico.</p>' }),
    ]);
  });

  it('refuses a page of an area the profile does not have, and a published page without its introduction or an answer', async () => {
    expect((await save({ slug: 'clearwater' })).body.errors?.[0]).toMatchObject({
      message: 'No service area has the slug "clearwater": add the area in the business profile first',
    });
    expect((await save({ slug: 'brandon', intro: ' ', published: true })).body.errors?.[0]).toMatchObject({
      message: 'Write the introduction before publishing the page',
    });
    const unanswered = await save({ slug: 'brandon', intro: 'Hi', faq: [{ question: 'Why?', answer: '' }], published: true });
    expect(unanswered.body.errors?.[0]).toMatchObject({ message: 'Each question needs its answer, and each answer its question' });
    // A draft keeps what is being written.
    const draft = await save({
      slug: 'brandon',
      intro: 'Hi',
      faq: [
        { question: 'Why?', answer: '' },
        { question: ' ', answer: '' },
      ],
    });
    expect(draft.body.data.saveAreaPage.faq).toEqual([{ question: 'Why?', answer: '' }]);
  });

  it('the doorway gate: refuses to publish a page that differs from a published one by the city name, and takes one written apart', async () => {
    const brandon = await save({ slug: 'brandon', ...BRANDON, published: true });
    expect(brandon.body.errors).toBeUndefined();
    expect(brandon.body.data.saveAreaPage).toMatchObject({ published: true, indexable: true });

    const copied = areaPageSimilarity({ areaName: 'Brandon', ...BRANDON }, { areaName: 'Riverview', ...RIVERVIEW_COPY });
    const apart = areaPageSimilarity({ areaName: 'Brandon', ...BRANDON }, { areaName: 'Riverview', ...RIVERVIEW });
    // The figures of the closing note.
    console.log(`Similarity to the Brandon page: the city-swapped copy ${copied.toFixed(3)}, the page written apart ${apart.toFixed(3)}`);
    expect(copied).toBe(1);
    expect(apart).toBeLessThan(0.05);

    const refused = await save({ slug: 'riverview', ...RIVERVIEW_COPY, published: true });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: `Not published: this page reads too much like the Brandon page (${similarityPercent(copied)} alike), more than the 60% allowed. Rewrite the highlighted sentences for this area in your own words, or save it as a draft.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(refused.body.data).toBeNull();
    // As a draft it is kept, unpublished.
    const draft = await save({ slug: 'riverview', ...RIVERVIEW_COPY });
    // Plain text sent through the API is stored as its paragraphs (issue #52: introductions are page HTML).
    expect(draft.body.data.saveAreaPage).toMatchObject({ published: false, intro: textAsHtml(RIVERVIEW_COPY.intro) });

    const published = await save({
      slug: 'riverview',
      ...RIVERVIEW,
      published: true,
      expectedUpdatedAt: draft.body.data.saveAreaPage.updatedAt,
    });
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data.saveAreaPage.published).toBe(true);
    // Brandon cannot now become Riverview's copy either.
    expect((await save({ slug: 'brandon', ...swappedBack(RIVERVIEW), published: true })).body.errors?.[0].message).toMatch(
      /^Not published: this page reads too much like the Riverview page \(100% alike\)/,
    );
  });

  it('sees through invisible characters and look-alike letters, for the owner and for an API token alike (issue #49)', async () => {
    const apiToken = (await server.graphql(CREATE_API_TOKEN, { input: { name: 'Content sync', scopes: ['content:write'] } }, token)).body
      .data.createApiToken.token;
    const copied = expect.stringMatching(/^Not published: this page reads too much like the Brandon page \(100% alike\)/);
    const refusals: Record<string, unknown> = {
      zeroWidthSpaces: copied,
      softHyphens: copied,
      cyrillic: AreaPageMessages.mixedScripts(DISGUISES.cyrillic('Plant'), false),
    };
    for (const [name, disguise] of Object.entries(DISGUISES)) {
      for (const [who, bearer] of [
        ['owner', token],
        ['API token', apiToken],
      ]) {
        const input = buildAreaPage({ slug: 'plant-city', ...plantCityCopy(disguise), published: true });
        const refused = await server.graphql(SAVE_AREA_PAGE, { input }, bearer);
        expect({ name, who, refusal: refused.body.errors?.[0].message }).toEqual({
          name,
          who,
          refusal: refusals[name],
        });
      }
    }
    expect((await server.graphql(AREA_PAGE, { slug: 'plant-city' })).body.data.areaPage).toBeNull();
    // A word of the Spanish version that mixes alphabets is named too; Spanish accents are Latin letters.
    const spanish = await save({
      slug: 'plant-city',
      intro: 'Plant City has its own wells.',
      published: true,
      es: { intro: 'Reparamos tuberías en Plant City: llame a un plomеro.', faq: [] },
    });
    expect(spanish.body.errors?.[0]).toMatchObject({
      message: AreaPageMessages.mixedScripts('plomеro', true),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // A draft is kept as the owner typed it, what cannot be seen and the accents included.
    const typed = plantCityCopy(DISGUISES.zeroWidthSpaces);
    const draft = await save({ slug: 'plant-city', ...typed, es: { intro: 'Reparamos tuberías en Peña.', faq: [] } });
    expect(draft.body.data.saveAreaPage).toMatchObject({
      published: false,
      intro: textAsHtml(typed.intro),
      es: { intro: '<p>Reparamos tuberías en Peña.</p>' },
    });

    // 64 words, lifted over the 150-word rule by zero-width spaces: published, but not indexed.
    const thin = DISGUISES.zeroWidthSpaces(
      Array.from({ length: 8 }, (_, at) => `Strawberry growers around Plant City need pump ${at + 1}.`).join(' '),
    );
    const published = await save({
      slug: 'plant-city',
      intro: thin,
      published: true,
      expectedUpdatedAt: draft.body.data.saveAreaPage.updatedAt,
    });
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data.saveAreaPage).toMatchObject({ published: true, indexable: false });
    expect((await served('/service-areas/plant-city')).body).toContain('<meta name="robots" content="noindex, follow" />');
    expect((await sitemapEntries(server.url)).map(({ loc }) => loc)).not.toContain(`${SITE}/service-areas/plant-city`);
  });

  it('compares Spanish versions with each other', async () => {
    const spanish = { intro: 'Reparamos tuberías en Valrico desde 2017, casa por casa.', faq: [] };
    const valrico = await save({
      slug: 'valrico',
      intro: 'Valrico sits on well water and old septic lines.',
      published: true,
      es: spanish,
    });
    expect(valrico.body.errors).toBeUndefined();
    const refused = await save({
      slug: 'hillsborough-county',
      intro: 'The county has every kind of pipe ever made.',
      published: true,
      es: { intro: spanish.intro.replace('Valrico', 'Hillsborough County'), faq: [] },
    });
    expect(refused.body.errors?.[0].message).toMatch(
      /^Not published: its Spanish version reads too much like the Valrico page's \(100% alike\), more than the 60% allowed\./,
    );
  });

  it('a thin page without a project is noindex, and out of the sitemap, the footer and areaServed until a project is done there', async () => {
    // Valrico (published above): 8 words and no project.
    const valrico = await served('/service-areas/valrico');
    expect(valrico).toMatchObject({ status: 200, canonical: `${SITE}/service-areas/valrico` });
    expect(valrico.body).toContain('<meta name="robots" content="noindex, follow" />');
    const brandon = await served('/service-areas/brandon');
    expect(brandon.body).toContain('<meta name="robots" content="index, follow" />');
    const listed = [
      { name: 'Brandon', slug: 'brandon' },
      { name: 'Riverview', slug: 'riverview' },
    ];
    const riverviewPlace = { '@type': 'Place', name: 'Riverview', url: `${SITE}/service-areas/riverview` };
    const brandonPlace = { '@type': 'Place', name: 'Brandon', url: `${SITE}/service-areas/brandon` };
    // Riverview's page has fewer than 150 words, but it is listed once a project was done there.
    expect((await server.graphql(AREA_PAGE, { slug: 'riverview' })).body.data.areaPage?.indexable).toBe(false);
    const home = await served('/');
    expect(businessJsonLd(home.body).areaServed).toEqual([brandonPlace]);
    expect(footerAreas(home.body)).toEqual([listed[0]]);

    const project = await server.graphql(
      SAVE_PROJECT,
      { input: buildProject({ title: 'Riverview repipe', serviceArea: 'riverview' }) },
      token,
    );
    expect(project.body.errors).toBeUndefined();
    const { id } = project.body.data.saveProject;
    expect((await server.graphql(PROJECT_AREA, { id })).body.data.project).toEqual({
      serviceArea: 'riverview',
      areaPage: { slug: 'riverview', areaName: 'Riverview' },
    });
    const page = (await server.graphql(AREA_PAGE, { slug: 'riverview' })).body.data.areaPage;
    expect(page).toMatchObject({ indexable: true, projects: [{ id, title: 'Riverview repipe' }] });

    for (const path of ['/', '/about', '/es/nosotros', '/service-areas/valrico']) {
      const { body } = await served(path);
      expect({ path, areaServed: businessJsonLd(body).areaServed }).toEqual({ path, areaServed: [brandonPlace, riverviewPlace] });
      expect({ path, footer: footerAreas(body) }).toEqual({ path, footer: listed });
    }
    const locs = (await sitemapEntries(server.url)).map(({ loc }) => loc).filter((loc) => /service-areas|zonas/.test(loc));
    expect(locs).toEqual([`${SITE}/service-areas`, `${SITE}/es/zonas`, `${SITE}/service-areas/brandon`, `${SITE}/service-areas/riverview`]);
  });

  it('a project names only an area of the profile, and links to its page only while it is published', async () => {
    expect(
      (await server.graphql(SAVE_PROJECT, { input: buildProject({ serviceArea: 'atlantis' }) }, token)).body.errors?.[0],
    ).toMatchObject({ message: 'Choose one of the service areas of the business profile, or none' });
    const saved = await server.graphql(
      SAVE_PROJECT,
      { input: buildProject({ title: 'Lithia sink', serviceArea: 'hillsborough-county' }) },
      token,
    );
    const { id } = saved.body.data.saveProject;
    // Its area has a refused, never-saved page: no link.
    expect((await server.graphql(PROJECT_AREA, { id })).body.data.project?.areaPage).toBeNull();
    // Saved without naming its area (an older client): the area stays.
    await server.graphql(SAVE_PROJECT, { input: buildProject({ id, title: 'Lithia sink' }) }, token);
    expect((await server.graphql(PROJECT_AREA, { id })).body.data.project?.serviceArea).toBe('hillsborough-county');
    await server.graphql(SAVE_PROJECT, { input: buildProject({ id, title: 'Lithia sink', serviceArea: null }) }, token);
    expect((await server.graphql(PROJECT_AREA, { id })).body.data.project?.serviceArea).toBeNull();
  });

  it("writes the area page's head: title, description, canonical, hreflang, Open Graph and the breadcrumb JSON-LD", async () => {
    const saved = await save({ slug: 'brandon', ...BRANDON, published: true, es: BRANDON_ES });
    expect(saved.body.errors).toBeUndefined();
    const alternates = {
      en: `${SITE}/service-areas/brandon`,
      es: `${SITE}/es/zonas/brandon`,
      'x-default': `${SITE}/service-areas/brandon`,
    };

    const en = await served('/service-areas/brandon');
    expect(en).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'Plumber in Brandon | Gulf Coast Plumbing &amp; Renovation',
      canonical: `${SITE}/service-areas/brandon`,
      alternates,
    });
    expect(en.description).toMatch(/^Brandon grew fast in the 1980s, .{60,}…$/);
    expect(en.description!.length).toBeLessThanOrEqual(155);
    expect(en.body).toContain('<meta property="og:title" content="Plumber in Brandon | Gulf Coast Plumbing &amp; Renovation" />');
    expect(en.body).toContain(`<meta property="og:url" content="${SITE}/service-areas/brandon" />`);
    const [breadcrumbs, service] = pageJsonLd(en.body)['@graph'];
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Areas We Serve', item: `${SITE}/service-areas` },
        { '@type': 'ListItem', position: 3, name: 'Brandon', item: `${SITE}/service-areas/brandon` },
      ],
    });
    expect(service).toMatchObject({
      '@type': 'Service',
      provider: { '@type': 'Plumber', '@id': `${SITE}/#business`, telephone: '(813) 555-0142' },
      areaServed: { '@type': 'Place', name: 'Brandon' },
    });

    const es = await served('/es/zonas/brandon');
    expect(es).toMatchObject({
      status: 200,
      lang: 'es',
      title: 'Plomero en Brandon | Gulf Coast Plumbing &amp; Renovation',
      canonical: `${SITE}/es/zonas/brandon`,
      alternates,
    });
    expect(es.description).toMatch(/^Brandon creció rápido en los años ochenta, .{60,}…$/);
    expect(es.body).toContain('<meta name="robots" content="index, follow" />');
    expect(pageJsonLd(es.body)['@graph'][0]).toMatchObject({
      itemListElement: [
        { name: 'Inicio', item: `${SITE}/es` },
        { name: 'Zonas que atendemos', item: `${SITE}/es/zonas` },
        { name: 'Brandon', item: `${SITE}/es/zonas/brandon` },
      ],
    });
    const entries = await sitemapEntries(server.url);
    for (const loc of [alternates.en, alternates.es]) expect(entries.find((entry) => entry.loc === loc)?.alternates).toEqual(alternates);

    // The screen's query gives the same head.
    const { body } = await server.graphql(AREA_PAGE, { slug: 'brandon', locale: 'es' });
    expect(body.data.areaPage?.head).toMatchObject({
      title: 'Plomero en Brandon | Gulf Coast Plumbing & Renovation',
      canonical: `${SITE}/es/zonas/brandon`,
    });
  });

  it('applies the 150-word rule to each language: a thin Spanish version is noindex and out of the sitemap, with no alternates either way', async () => {
    // 17 words of Spanish under an English page of over 150, and no project done in Brandon.
    const thin = {
      intro: 'Reparamos tuberías, calentadores y desagües en Brandon desde 2017. Llámenos y le damos una visita el mismo día.',
      faq: [],
    };
    expect((await save({ slug: 'brandon', ...BRANDON, published: true, es: thin })).body.errors).toBeUndefined();
    const es = await served('/es/zonas/brandon');
    expect(es).toMatchObject({ status: 200, lang: 'es', canonical: `${SITE}/es/zonas/brandon`, alternates: {} });
    expect(es.body).toContain('<meta name="robots" content="noindex, follow" />');
    const en = await served('/service-areas/brandon');
    expect(en).toMatchObject({ canonical: `${SITE}/service-areas/brandon`, alternates: {} });
    expect(en.body).toContain('<meta name="robots" content="index, follow" />');
    const entries = await sitemapEntries(server.url);
    expect(entries.find((entry) => entry.loc === `${SITE}/service-areas/brandon`)).toEqual({
      loc: `${SITE}/service-areas/brandon`,
      alternates: {},
    });
    expect(entries.map(({ loc }) => loc)).not.toContain(`${SITE}/es/zonas/brandon`);
    // The screen's query says the same.
    const { body } = await server.graphql(AREA_PAGE, { slug: 'brandon', locale: 'es' });
    expect(body.data.areaPage?.head).toMatchObject({ robots: 'noindex, follow', canonical: `${SITE}/es/zonas/brandon` });
  });

  it('serves a page without a Spanish version in Spanish as its English, canonical to the English page and out of the sitemap', async () => {
    const es = await served('/es/zonas/riverview');
    // The frame's title is Spanish; the owner's words below it are English.
    expect(es).toMatchObject({ status: 200, lang: 'es', title: 'Plomero en Riverview | Gulf Coast Plumbing &amp; Renovation' });
    expect(es.canonical).toBe(`${SITE}/service-areas/riverview`);
    expect(es.alternates).toEqual({});
    const locs = (await sitemapEntries(server.url)).map(({ loc }) => loc);
    expect(locs).toContain(`${SITE}/service-areas/riverview`);
    expect(locs).not.toContain(`${SITE}/es/zonas/riverview`);
    expect(await served('/es/zonas/nowhere')).toMatchObject({ status: 404, lang: 'es' });
  });

  it('lists the areas with a page at /service-areas, and the areas served, unindexed, once none is listed; a page whose area left the profile is not public', async () => {
    expect(await served('/service-areas')).toMatchObject({
      status: 200,
      title: 'Areas We Serve | Gulf Coast Plumbing &amp; Renovation',
      alternates: { en: `${SITE}/service-areas`, es: `${SITE}/es/zonas`, 'x-default': `${SITE}/service-areas` },
    });
    const withoutRiverview = AREAS.filter(({ slug }) => slug !== 'riverview');
    await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ serviceAreas: withoutRiverview }) }, token);
    expect(await served('/service-areas/riverview')).toMatchObject({ status: 404 });
    expect((await server.graphql(AREA_PAGES, {}, token)).body.data.areaPages.find(({ slug }) => slug === 'riverview')).toMatchObject({
      areaName: null,
      published: true,
    });
    expect(footerAreas((await served('/')).body)).toEqual([{ name: 'Brandon', slug: 'brandon' }]);

    expect((await server.graphql(DELETE_AREA_PAGE, { slug: 'brandon' }, token)).body.data.deleteAreaPage).toBe(true);
    expect((await server.graphql(DELETE_AREA_PAGE, { slug: 'brandon' }, token)).body.data.deleteAreaPage).toBe(false);
    // Issue #51: no "Page Not Found" under the list's own banner. The profile's areas and the phone, kept out of search and the sitemap.
    for (const [path, lang] of [
      ['/service-areas', 'en'],
      ['/es/zonas', 'es'],
    ]) {
      const list = await served(path);
      expect(list).toMatchObject({ status: 200, lang, canonical: `${SITE}${path}` });
      expect(list.body).toContain('<meta name="robots" content="noindex, follow" />');
    }
    expect((await sitemapEntries(server.url)).map(({ loc }) => loc).filter((loc) => /service-areas|zonas/.test(loc))).toEqual([]);
    const home = await served('/');
    expect(footerAreas(home.body)).toEqual([]);
    // None listed: areaServed names the profile's areas again.
    expect(businessJsonLd(home.body).areaServed).toEqual(withoutRiverview.map(({ name }) => ({ '@type': 'Place', name })));
  });
});

/** Riverview's page with Brandon's name. */
function swappedBack(page: typeof RIVERVIEW) {
  const back = (text: string) => text.replaceAll('Riverview', 'Brandon');
  return { intro: back(page.intro), faq: page.faq.map(({ question, answer }) => ({ question: back(question), answer: back(answer) })) };
}

describe('service area pages as the web app renders them (the built web app)', () => {
  let server: TestServer;
  let token: string;
  let projectId: string;
  const body = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    return response.text();
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: SITE } });
    token = await server.adminToken();
    await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ serviceAreas: AREAS }) }, token);
    expect(
      (await server.graphql(SAVE_AREA_PAGE, { input: buildAreaPage({ slug: 'brandon', ...BRANDON, published: true }) }, token)).body.errors,
    ).toBeUndefined();
    const project = await server.graphql(
      SAVE_PROJECT,
      { input: buildProject({ title: 'Bloomingdale repipe', serviceArea: 'brandon' }) },
      token,
    );
    projectId = project.body.data.saveProject.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('the area page: the owner’s words, the projects done there, the services, the phone and the way to book', async () => {
    const html = await body('/service-areas/brandon');
    expect(html).toContain('<h1 id="hero-title">Plumbing and renovation in Brandon</h1>');
    expect(html).toContain(`<div class="page-content"><p>${BRANDON.intro}</p></div>`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/projects/${projectId}"[^>]*>Bloomingdale repipe</a>`));
    expect(html).toContain('Emergency Repairs');
    expect(html).toContain('<dt>Do you replace polybutylene pipes in Brandon homes?</dt>');
    expect(html).toMatch(/<a [^>]*href="tel:\+18135550142"/);
    expect(html).toMatch(/<a [^>]*href="\/schedule"[^>]*>Book a visit<\/a>/);
    expect(html).toMatch(/<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a [^>]*href="\/">Home<\/a><\/li>/);
  });

  it('every page’s footer links the listed area, in the page’s language; a project done there links back', async () => {
    for (const [path, link] of [
      ['/', '<a href="/service-areas/brandon">Brandon</a>'],
      ['/about', '<a href="/service-areas/brandon">Brandon</a>'],
      ['/es', '<a href="/es/zonas/brandon">Brandon</a>'],
    ]) {
      const footer = /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(await body(path))![1];
      expect({ path, footer }).toEqual({ path, footer: expect.stringContaining(link) });
    }
    expect(await body(`/projects/${projectId}`)).toContain(
      '<p class="project-area"><a href="/service-areas/brandon">Work in Brandon</a></p>',
    );
    expect(await body(`/es/proyectos/${projectId}`)).toContain(
      '<p class="project-area"><a href="/es/zonas/brandon">Trabajos en Brandon</a></p>',
    );
  });

  it('in Spanish, a page the owner wrote in English only: the Spanish frame around their English, marked as such', async () => {
    const html = await body('/es/zonas/brandon');
    expect(html).toContain('<h1 id="hero-title">Plomería y remodelación en Brandon</h1>');
    expect(html).toContain(
      '<div class="section area-intro" lang="en"><p class="content-page-language-note" lang="es">Esta página está escrita en inglés.</p>',
    );
  });
});

// Seen in CI: the list still served as it was right after its last page was deleted.
describe('service area pages on the instance that changed them', () => {
  let server: TestServer;
  let web: ReturnType<typeof webDistFixture>;
  let token: string;
  const robots = async () =>
    /<meta name="robots" content="([^"]+)"/.exec((await servedPage(server.url, '/service-areas')).body)?.[1] ?? null;

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({ webDistDir: web.dir, env: { PUBLIC_URL: SITE } });
    token = await server.adminToken();
    expect(
      (await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ serviceAreas: AREAS }) }, token)).body.errors,
    ).toBeUndefined();
    // The change events that tell every instance come late here: never.
    await server.app.services.changeEvents.stop();
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });

  it('lists a page published or deleted at once, before any change event comes back', async () => {
    expect(await robots()).toBe('noindex, follow');
    const published = await server.graphql(
      SAVE_AREA_PAGE,
      { input: buildAreaPage({ slug: 'brandon', ...BRANDON, published: true }) },
      token,
    );
    expect(published.body.errors).toBeUndefined();
    expect(await robots()).toBe('index, follow');
    expect((await server.graphql(DELETE_AREA_PAGE, { slug: 'brandon' }, token)).body.data.deleteAreaPage).toBe(true);
    expect(await robots()).toBe('noindex, follow');
  });
});
