import type { Page } from 'playwright-core';
import { inView, PHONE, seriousViolations, signIn, siteWithMail } from './browser';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The Tampa page, published before the test (short and without a project: noindex): what a lazy copy would start from. */
const TAMPA_INTRO =
  'Tampa homes near the bay fight salt air and old cast-iron drains. We camera-inspect sewer lines in Seminole Heights every week, ' +
  'replace galvanized supply pipes in the bungalows of Hyde Park, and fit tankless heaters in the condos downtown.';

/** The owner's own words for Pinellas County: over 150, so the page is indexed (and in the footer) without a project there. */
const PINELLAS_INTRO = [
  'Pinellas County is a peninsula of beach towns, and most of the calls we take there start with water where it should not be.',
  'Along Gulf Boulevard the condos from the seventies still run on original copper risers, pitted by decades of salt air, and a pinhole leak on the ninth floor soon becomes a ceiling problem on the eighth.',
  'We map the risers with the building manager, shut down one stack at a time and replace it over two days, so residents keep water in the evening.',
  'Inland, in Largo and Pinellas Park, the ranch houses sit on slabs, and slab leaks give themselves away through warm tiles and a water meter that never rests.',
  'We find them with acoustic gear and thermal cameras, and reroute the line through the attic instead of breaking the floor when that is cheaper.',
  'Dunedin and Palm Harbor have many older septic systems that the county is moving onto sewer: we handle the connection, the permit and the inspection, and fill the old tank properly.',
  'After a storm surge we pump out flooded crawl spaces, check backflow preventers and test well pumps before anyone drinks the water again.',
].join(' ');

const SAVE_AREA_PAGE = `mutation ($input: AreaPageInput!) { saveAreaPage(input: $input) { published } }`;

describe('area pages (issue #42): the owner writes one, the doorway gate judges it, a visitor finds it and books, on a phone', () => {
  const opened = siteWithMail();
  let token: string;

  beforeAll(async () => {
    token = await opened.site.setUpOwner();
    const saved = await opened.site.graphql<{ saveAreaPage: { published: boolean } }>(
      SAVE_AREA_PAGE,
      { input: { slug: 'tampa', intro: TAMPA_INTRO, published: true } },
      token,
    );
    expect(saved.saveAreaPage.published).toBe(true);
  });

  it('the owner writes the Pinellas County page, sees how alike it reads, is refused a copy, and publishes words of its own', async () => {
    const page = await opened.site.page(PHONE);
    await signIn(page, token);
    await page.goto('/admin/area-pages');
    await page.getByRole('heading', { name: 'Area Pages', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Write its page: Pinellas County' }).click();
    await page.getByRole('heading', { name: 'Pinellas County: area page', level: 1 }).waitFor();

    // A copy of Tampa's page with the county's name: the panel says so as it is typed.
    const intro = page.getByLabel('Introduction', { exact: true });
    await intro.fill(TAMPA_INTRO.replaceAll('Tampa', 'Pinellas County'));
    const similarity = page.getByRole('list', { name: 'Similarity to the other pages, in English' });
    await similarity.getByText('100% alike').waitFor();
    await similarity.getByText('Too alike: publishing is refused').waitFor();
    await page.getByRole('list', { name: 'Sentences to rewrite, in English' }).locator('mark').first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await opened.site.screenshot(page, 'admin-area-page-too-alike-375');

    // Publishing is refused by the server, in view above the buttons, with the page it resembles and the figure.
    await page.getByRole('button', { name: 'Publish' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Not published: this page reads too much like the Tampa page (100% alike)' });
    await refusal.waitFor();
    expect(await inView(page, refusal)).toBe(true);
    await opened.site.screenshot(page, 'admin-area-page-refused-375');

    // Its own words, and a question added by keyboard.
    await intro.fill(PINELLAS_INTRO);
    await page.getByRole('button', { name: 'Add a question', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Question 1', { exact: true }).fill('Do you work on condo risers in Clearwater Beach?');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Yes, one stack at a time, with the building manager.');
    await similarity.getByText('Published', { exact: true }).waitFor();
    expect(await similarity.getByText(/^\d% alike$/).count()).toBe(1);
    await page.getByText(/words of your own, 0 projects done in Pinellas County: indexed\./).waitFor();
    expect(await page.getByRole('list', { name: 'Sentences to rewrite, in English' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    const published = page.getByRole('status').filter({ hasText: 'Published at /service-areas/pinellas-county.' });
    await published.waitFor();
    expect(await inView(page, published)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await opened.site.screenshot(page, 'admin-area-page-published-375');

    await page.goto('/admin/area-pages');
    const card = page.locator('.record-card').filter({ hasText: 'Pinellas County' });
    await card.getByText('Published', { exact: true }).waitFor();
    await page.context().close();
  });

  it('a visitor reaches the page from the footer and books from it', async () => {
    const page = await opened.site.page(PHONE);
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Areas we serve' });
    await footer.scrollIntoViewIfNeeded();
    // Tampa's page is published but short, with no project done there: noindex, so not listed.
    expect(await footer.getByRole('link').allTextContents()).toEqual(['Pinellas County']);
    await footer.getByRole('link', { name: 'Pinellas County' }).click();
    await page.waitForURL('**/service-areas/pinellas-county');
    await page.getByRole('heading', { name: 'Plumbing and renovation in Pinellas County', level: 1 }).waitFor();
    await page.getByText('Pinellas County is a peninsula of beach towns').waitFor();
    await page.getByText('Do you work on condo risers in Clearwater Beach?').waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^http:\/\/[^/]+\/service-areas\/pinellas-county$/);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // A page of islands without an island: the frame's script alone, no React, no screen and no data client.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    expect(scripts.some((script) => script.startsWith('/assets/islands-'))).toBe(true);
    expect(scripts.filter((script) => /\/(area-page-screen|apollo-client|react|island-root)-/.test(script))).toEqual([]);
    await opened.site.screenshot(page, 'area-page-375');

    await page.getByRole('link', { name: 'Book a visit' }).click();
    await page.waitForURL('**/schedule');
    await page.getByRole('heading', { name: 'Book Your Appointment' }).waitFor();
    await page.context().close();
  });
});
