import { randomUUID } from 'node:crypto';
import { testPhoto } from '@plumbing/test-support';
import { EditConflictMessages, ProjectMessages } from '@plumbing/shared';
import { buildProject, type ProjectValues } from '../../../test/factories';
import { DELETE_PROJECT, PROJECT, PROJECTS, SAVE_PROJECT, type ProjectListArgs } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

type Presented = { property: string; constraints: Record<string, string>; children?: Presented[] };
/** property path → messages, from the validation errors the API presents. */
function messagesOf(errors: Presented[], prefix = ''): Record<string, string[]> {
  return Object.assign(
    {},
    ...errors.map((e) => ({
      ...(Object.keys(e.constraints).length ? { [prefix + e.property]: Object.values(e.constraints) } : {}),
      ...messagesOf(e.children ?? [], `${prefix}${e.property}.`),
    })),
  );
}

describe('projects', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.adminToken();
  });
  afterAll(() => server.close());
  afterEach(() => server.app.services.db.query('DELETE FROM project'));
  const save = async (input: ProjectValues) => server.graphql(SAVE_PROJECT, { input }, token);

  it('refuses every write without an admin token, and stores nothing', async () => {
    const anonymous = await server.graphql(SAVE_PROJECT, { input: buildProject() });
    expect(anonymous.body.errors?.[0]).toMatchObject({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
    const forged = await server.graphql(SAVE_PROJECT, { input: buildProject() }, 'not-a-token');
    expect(forged.body.errors?.[0].message).toBe('User is not authenticated');
    const saved = (await save(buildProject())).body.data.saveProject;
    const deleting = await server.graphql(DELETE_PROJECT, { id: saved.id });
    expect(deleting.body.errors?.[0].message).toBe('User is not authenticated');
    expect(await server.app.services.db.query('SELECT title FROM project')).toEqual([{ title: 'Kitchen repipe' }]);
  });

  it('saves every field, normalising the date and dropping blank list items and gallery entries without a URL', async () => {
    const { body } = await save(
      buildProject({
        highlights: ['Done in a day', '  '],
        specifications: { duration: '24 hours', location: 'South Tampa', services: ['Repiping', ''], materials: ['PEX-A'] },
        gallery: [
          { url: 'https://example.com/before.jpg', caption: 'Before' },
          { url: '', caption: 'Picked but never uploaded' },
          { url: '  ', caption: '' },
        ],
      }),
    );
    const saved = body.data.saveProject;
    expect(saved).toMatchObject({
      title: 'Kitchen repipe',
      completionDate: '2025-06-22',
      image: 'https://example.com/kitchen.jpg',
      imageUrl: 'https://example.com/kitchen.jpg',
      highlights: ['Done in a day'],
      tableOnly: false,
      specifications: { duration: '24 hours', location: 'South Tampa', services: ['Repiping'], materials: ['PEX-A'] },
      projectDetails: { challenge: 'Low pressure', solution: 'New lines', outcome: 'Full pressure' },
      gallery: [
        {
          url: 'https://example.com/before.jpg',
          caption: 'Before',
          picture: { src: 'https://example.com/before.jpg', srcset: null, width: null, height: null },
        },
      ],
      picture: { src: 'https://example.com/kitchen.jpg', srcset: null },
    });
    expect((await server.graphql(PROJECT, { id: saved.id })).body.data.project).toEqual(saved);

    const updated = (await save({ ...buildProject({ title: 'Kitchen repipe, phase 2', completionDate: '2025-7-4' }), id: saved.id })).body
      .data.saveProject;
    expect(updated).toMatchObject({
      id: saved.id,
      title: 'Kitchen repipe, phase 2',
      completionDate: '2025-07-04',
      createdAt: saved.createdAt,
    });
    expect(await server.app.services.db.query('SELECT count(*)::int AS n FROM project')).toEqual([{ n: 1 }]);
  });

  it("keeps a project's details when a save leaves them out, as the editor does (it has no field for them)", async () => {
    const saved = (await save(buildProject({ details: 'Permit pulled with the city; inspected and passed.' }))).body.data.saveProject;
    expect(saved.details).toBe('Permit pulled with the city; inspected and passed.');
    const { details: _omitted, ...withoutDetails } = buildProject({ title: 'Kitchen repipe, phase 2', details: '' });
    const updated = (await save({ ...withoutDetails, id: saved.id, expectedUpdatedAt: saved.updatedAt })).body.data.saveProject;
    expect(updated).toMatchObject({ title: 'Kitchen repipe, phase 2', details: 'Permit pulled with the city; inspected and passed.' });
    // Sent, they are written, empty included.
    const cleared = (await save({ ...buildProject({ details: '  ' }), id: saved.id, expectedUpdatedAt: updated.updatedAt })).body.data
      .saveProject;
    expect(cleared.details).toBe('');
  });

  it('refuses a save based on a version saved over since, or of a project deleted since, and writes nothing', async () => {
    const opened = (await save(buildProject())).body.data.saveProject;
    const first = await save({ ...buildProject({ title: 'Kitchen repipe, phase 2' }), id: opened.id, expectedUpdatedAt: opened.updatedAt });
    expect(first.body.errors).toBeUndefined();
    const stale = await save({ ...buildProject({ title: 'Bathroom repipe' }), id: opened.id, expectedUpdatedAt: opened.updatedAt });
    expect(stale.body.errors).toEqual([
      expect.objectContaining({ message: EditConflictMessages.changed('project'), extensions: { code: 'CONFLICT' } }),
    ]);
    expect(await server.app.services.db.query('SELECT title FROM project')).toEqual([{ title: 'Kitchen repipe, phase 2' }]);
    const overwrite = await save({ ...buildProject({ title: 'Bathroom repipe' }), id: opened.id, expectedUpdatedAt: null });
    expect(overwrite.body.data.saveProject.title).toBe('Bathroom repipe');

    // Deleted in another tab: saving the open editor would bring it back without its photos, which went with it.
    expect((await server.graphql(DELETE_PROJECT, { id: opened.id }, token)).body.data.deleteProject).toBe(true);
    const gone = await save({ ...buildProject(), id: opened.id, expectedUpdatedAt: overwrite.body.data.saveProject.updatedAt });
    expect(gone.body.errors?.[0]).toMatchObject({ message: ProjectMessages.deleted, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.app.services.db.query('SELECT count(*)::int AS n FROM project')).toEqual([{ n: 0 }]);
  });

  it('validates with the spec §5 messages; table-only projects need no description, type or image', async () => {
    const blank = await save(
      buildProject({
        title: ' ',
        description: '',
        category: 'Plumbing',
        image: '',
        completionDate: '',
        type: '',
        specifications: { duration: '', location: '', services: [], materials: [] },
        projectDetails: { challenge: '', solution: '', outcome: '' },
      }),
    );
    expect(blank.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(messagesOf(blank.body.errors![0].extensions!.validationErrors as Presented[])).toEqual({
      title: [ProjectMessages.titleRequired],
      description: [ProjectMessages.descriptionRequired],
      category: [ProjectMessages.categoryRequired],
      image: [ProjectMessages.imageRequired],
      completionDate: [ProjectMessages.completionDateRequired],
      type: [ProjectMessages.typeRequired],
      'specifications.duration': [ProjectMessages.durationRequired],
      'specifications.location': [ProjectMessages.locationRequired],
      'projectDetails.challenge': [ProjectMessages.challengeRequired],
      'projectDetails.solution': [ProjectMessages.solutionRequired],
      'projectDetails.outcome': [ProjectMessages.outcomeRequired],
    });

    const tableOnly = await save(buildProject({ tableOnly: true, description: '', type: '', image: '' }));
    expect(tableOnly.body.data.saveProject).toMatchObject({ tableOnly: true, type: 'Unknown', image: '', picture: null });
  });

  it('refuses an invalid completion date with a clear message instead of using today', async () => {
    for (const completionDate of ['02/30/2025', 'next week']) {
      const { body } = await save(buildProject({ completionDate }));
      expect(messagesOf(body.errors![0].extensions!.validationErrors as Presented[])).toEqual({
        completionDate: [ProjectMessages.completionDateInvalid],
      });
    }
    expect(await server.app.services.db.query('SELECT count(*)::int AS n FROM project')).toEqual([{ n: 0 }]);
  });

  it('refuses photo URLs that are neither uploads nor web addresses', async () => {
    const { body } = await save(
      buildProject({ image: 'javascript:alert(1)', gallery: [{ url: 'data:image/png;base64,AAAA', caption: '' }] }),
    );
    expect(messagesOf(body.errors![0].extensions!.validationErrors as Presented[])).toEqual({
      image: [ProjectMessages.photoUrlInvalid],
      'gallery.0.url': [ProjectMessages.photoUrlInvalid],
    });
  });

  it('lists by category, sorted by any column (newest completion first by default), with a limit', async () => {
    await save(buildProject({ title: 'Office restroom', category: 'Commercial', completionDate: '2024-03-01', type: 'Remodel' }));
    await save(buildProject({ title: 'burst pipe', category: 'Emergency', completionDate: '2025-01-15', type: 'Leak repair' }));
    await save(buildProject({ title: 'Attic water heater', category: 'Residential', completionDate: '2023-11-20', type: 'Installation' }));
    const titles = async (variables: ProjectListArgs) => (await server.graphql(PROJECTS, variables)).body.data.projects.map((p) => p.title);
    expect(await titles({})).toEqual(['burst pipe', 'Office restroom', 'Attic water heater']);
    expect(await titles({ orderBy: 'completionDate', direction: 'asc' })).toEqual(['Attic water heater', 'Office restroom', 'burst pipe']);
    expect(await titles({ orderBy: 'title', direction: 'asc' })).toEqual(['Attic water heater', 'burst pipe', 'Office restroom']);
    expect(await titles({ orderBy: 'type', direction: 'desc' })).toEqual(['Office restroom', 'burst pipe', 'Attic water heater']);
    expect(await titles({ category: 'Commercial' })).toEqual(['Office restroom']);
    expect(await titles({ category: 'All', limit: 2 })).toEqual(['burst pipe', 'Office restroom']);
    expect(await titles({ category: 'Plumbing' })).toEqual([]);
  });

  it('answers null for an unknown or malformed id', async () => {
    expect((await server.graphql(PROJECT, { id: randomUUID() })).body).toEqual({ data: { project: null } });
    expect((await server.graphql(PROJECT, { id: 'nope' })).body).toEqual({ data: { project: null } });
    expect((await server.graphql(DELETE_PROJECT, { id: randomUUID() }, token)).body).toEqual({ data: { deleteProject: false } });
  });

  it('replacing a photo leaves no orphan; deleting the project deletes its photos', async () => {
    const { media } = server.app.services;
    const id = randomUUID();
    const first = await media.storeImage(`projects/${id}/main-image`, await testPhoto(800, 600));
    const gallery = await media.storeImage(`projects/${id}/gallery-0`, await testPhoto(700, 500));
    await save(buildProject({ id, image: first, gallery: [{ url: gallery, caption: 'Finished' }] }));
    expect(await media.storage.list(`projects/${id}/`)).toHaveLength(3 + 3); // originals and 480/max copies

    const saved = (await server.graphql(PROJECT, { id })).body.data.project;
    expect(saved!.picture).toEqual({
      src: expect.stringMatching(/-800w\.webp$/),
      srcset: expect.stringContaining('800w'),
      width: 800,
      height: 600,
    });

    const second = await media.storeImage(`projects/${id}/main-image`, await testPhoto(640, 480));
    const abandoned = await media.storeImage(`projects/${id}/gallery-1`, await testPhoto(500, 500)); // picked, then removed before saving
    expect(abandoned).toBeTruthy();
    await save(buildProject({ id, image: second, gallery: [{ url: gallery, caption: 'Finished' }] }));
    const keys = await media.storage.list(`projects/${id}/`);
    expect(keys.every((key) => key.includes('/gallery-0/') || key.includes(second.split('/').pop()!.slice(0, 12)))).toBe(true);
    expect(keys).toHaveLength(6);

    expect((await server.graphql(DELETE_PROJECT, { id }, token)).body).toEqual({ data: { deleteProject: true } });
    expect(await media.storage.list(`projects/${id}/`)).toEqual([]);
  });
});
