import { EditConflictMessages, PageMessages } from '@plumbing/shared';
import { buildPage } from '../../../test/factories';
import {
  PAGE,
  PAGE_BY_SLUG,
  PAGE_REVISIONS,
  PAGE_TO_EDIT,
  PAGES,
  PAGES_TO_EDIT,
  PUBLISH_PAGE,
  RESTORE_PAGE_REVISION,
  SAVE_PAGE,
  SAVE_PAGE_DRAFT,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { webDistFixture } from '../../../test/web-dist-fixture';
import { KEPT_REVISIONS } from './page.service';

// Issue #52: a page has what visitors read and the owner's draft; each publish keeps a revision.
describe('page drafts, publishing and revisions', () => {
  let server: TestServer;
  let token: string;
  let web: ReturnType<typeof webDistFixture>;
  const as = <T>(result: { body: { data: T } }) => result.body.data;
  const status = async (path: string) => (await fetch(`${server.url}${path}`, { redirect: 'manual' })).status;
  const visitorReads = async (slug: string) => as(await server.graphql(PAGE_BY_SLUG, { slug })).pageBySlug?.html;

  beforeAll(async () => {
    web = webDistFixture();
    server = await startTestServer({ webDistDir: web.dir, env: { PUBLIC_URL: 'https://plumbing.example' } });
    token = await server.adminToken();
  });
  afterAll(async () => {
    await server.close();
    web.remove();
  });
  beforeEach(() => server.app.services.db.query('DELETE FROM page'));

  it('refuses drafts, publishing, revisions and the owner’s copies without an admin token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [query, variables] of [
      [SAVE_PAGE_DRAFT, { input: buildPage() }],
      [PUBLISH_PAGE, { id }],
      [RESTORE_PAGE_REVISION, { id }],
      [PAGE_TO_EDIT, { id }],
      [PAGES_TO_EDIT, {}],
      [PAGE_REVISIONS, { pageId: id }],
    ] as const) {
      const { body } = await server.graphql(query, variables, 'not-a-token');
      expect(body.errors).toEqual([expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } })]);
    }
  });

  it('keeps a new page a draft no visitor finds until it is published', async () => {
    const draft = as(
      await server.graphql(
        SAVE_PAGE_DRAFT,
        { input: buildPage({ title: 'Sump pumps', slug: 'sump-pumps', content: '<p>Soon</p>' }) },
        token,
      ),
    ).savePageDraft;
    expect(draft).toMatchObject({ title: 'Sump pumps', publishedAt: null, unpublishedChanges: false });
    expect(as(await server.graphql(PAGES)).pages).toEqual([]);
    expect(as(await server.graphql(PAGE, { id: draft.id })).page).toBeNull();
    expect(await visitorReads('sump-pumps')).toBeUndefined();
    expect(await status('/pages/sump-pumps')).toBe(404);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain('sump-pumps');
    expect(as(await server.graphql(PAGES_TO_EDIT, {}, token)).pagesToEdit.map((page) => page.slug)).toEqual(['sump-pumps']);

    // Saved again as a draft: still unseen, still in place.
    const again = as(
      await server.graphql(
        SAVE_PAGE_DRAFT,
        {
          input: buildPage({
            id: draft.id,
            title: 'Sump pumps',
            slug: 'sump-pump-service',
            content: '<p>Now</p>',
            expectedUpdatedAt: draft.updatedAt,
          }),
        },
        token,
      ),
    ).savePageDraft;
    expect(again).toMatchObject({ slug: 'sump-pump-service', publishedAt: null });

    const published = as(await server.graphql(PUBLISH_PAGE, { id: draft.id, expectedUpdatedAt: again.updatedAt }, token)).publishPage;
    expect(published.publishedAt).not.toBeNull();
    expect(await visitorReads('sump-pump-service')).toBe('<p>Now</p>');
    expect(await status('/pages/sump-pump-service')).toBe(200);
    // The slug it had as a draft was never public: nothing redirects from it.
    expect(await status('/pages/sump-pumps')).toBe(404);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain('/pages/sump-pump-service');
  });

  it('keeps what visitors read while the owner drafts a published page, and publishes the draft as a revision', async () => {
    const live = as(
      await server.graphql(SAVE_PAGE, { input: buildPage({ title: 'Leaks', slug: 'leaks', content: '<p>One</p>' }) }, token),
    ).savePage;
    const draft = as(
      await server.graphql(
        SAVE_PAGE_DRAFT,
        {
          input: buildPage({
            id: live.id,
            title: 'Leaks fixed',
            slug: 'leak-repair',
            content: '<p>Two</p>',
            expectedUpdatedAt: live.updatedAt,
          }),
        },
        token,
      ),
    ).savePageDraft;
    expect(draft).toMatchObject({ title: 'Leaks fixed', slug: 'leak-repair', content: '<p>Two</p>', unpublishedChanges: true });
    expect(await visitorReads('leaks')).toBe('<p>One</p>');
    expect(as(await server.graphql(PAGE, { id: live.id })).page).toMatchObject({ title: 'Leaks', slug: 'leaks' });
    expect(as(await server.graphql(PAGE_TO_EDIT, { id: live.id }, token)).pageToEdit).toMatchObject({
      title: 'Leaks fixed',
      unpublishedChanges: true,
    });

    // Another tab's copy is refused rather than overwritten: the draft and the publish check the version too.
    const stale = await server.graphql(PUBLISH_PAGE, { id: live.id, expectedUpdatedAt: live.updatedAt }, token);
    expect(stale.body.errors).toEqual([
      expect.objectContaining({ message: EditConflictMessages.changed('page'), extensions: { code: 'CONFLICT' } }),
    ]);
    const staleDraft = await server.graphql(
      SAVE_PAGE_DRAFT,
      { input: buildPage({ id: live.id, slug: 'leaks', expectedUpdatedAt: live.updatedAt }) },
      token,
    );
    expect(staleDraft.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'CONFLICT' } })]);

    const published = as(await server.graphql(PUBLISH_PAGE, { id: live.id, expectedUpdatedAt: draft.updatedAt }, token)).publishPage;
    expect(published).toMatchObject({
      title: 'Leaks fixed',
      slug: 'leak-repair',
      unpublishedChanges: false,
      publishedAt: draft.publishedAt,
    });
    expect(await visitorReads('leak-repair')).toBe('<p>Two</p>');
    // Its old address was public: it redirects.
    expect(await status('/pages/leaks')).toBe(301);
    const revisions = as(await server.graphql(PAGE_REVISIONS, { pageId: live.id }, token)).pageRevisions;
    expect(revisions.map(({ title, content }) => ({ title, content }))).toEqual([
      { title: 'Leaks fixed', content: '<p>Two</p>' },
      { title: 'Leaks', content: '<p>One</p>' },
    ]);

    // Restoring the first makes it the draft; visitors read the second until it is published.
    const restored = as(
      await server.graphql(RESTORE_PAGE_REVISION, { id: revisions[1].id, expectedUpdatedAt: published.updatedAt }, token),
    ).restorePageRevision;
    expect(restored).toMatchObject({ title: 'Leaks', slug: 'leaks', content: '<p>One</p>', unpublishedChanges: true });
    expect(await visitorReads('leak-repair')).toBe('<p>Two</p>');
    await server.graphql(PUBLISH_PAGE, { id: live.id }, token);
    expect(await visitorReads('leaks')).toBe('<p>One</p>');
    expect(await status('/pages/leak-repair')).toBe(301);
    expect(as(await server.graphql(PAGE_REVISIONS, { pageId: live.id }, token)).pageRevisions).toHaveLength(3);
  });

  it('serves a draft’s preview address to no cache and no search engine, framed by the admin alone', async () => {
    const { id } = as(await server.graphql(SAVE_PAGE_DRAFT, { input: buildPage({ slug: 'unseen' }) }, token)).savePageDraft;
    for (const path of [`/preview/pages/${id}`, `/es/vista-previa/paginas/${id}`]) {
      const preview = await fetch(`${server.url}${path}`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toBe('no-store');
      expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(await preview.text()).toContain('<meta name="robots" content="noindex, nofollow"');
    }
    // Every other page refuses any frame.
    expect((await fetch(`${server.url}/about`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses a draft’s slug another page holds, when it is saved', async () => {
    await server.graphql(SAVE_PAGE, { input: buildPage({ slug: 'taken' }) }, token);
    const mine = as(await server.graphql(SAVE_PAGE, { input: buildPage({ slug: 'mine' }) }, token)).savePage;
    const { body } = await server.graphql(SAVE_PAGE_DRAFT, { input: buildPage({ id: mine.id, slug: 'taken' }) }, token);
    expect(body.errors).toEqual([
      expect.objectContaining({ message: PageMessages.slugTaken, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
  });

  it('saves through the API’s savePage and publishes at once, the pending draft with it; keeps the last 30 revisions', async () => {
    const live = as(await server.graphql(SAVE_PAGE, { input: buildPage({ slug: 'kept', content: '<p>0</p>' }) }, token)).savePage;
    await server.graphql(SAVE_PAGE_DRAFT, { input: buildPage({ id: live.id, slug: 'kept', content: '<p>draft</p>' }) }, token);
    for (let version = 1; version <= KEPT_REVISIONS + 1; version++)
      await server.graphql(SAVE_PAGE, { input: buildPage({ id: live.id, slug: 'kept', content: `<p>${version}</p>` }) }, token);
    expect(as(await server.graphql(PAGE_TO_EDIT, { id: live.id }, token)).pageToEdit).toMatchObject({
      content: '<p>31</p>',
      unpublishedChanges: false,
    });
    const revisions = as(await server.graphql(PAGE_REVISIONS, { pageId: live.id }, token)).pageRevisions;
    expect(revisions).toHaveLength(KEPT_REVISIONS);
    expect([revisions[0].content, revisions.at(-1)!.content]).toEqual(['<p>31</p>', '<p>2</p>']);
    // A revision no longer kept says so.
    const { body } = await server.graphql(RESTORE_PAGE_REVISION, { id: '00000000-0000-4000-8000-000000000000' }, token);
    expect(body.errors).toEqual([expect.objectContaining({ message: PageMessages.revisionNotFound })]);
  });
});
