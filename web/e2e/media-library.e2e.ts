import { randomUUID } from 'node:crypto';
import { MediaLibraryMessages } from '@plumbing/shared';
import { freePort, testPhoto } from '@plumbing/test-support';
import { DESKTOP, openingOver, openSite, PHONE, seriousViolations, signIn, uploadPhoto, type Site } from './browser';

// Issue #52: images for pages live in the media library; a page shows one with its alt text, from its WebP copies.
describe('the media library: images uploaded, described, put in a page and kept while used', () => {
  let site: Site;
  let token: string;
  beforeAll(async () => {
    const port = String(await freePort());
    site = await openSite({ PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
    token = await site.setUpOwner();
  });
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  async function signedInPage(viewport = DESKTOP) {
    const page = await site.page(viewport);
    await signIn(page, token);
    return page;
  }

  it('uploads two images at once, writes alt text, puts one in a page and picks the other as its link preview', async () => {
    const page = await signedInPage();
    await page.goto('/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Media' }).click();
    await page.getByRole('heading', { level: 1, name: 'Media' }).waitFor();
    await page.getByText('No images yet: drop some above.').waitFor();
    await page.locator('.library-upload input[type=file]').setInputFiles([
      { name: 'tankless-heater.jpg', mimeType: 'image/jpeg', buffer: await testPhoto(1200, 800) },
      { name: 'van.png', mimeType: 'image/png', buffer: await testPhoto(800, 420, { format: 'png' }) },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just words, not a photo\n'.repeat(40)) },
    ]);
    // The one that is no photo says so by its name; the others join the library.
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await uploads.getByRole('listitem').filter({ hasText: 'notes.jpg' }).getByRole('alert').filter({ hasText: 'Only photos' }).waitFor();
    const heater = page.getByRole('listitem').filter({ hasText: 'tankless-heater.jpg' });
    const van = page.getByRole('listitem').filter({ hasText: 'van.png' });
    await heater.getByText('1200 × 800').waitFor();
    await van.getByText('800 × 420').waitFor();
    await heater.getByText('Not used on any page').waitFor();
    await van.getByText('Not written yet').waitFor();
    await van.getByPlaceholder(/What the image shows/).fill('Our service van');
    await van.getByRole('button', { name: 'Save alt text' }).click();
    await van.getByText('Not written yet').waitFor({ state: 'detached' });
    await site.screenshot(page, 'media-library-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // A page with the heater: the picker asks for its alt text before it goes in.
    await page.goto('/admin/pages/new');
    await page.getByLabel('Page Title').fill('Tankless Water Heaters');
    const writing = page.getByRole('textbox', { name: 'Content', exact: true });
    await writing.click();
    await page.keyboard.type('Endless hot water, half the space.');
    await page.getByRole('toolbar', { name: 'Formatting', exact: true }).getByRole('button', { name: 'Insert an image' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert an image' });
    await openingOver(picker);
    await picker.getByRole('radio', { name: 'tankless-heater.jpg' }).click();
    await picker.getByRole('button', { name: 'Insert' }).click();
    await picker.getByRole('alert').filter({ hasText: 'Describe what the image shows, or mark it decorative.' }).waitFor();
    await picker.getByRole('textbox', { name: 'Alt text' }).fill('A tankless water heater mounted in a garage');
    await site.screenshot(page, 'media-picker-1280', { fullPage: false });
    await picker.getByRole('button', { name: 'Insert' }).click();
    await picker.waitFor({ state: 'hidden' });
    await writing.getByRole('img', { name: 'A tankless water heater mounted in a garage' }).waitFor();
    await page.getByRole('tab', { name: 'Social' }).click();
    await page.getByRole('button', { name: 'Choose the Open Graph image from the media library' }).click();
    const preview = page.getByRole('dialog', { name: 'Choose the link preview image' });
    await openingOver(preview);
    await preview.getByRole('radio', { name: 'Our service van' }).click();
    await preview.getByRole('button', { name: 'Use this image' }).click();
    await expect(page.getByLabel('Open Graph Image URL').inputValue()).resolves.toMatch(
      /^\/uploads\/library\/[0-9a-f-]{36}\/[0-9a-f]{12}-800x420\.png$/,
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/admin\/pages$/);
    await page.context().close();
  });

  it('a visitor on a phone gets the photo from its WebP copies; the owner cannot delete it while the page shows it', async () => {
    // The photo drawn from its WebP copies at its own proportions, the van in the link preview.
    const visitor = await site.page(PHONE);
    await visitor.goto('/pages/tankless-water-heaters');
    const photo = visitor.locator('#main-content').getByRole('img', { name: 'A tankless water heater mounted in a garage' });
    await photo.waitFor();
    await visitor.waitForFunction(() =>
      [...document.querySelectorAll('#main-content img')].every((img) => (img as HTMLImageElement).complete),
    );
    const drawn = await photo.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      natural: img.naturalWidth,
      ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
    }));
    expect(drawn).toMatchObject({ width: '1200', height: '800' });
    expect(drawn.src).toMatch(/-(480|960|1200)w\.webp$/);
    expect(drawn.natural).toBeGreaterThan(0);
    expect(drawn.ratio).toBeCloseTo(1.5, 1);
    expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      new RegExp(`^${site.url}/uploads/library/[0-9a-f-]{36}/[0-9a-f]{12}-800x420\\.png$`),
    );
    await site.screenshot(visitor, 'media-in-page-visitor-375');
    await visitor.context().close();

    // Back in the library on a phone: where each is used; the heater cannot be deleted while the page shows it.
    const phone = await signedInPage(PHONE);
    await phone.goto('/admin/media');
    const usedHeater = phone.getByRole('listitem').filter({ hasText: 'tankless-heater.jpg' });
    await usedHeater.getByText('Used on the page').waitFor();
    await usedHeater.getByRole('link', { name: 'Tankless Water Heaters' }).waitFor();
    await usedHeater.getByRole('button', { name: 'Delete tankless-heater.jpg' }).click();
    const confirmation = phone.getByRole('dialog');
    await openingOver(confirmation);
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    const refusal = usedHeater.getByRole('alert');
    await refusal.filter({ hasText: MediaLibraryMessages.inUse(['the page “Tankless Water Heaters”']) }).waitFor();
    // Said where the eye is: on the phone's screen, next to the button pressed.
    const box = (await refusal.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await site.screenshot(phone, 'media-library-refused-375', { fullPage: false });
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.context().close();
  });

  it("puts a project's photo in a page from the picker, and the page keeps it when the project takes another", async () => {
    const id = randomUUID();
    const project = {
      id,
      title: 'Seminole Heights Repipe',
      description: 'Galvanized lines replaced with PEX in a 1925 bungalow.',
      category: 'Residential',
      type: 'Repiping',
      image: await uploadPhoto(site, token, `projects/${id}/main-image`, await testPhoto(1600, 1000)),
      completionDate: '09/30/2025',
      highlights: ['Done in two days'],
      specifications: { duration: '2 days', location: 'Seminole Heights, Tampa', services: ['Repiping'], materials: ['PEX-A'] },
      projectDetails: { challenge: 'Rusted lines', solution: 'A whole-house repipe', outcome: 'Full pressure again' },
      gallery: [],
    };
    const saveProject = (input: typeof project) =>
      site.graphql('mutation ($input: ProjectInput!) { saveProject(input: $input) { id } }', { input }, token);
    await saveProject(project);

    const page = await signedInPage();
    await page.goto('/admin/pages/new');
    await page.getByLabel('Page Title').fill('Repiping');
    await page.getByRole('textbox', { name: 'Content', exact: true }).click();
    await page.keyboard.type('A whole house in two days.');
    await page.getByRole('toolbar', { name: 'Formatting', exact: true }).getByRole('button', { name: 'Insert an image' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert an image' });
    await openingOver(picker);
    // The project's photo, offered below the library's images with the project's words as its alt text.
    await picker
      .getByRole('radiogroup', { name: 'Project photos' })
      .getByRole('radio', { name: /Seminole Heights Repipe/ })
      .click();
    await expect(picker.getByRole('textbox', { name: 'Alt text' }).inputValue()).resolves.toBe('Seminole Heights Repipe');
    await site.screenshot(page, 'media-picker-project-photo-1280', { fullPage: false });
    await picker.getByRole('button', { name: 'Insert' }).click();
    await picker.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/admin\/pages$/);
    await page.context().close();

    // The project takes another main photo; the page still shows the first, from its WebP copies.
    await saveProject({ ...project, image: await uploadPhoto(site, token, `projects/${id}/main-image`, await testPhoto(1200, 800)) });
    const visitor = await site.page(PHONE);
    await visitor.goto('/pages/repiping');
    const photo = visitor.locator('#main-content').getByRole('img', { name: 'Seminole Heights Repipe' });
    await photo.waitFor();
    await visitor.waitForFunction(() =>
      [...document.querySelectorAll('#main-content img')].every((img) => (img as HTMLImageElement).complete),
    );
    expect(await photo.getAttribute('width')).toBe('1600');
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await visitor.context().close();

    // The owner's media screen lists the earlier photo with the page that keeps it, on a phone too.
    const phone = await signedInPage(PHONE);
    await phone.goto('/admin/media');
    const earlier = phone.getByRole('listitem').filter({ hasText: 'Earlier project photo' });
    await earlier.getByText('Its project replaced it or was deleted').waitFor();
    await expect(earlier.getByRole('link', { name: /Repiping/ }).count()).resolves.toBe(1);
    await earlier.scrollIntoViewIfNeeded();
    await site.screenshot(phone, 'media-library-earlier-photo-375', { fullPage: false });
    await phone.context().close();
  });
  // A version restored from before an image was deleted, or HTML that names a file no longer stored.
  it('says in the editor which images of a page no longer load, on a phone, until the owner deletes them', async () => {
    const gone = `/uploads/library/${randomUUID()}/0123456789ab-800x600.jpg`;
    const { savePage } = await site.graphql<{ savePage: { id: string } }>(
      'mutation ($input: PageInput!) { savePage(input: $input) { id } }',
      {
        input: {
          title: 'Water Heater Swap',
          slug: 'water-heater-swap',
          content: `<p>Before:</p><img src="${gone}" alt="The old tank"><p>After.</p>`,
        },
      },
      token,
    );
    const page = await signedInPage(PHONE);
    await page.goto(`/admin/pages/${savePage.id}`);
    const warning = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await warning.getByText('An image of this page could not be loaded: “The old tank”.').waitFor();
    await warning.scrollIntoViewIfNeeded();
    await site.screenshot(page, 'page-editor-missing-image-375', { fullPage: false });
    await page.getByRole('textbox', { name: 'Content', exact: true }).getByRole('img', { name: 'The old tank' }).click();
    await page.keyboard.press('Delete');
    await warning.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
