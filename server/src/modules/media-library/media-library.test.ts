import { randomUUID } from 'node:crypto';
import { testPhoto } from '@plumbing/test-support';
import { MediaLibraryMessages, MediaMessages } from '@plumbing/shared';
import { appOnS3 } from '../../../test/s3-test-server';
import { buildAreaPage, buildBusinessProfile, buildPage, buildProject } from '../../../test/factories';
import {
  DELETE_LIBRARY_IMAGE,
  DELETE_PROJECT,
  DESCRIBE_LIBRARY_IMAGE,
  MEDIA_LIBRARY,
  PAGE_BY_SLUG,
  SAVE_AREA_PAGE,
  SAVE_BUSINESS_PROFILE,
  SAVE_PAGE,
  SAVE_PAGE_DRAFT,
  SAVE_PROJECT,
  uploadLibraryImage,
  type MediaLibraryItem,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { KEPT_PHOTO_NAME, MAX_ALT_LENGTH } from './media-library.service';

// Issue #52: every image the site holds, where it is used, and images uploaded for pages.
describe('the media library', () => {
  let server: TestServer;
  let token: string;
  const library = async () => (await server.graphql(MEDIA_LIBRARY, {}, token)).body.data!.mediaLibrary as MediaLibraryItem[];
  const upload = async (width = 1200, height = 800, filename = 'bathroom.jpg') => {
    const { body } = await uploadLibraryImage(server.url, await testPhoto(width, height), token, filename);
    return body.data!.uploadLibraryImage;
  };
  const stored = (id: string) => server.app.services.media.storage.list(`library/${id}/`);

  beforeAll(async () => {
    server = await startTestServer({ env: { UPLOAD_MAX_MB: '2' } });
    token = await server.adminToken();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.app.services.db.query('DELETE FROM page; DELETE FROM project; DELETE FROM media_image');
    const { storage } = server.app.services.media;
    await storage.delete(await storage.list('library/'));
  });

  it('refuses the library, uploads, alt text and deletes without an admin token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const answers = [
      await server.graphql(MEDIA_LIBRARY),
      await server.graphql(DESCRIBE_LIBRARY_IMAGE, { id, alt: 'A sink', decorative: false }),
      await server.graphql(DELETE_LIBRARY_IMAGE, { id }),
      await uploadLibraryImage(server.url, await testPhoto(400, 300)),
    ];
    for (const { body } of answers) expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.app.services.media.storage.list('library/')).toEqual([]);
  });

  it('adds an uploaded image with its name, size and WebP copies, served publicly like a project photo', async () => {
    const image = await upload(2000, 1500, 'New\u200B vanity.jpg');
    expect(image).toMatchObject({ name: 'New vanity.jpg', alt: '', decorative: false, uses: [] });
    expect(image.bytes).toBeGreaterThan(1000);
    expect(image.url).toMatch(new RegExp(`^/uploads/library/${image.libraryId}/[0-9a-f]{12}-2000x1500\\.jpg$`));
    expect(image.image).toMatchObject({ width: 2000, height: 1500 });
    expect(await stored(image.libraryId!)).toHaveLength(4);
    for (const address of [image.url, image.image.src]) expect((await fetch(`${server.url}${address}`)).status).toBe(200);
    expect(await library()).toEqual([image]);
  });

  it('refuses what is not a photo, as project photos are refused, and keeps nothing', async () => {
    const { body } = await uploadLibraryImage(server.url, Buffer.from('not a photo, just words\n'.repeat(30)), token, 'notes.jpg');
    expect(body.errors).toMatchObject([{ message: MediaMessages.notAnImage, extensions: { code: 'BAD_USER_INPUT' } }]);
    expect(await server.app.services.media.storage.list('library/')).toEqual([]);
    expect(await library()).toEqual([]);
  });

  it('keeps alt text as a visitor reads it, refuses an essay, and gives a decorative image none', async () => {
    const { libraryId: id } = await upload();
    const described = await server.graphql(
      DESCRIBE_LIBRARY_IMAGE,
      { id, alt: '  New\u00A0walk-in   shower\u200B ', decorative: false },
      token,
    );
    expect(described.body.data?.describeLibraryImage).toMatchObject({ alt: 'New walk-in shower', decorative: false });

    const essay = await server.graphql(DESCRIBE_LIBRARY_IMAGE, { id, alt: 'word '.repeat(MAX_ALT_LENGTH), decorative: false }, token);
    expect(essay.body.errors).toMatchObject([{ message: MediaLibraryMessages.altTooLong(MAX_ALT_LENGTH) }]);
    expect((await library())[0].alt).toBe('New walk-in shower');

    const decorative = await server.graphql(DESCRIBE_LIBRARY_IMAGE, { id, alt: 'Tiles', decorative: true }, token);
    expect(decorative.body.data?.describeLibraryImage).toMatchObject({ alt: '', decorative: true });
  });

  it('says where an image is used, serves it responsive in pages, and refuses to delete it until no page uses it', async () => {
    const image = await upload(1600, 1200);
    const other = await upload(900, 600, 'valve.png');
    const html = `<h2>Before</h2><p><img src="${image.url}" alt="Old tub"></p><p>Then</p><img src="${other.url}" alt="">`;
    const page = (await server.graphql(SAVE_PAGE, { input: buildPage({ title: 'Bath remodels', slug: 'bath', content: html }) }, token))
      .body.data!.savePage;
    const draftOnly = (
      await server.graphql(
        SAVE_PAGE_DRAFT,
        { input: buildPage({ title: 'Coming soon', slug: 'soon', content: `<img src="${other.url}" alt="">` }) },
        token,
      )
    ).body.data!.savePageDraft;

    const listed = await library();
    expect(listed.find((item) => item.libraryId === image.libraryId)!.uses).toEqual([
      { kind: 'page', title: 'Bath remodels', draftOnly: false, editPath: `/admin/pages/${page.id}` },
    ]);
    expect(listed.find((item) => item.libraryId === other.libraryId)!.uses).toEqual(
      expect.arrayContaining([
        { kind: 'page', title: 'Bath remodels', draftOnly: false, editPath: `/admin/pages/${page.id}` },
        { kind: 'page', title: 'Coming soon', draftOnly: true, editPath: `/admin/pages/${draftOnly.id}` },
      ]),
    );

    // The visitor's copy: WebP copies, intrinsic size, the first image at once and the next one lazily.
    const served = (await server.graphql(PAGE_BY_SLUG, { slug: 'bath' })).body.data!.pageBySlug!.html as string;
    const [first, second] = served.match(/<img [^>]*>/g)!;
    expect(first).toContain(`src="${image.image.src}"`);
    expect(first).toContain(`srcset="${image.image.srcset}"`);
    expect(first).toMatch(/width="1600" height="1200"/);
    expect(first).toContain('sizes="(max-width: 46rem) 100vw, 46rem"');
    expect(first).not.toContain('loading=');
    expect(second).toContain('loading="lazy"');
    expect(second).toContain('alt=""');

    const refused = await server.graphql(DELETE_LIBRARY_IMAGE, { id: other.libraryId }, token);
    expect(refused.body.errors).toMatchObject([
      {
        message: MediaLibraryMessages.inUse(['the page “Bath remodels”', 'the draft of “Coming soon”']),
        extensions: { code: 'CONFLICT' },
      },
    ]);
    expect(await stored(other.libraryId!)).toHaveLength(3);

    await server.graphql(
      SAVE_PAGE,
      { input: { ...buildPage({ title: 'Bath remodels', slug: 'bath' }), id: page.id, content: '<p>Then</p>' } },
      token,
    );
    await server.graphql(
      SAVE_PAGE_DRAFT,
      { input: { ...buildPage({ title: 'Coming soon', slug: 'soon' }), id: draftOnly.id, content: '' } },
      token,
    );
    expect((await server.graphql(DELETE_LIBRARY_IMAGE, { id: other.libraryId }, token)).body.data).toEqual({ deleteLibraryImage: true });
    expect(await stored(other.libraryId!)).toEqual([]);
    expect((await fetch(`${server.url}${other.url}`)).status).toBe(404);
    expect((await library()).map((item) => item.libraryId)).toEqual([image.libraryId]);
  });

  it('counts an area page’s introduction as a use, published or not (issue #52: written in the visual editor)', async () => {
    const serviceAreas = [{ name: 'Brandon', slug: 'brandon', zipCodes: ['33510'] }];
    expect(
      (await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ serviceAreas }) }, token)).body.errors,
    ).toBeUndefined();
    const image = await upload();
    const intro = `<p>Our van in Brandon:</p><img src="${image.url}" alt="Van">`;
    expect((await server.graphql(SAVE_AREA_PAGE, { input: buildAreaPage({ slug: 'brandon', intro }) }, token)).body.errors).toBeUndefined();

    expect((await library())[0].uses).toEqual([
      { kind: 'area page', title: 'Brandon', draftOnly: true, editPath: '/admin/area-pages/brandon' },
    ]);
    const refused = await server.graphql(DELETE_LIBRARY_IMAGE, { id: image.libraryId }, token);
    expect(refused.body.errors).toMatchObject([{ message: MediaLibraryMessages.inUse(['the unpublished area page “Brandon”']) }]);
    await server.app.services.db.query('DELETE FROM area_page');
  });

  it("lists each project's photos as used by that project, without a delete of their own", async () => {
    await server.graphql(
      SAVE_PROJECT,
      {
        input: buildProject({
          image: '/uploads/projects/p/0123456789ab-800x600.jpg',
          gallery: [{ url: 'https://example.com/g.jpg', caption: 'After' }],
        }),
      },
      token,
    );
    expect(await library()).toMatchObject([
      { name: 'Main photo of “Kitchen repipe”', alt: 'Kitchen repipe', libraryId: null, image: { width: 800, height: 600 } },
      { name: 'Gallery photo 1 of “Kitchen repipe”', alt: 'After', libraryId: null, image: { srcset: null } },
    ]);
    expect((await library())[0].uses).toEqual([
      { kind: 'project', title: 'Kitchen repipe', draftOnly: false, editPath: '/admin/projects' },
    ]);
  });

  it('keeps a project photo a page shows when its project replaces or drops it, and lists the page as a use', async () => {
    const { media } = server.app.services;
    const id = randomUUID();
    const photo = await media.storeImage(`projects/${id}/main-image`, await testPhoto(800, 600));
    const project = buildProject({ id, image: photo, gallery: [] });
    await server.graphql(SAVE_PROJECT, { input: project }, token);
    const html = `<p>The finished kitchen:</p><img src="${photo}" alt="New sink and faucet">`;
    const page = (await server.graphql(SAVE_PAGE, { input: buildPage({ title: 'Kitchens', slug: 'kitchens', content: html }) }, token)).body
      .data!.savePage;
    expect((await library()).find((item) => item.url === photo)!.uses).toEqual([
      { kind: 'project', title: 'Kitchen repipe', draftOnly: false, editPath: '/admin/projects' },
      { kind: 'page', title: 'Kitchens', draftOnly: false, editPath: `/admin/pages/${page.id}` },
    ]);

    // The project takes another photo: the page's stays, original and copies, and the page still shows it.
    const next = await media.storeImage(`projects/${id}/main-image`, await testPhoto(640, 480));
    await server.graphql(SAVE_PROJECT, { input: { ...project, image: next } }, token);
    const version = (address: string) => address.split('/').pop()!.slice(0, 12);
    const keptFor = async (address: string) =>
      (await media.storage.list(`projects/${id}/`)).filter((key) => key.includes(version(address)));
    expect(await keptFor(photo)).toHaveLength(3);
    const served = (await server.graphql(PAGE_BY_SLUG, { slug: 'kitchens' })).body.data!.pageBySlug!.html as string;
    const copies = served.match(/\/uploads\/[^" ]+\.webp/g)!;
    expect(copies.length).toBeGreaterThan(0);
    for (const address of [photo, ...copies]) expect((await fetch(`${server.url}${address}`)).status).toBe(200);

    // Once no page shows it, the project's next save takes it away.
    await server.graphql(
      SAVE_PAGE,
      { input: { ...buildPage({ title: 'Kitchens', slug: 'kitchens' }), id: page.id, content: '<p>Soon</p>' } },
      token,
    );
    await server.graphql(SAVE_PROJECT, { input: { ...project, image: next } }, token);
    expect(await keptFor(photo)).toEqual([]);
    expect(await keptFor(next)).toHaveLength(3);

    // Deleting the project keeps what a page shows, and only that.
    await server.graphql(
      SAVE_PAGE,
      { input: { ...buildPage({ title: 'Kitchens', slug: 'kitchens' }), id: page.id, content: `<img src="${next}" alt="Sink">` } },
      token,
    );
    expect((await server.graphql(DELETE_PROJECT, { id }, token)).body.data).toEqual({ deleteProject: true });
    expect(await keptFor(next)).toHaveLength(3);
    expect(await media.storage.list(`projects/${id}/`)).toHaveLength(3);
  });

  it('lists a photo a page keeps after its project is deleted, and the sweep removes it a day on once no page shows it', async () => {
    const { media, projects } = server.app.services;
    const [gone, kept, unsaved] = [randomUUID(), randomUUID(), randomUUID()];
    const photo = await media.storeImage(`projects/${gone}/main-image`, await testPhoto(800, 600));
    await server.graphql(SAVE_PROJECT, { input: buildProject({ id: gone, image: photo, gallery: [] }) }, token);
    const keptPhoto = await media.storeImage(`projects/${kept}/main-image`, await testPhoto(640, 480));
    await server.graphql(SAVE_PROJECT, { input: buildProject({ id: kept, title: 'Water heater', image: keptPhoto, gallery: [] }) }, token);
    // A new project's photo, uploaded before the project is saved.
    await media.storeImage(`projects/${unsaved}/main-image`, await testPhoto(400, 300));
    const input = buildPage({ title: 'Kitchens', slug: 'kitchens', content: `<img src="${photo}" alt="New sink">` });
    const page = (await server.graphql(SAVE_PAGE, { input }, token)).body.data!.savePage;
    await server.graphql(DELETE_PROJECT, { id: gone }, token);

    expect((await library()).find((item) => item.url === photo)).toMatchObject({
      name: KEPT_PHOTO_NAME,
      libraryId: null,
      uses: [{ kind: 'page', title: 'Kitchens', draftOnly: false, editPath: `/admin/pages/${page.id}` }],
    });
    // Within a day of its upload, a photo no one shows is left: it may be a project's not saved yet.
    const uploaded = await media.storage.list(`projects/${unsaved}/`);
    expect(uploaded.length).toBeGreaterThan(0);
    await projects.sweepPhotos();
    expect(await media.storage.list(`projects/${unsaved}/`)).toEqual(uploaded);
    const dayOn = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await projects.sweepPhotos(dayOn);
    expect(await media.storage.list(`projects/${unsaved}/`)).toEqual([]);
    expect(await media.storage.list(`projects/${gone}/`)).toHaveLength(3);

    await server.graphql(SAVE_PAGE, { input: { ...input, id: page.id, content: '<p>Soon</p>' } }, token);
    expect((await library()).some((item) => item.url === photo)).toBe(false);
    await projects.sweepPhotos(dayOn);
    expect(await media.storage.list(`projects/${gone}/`)).toEqual([]);
    expect(await media.storage.list(`projects/${kept}/`)).toHaveLength(3);
  });
});

describe('the media library while the S3 bucket is unreachable', () => {
  const app = appOnS3();

  it('refuses a delete in words and keeps the image listed; once the bucket is back the delete goes through', async () => {
    const token = await app.server.adminToken();
    const { body } = await uploadLibraryImage(app.server.url, await testPhoto(800, 600), token);
    const { libraryId: id } = body.data!.uploadLibraryImage;

    await app.s3.pause();
    const failed = await app.server.graphql(DELETE_LIBRARY_IMAGE, { id }, token);
    expect(failed.body.errors).toMatchObject([{ message: MediaLibraryMessages.deleteFailed, extensions: { code: 'SERVICE_UNAVAILABLE' } }]);
    await app.s3.resume();

    const listed = (await app.server.graphql(MEDIA_LIBRARY, {}, token)).body.data!.mediaLibrary as MediaLibraryItem[];
    expect(listed.map((item) => item.libraryId)).toEqual([id]);
    expect((await app.server.graphql(DELETE_LIBRARY_IMAGE, { id }, token)).body.data).toEqual({ deleteLibraryImage: true });
    expect(await app.server.app.services.media.storage.list('library/')).toEqual([]);
  });
});
