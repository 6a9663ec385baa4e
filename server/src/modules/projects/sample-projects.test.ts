import { graphqlGetPath, PROJECTS } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { SAMPLE_PROJECTS_KEY } from './sample-projects';

describe('sample projects', () => {
  let server: TestServer;
  beforeEach(async () => (server = await startTestServer()));
  afterEach(() => server.close());

  it('fill an empty database once, with photos, even when two instances start together', async () => {
    const { projects, media, db } = server.app.services;
    await Promise.all([projects.seedSamples(), projects.seedSamples()]);
    const seeded = await projects.list();
    expect(seeded.map((p) => p.title)).toEqual([
      'Annual Backflow Testing',
      'Slab Leak Emergency Repair',
      'Office Restroom Renovation',
      'Tankless Water Heater Installation',
    ]);
    const withPhotos = seeded.filter((p) => !p.tableOnly);
    for (const project of withPhotos) {
      expect(project.image).toMatch(/^\/uploads\/projects\/.+-1200x800\.jpg$/);
      const response = await fetch(`${server.url}${project.image}`);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(withPhotos.map((p) => p.gallery.length)).toEqual([1, 2, 2]);

    // Deleted by the owner: they stay deleted.
    for (const project of seeded) await projects.delete(project.id);
    await projects.seedSamples();
    expect(await projects.list()).toEqual([]);
    expect(await media.storage.list('projects/')).toEqual([]);
    expect(await db.query(`SELECT key FROM setting WHERE key = $1`, [SAMPLE_PROJECTS_KEY])).toHaveLength(1);
  });

  it('come with their Spanish versions: every text the English has, so /es/proyectos reads Spanish on a fresh install', async () => {
    const { projects } = server.app.services;
    await projects.seedSamples();
    for (const project of await projects.list()) {
      const english: Record<string, string | string[]> = {
        title: project.title,
        description: project.description,
        type: project.type,
        details: project.details,
        ...project.specifications,
        ...project.projectDetails,
        highlights: project.highlights,
      };
      const spanish = project.translations.es as unknown as Record<string, string | string[]> | undefined;
      // Each field the English writes is written in Spanish too, and a list has as many items.
      const shape = (version: Record<string, string | string[]> | undefined) =>
        Object.fromEntries(
          Object.keys(english).map((field) => {
            const value = version?.[field];
            return [field, Array.isArray(value) ? value.length : Boolean(value)];
          }),
        );
      expect({ project: project.title, fields: shape(spanish) }).toEqual({ project: project.title, fields: shape(english) });
    }
    const [backflow] = await projects.list();
    expect(backflow.translations.es).toMatchObject({ title: 'Prueba anual de contraflujo', type: 'Inspección', duration: '3 horas' });
  });

  it('announce themselves, so a portfolio asked for before they were added is not kept empty', async () => {
    const projectsRead = graphqlGetPath(PROJECTS);
    const count = async () => {
      const response = await fetch(`${server.url}${projectsRead}`, { headers: { 'apollo-require-preflight': 'true' } });
      return ((await response.json()).data.projects as unknown[]).length;
    };
    expect(await count()).toBe(0); // kept by the response cache: a public read
    await server.app.services.projects.seedSamples();
    // The cache hears of the write through PostgreSQL a moment later.
    for (let i = 0; i < 100 && (await count()) === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await count()).toBe(4);
  });

  it('never touch a database that already has projects', async () => {
    const { projects, db } = server.app.services;
    await db.query(`INSERT INTO project (id, title, category, completion_date, specifications, project_details)
      VALUES (gen_random_uuid(), 'Owner''s own', 'Residential', '2025-01-01', '{}', '{}')`);
    await projects.seedSamples();
    expect((await projects.list()).map((p) => p.title)).toEqual(["Owner's own"]);
  });
});
