// A project in two languages (issue #41): the owner's Spanish version saved with the project, its
// Spanish page /es/proyectos/{id} then in Spanish with hreflang alternates both ways and listed in
// the sitemap; a project without one is its English in a Spanish frame, canonical to the English page.
import { buildProject, type ProjectTranslation } from '../../../test/factories';
import { PROJECT_IN_TWO_LANGUAGES, PROJECTS_IN_TWO_LANGUAGES, SAVE_PROJECT_IN_TWO_LANGUAGES as SAVE } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { servedPage, sitemapEntries } from '../../../test/served-page';
import { webDistFixture } from '../../../test/web-dist-fixture';

const SITE = 'https://plumbing.example';
const TITLED = ' | Gulf Coast Plumbing &amp; Renovation';

const spanish: ProjectTranslation = {
  title: 'Recableado de tuberías de cocina',
  description: 'Cambiamos las tuberías galvanizadas corroídas por PEX.',
  type: 'Cambio de tuberías',
  details: 'Sin cortar el suministro más de un día.',
  duration: '24 horas',
  location: 'Sur de Tampa',
  challenge: 'Poca presión',
  solution: 'Tuberías nuevas',
  outcome: 'Presión completa',
  highlights: ['Terminado en un día'],
  services: ['Cambio de tuberías'],
  materials: ['PEX-A'],
};

describe('projects in Spanish', () => {
  let server: TestServer;
  let web: ReturnType<typeof webDistFixture>;
  let token: string;
  const served = async (path: string) => {
    const { lang, title, description, canonical, alternates } = await servedPage(server.url, path);
    return { lang, title, description, canonical, alternates };
  };
  const sitemap = () => sitemapEntries(server.url);
  const save = (input: ReturnType<typeof buildProject>) => server.graphql(SAVE, { input }, token);

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({ webDistDir: web.dir, env: { PUBLIC_URL: SITE } });
    token = await server.adminToken();
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });
  afterEach(() => server.app.services.db.query('DELETE FROM project'));

  it('saves a Spanish version with the project (trimmed, blank list items dropped), and drops it when every field is emptied', async () => {
    const saved = await save(
      buildProject({ es: { ...spanish, title: ' Recableado de tuberías de cocina ', highlights: ['Terminado en un día', ' '] } }),
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveProject.es).toEqual(spanish);
    const { id, updatedAt } = saved.body.data.saveProject;
    // The public query reads it, without a token.
    expect((await server.graphql(PROJECT_IN_TWO_LANGUAGES, { id })).body.data.project).toEqual({ title: 'Kitchen repipe', es: spanish });

    const emptied = await save(buildProject({ id, expectedUpdatedAt: updatedAt, es: { title: ' ', highlights: [''] } }));
    expect(emptied.body.errors).toBeUndefined();
    expect(emptied.body.data.saveProject.es).toBeNull();
    expect(await server.app.services.db.query('SELECT translations FROM project')).toEqual([{ translations: {} }]);
    // Without `es` at all: English only too.
    expect((await save(buildProject({ title: 'Drain' }))).body.data.saveProject.es).toBeNull();
  });

  it("keeps the Spanish details when a save's Spanish version leaves them out, as the editor's does", async () => {
    const saved = (await save(buildProject({ es: spanish }))).body.data.saveProject;
    const { details: _omitted, ...withoutDetails } = spanish;
    const edited = await save(
      buildProject({ id: saved.id, expectedUpdatedAt: saved.updatedAt, es: { ...withoutDetails, title: 'Cocina' } }),
    );
    expect(edited.body.data.saveProject.es).toEqual({ ...spanish, title: 'Cocina' });
  });

  it('refuses a Spanish version without the admin token, and stores nothing', async () => {
    const anonymous = await server.graphql(SAVE, { input: buildProject({ es: spanish }) });
    expect(anonymous.body.errors?.[0]).toMatchObject({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
    expect(await server.app.services.db.query('SELECT id FROM project')).toEqual([]);
  });

  it("refuses Spanish texts over the English fields' limits, and a Spanish version without a Spanish title", async () => {
    const tooLong = await save(
      buildProject({
        es: { title: 'a'.repeat(301), description: 'd'.repeat(10_001), services: ['s'.repeat(301)], materials: Array(51).fill('m') },
      }),
    );
    expect(tooLong.body.data).toBeNull();
    const refused = JSON.stringify(tooLong.body.errors);
    for (const message of [
      'title must be shorter than or equal to 300 characters',
      'description must be shorter than or equal to 10000 characters',
      'each value in services must be shorter than or equal to 300 characters',
      'materials must contain no more than 50 elements',
    ])
      expect(refused).toContain(message);

    const untitled = await save(buildProject({ es: { challenge: 'Poca presión' } }));
    expect(untitled.body.errors?.[0]).toMatchObject({ message: 'A Spanish version needs its Spanish title' });
    expect(await server.app.services.db.query('SELECT id FROM project')).toEqual([]);
  });

  it('serves a translated project in Spanish at /es/proyectos/{id}, with alternates both ways, both listed in the sitemap', async () => {
    const { id } = (await save(buildProject({ es: spanish }))).body.data.saveProject;
    const alternates = { en: `${SITE}/projects/${id}`, es: `${SITE}/es/proyectos/${id}`, 'x-default': `${SITE}/projects/${id}` };

    expect(await served(`/es/proyectos/${id}`)).toEqual({
      lang: 'es',
      title: `Recableado de tuberías de cocina${TITLED}`,
      description: 'Cambiamos las tuberías galvanizadas corroídas por PEX.',
      canonical: `${SITE}/es/proyectos/${id}`,
      alternates,
    });
    expect(await served(`/projects/${id}`)).toEqual({
      lang: 'en',
      title: `Kitchen repipe${TITLED}`,
      description: 'Replaced corroded galvanized lines with PEX.',
      canonical: `${SITE}/projects/${id}`,
      alternates,
    });

    const entries = await sitemap();
    const locs = entries.map((entry) => entry.loc);
    expect(locs.indexOf(`${SITE}/es/proyectos/${id}`)).toBe(locs.indexOf(`${SITE}/projects/${id}`) + 1);
    for (const loc of Object.values(alternates)) expect(entries.find((entry) => entry.loc === loc)?.alternates).toEqual(alternates);

    // The list the Spanish page reads: the Spanish title beside the English one.
    expect((await server.graphql(PROJECTS_IN_TWO_LANGUAGES, {})).body.data.projects).toEqual([
      { id, title: 'Kitchen repipe', es: { title: 'Recableado de tuberías de cocina' } },
    ]);
  });

  it('heads a Spanish page whose Spanish description is empty with the English one, as the page shows it', async () => {
    const { id } = (await save(buildProject({ es: { title: 'Recableado' } }))).body.data.saveProject;
    expect(await served(`/es/proyectos/${id}`)).toMatchObject({
      title: `Recableado${TITLED}`,
      description: 'Replaced corroded galvanized lines with PEX.',
      canonical: `${SITE}/es/proyectos/${id}`,
    });
  });

  it('keeps an untranslated project English in a Spanish frame: canonical English, no alternates, not in the sitemap', async () => {
    const { id } = (await save(buildProject())).body.data.saveProject;
    const english = {
      title: `Kitchen repipe${TITLED}`,
      description: 'Replaced corroded galvanized lines with PEX.',
      canonical: `${SITE}/projects/${id}`,
      alternates: {},
    };
    expect(await served(`/es/proyectos/${id}`)).toEqual({ ...english, lang: 'es' });
    expect(await served(`/projects/${id}`)).toEqual({ ...english, lang: 'en' });
    const locs = (await sitemap()).map((entry) => entry.loc);
    expect(locs.filter((loc) => loc.includes(id))).toEqual([`${SITE}/projects/${id}`]);
  });
});
