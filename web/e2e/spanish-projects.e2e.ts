// The projects pages in Spanish (issue #41), as a visitor on a phone finds them: /es/proyectos is
// reached from the Spanish menu and speaks Spanish around the owner's projects; a project's page
// keeps the owner's English text, marked lang="en", under a notice that it is in English, and its
// head names the English page as canonical, with no alternates. An unknown project is a Spanish 404.
// Then the owner writes the project's Spanish version in the editor on a phone, and a visitor reads it
// there in Spanish, canonical to itself with alternates both ways.
import { randomUUID } from 'node:crypto';
import { testPhoto } from '@plumbing/test-support';
import { frameRunning, openingOver, openSite, PHONE, seriousViolations, signIn, type Site, uploadPhoto } from './browser';

const TITLE = 'Palma Ceia Water Heater Swap';

describe('the projects pages in Spanish, at 375 px', () => {
  let site: Site;
  let id: string;
  let token: string;
  beforeAll(async () => {
    site = await openSite();
    token = await site.setUpOwner();
    // The owner's project, in English, with a main photo and two gallery photos uploaded first.
    id = randomUUID();
    const upload = (key: string, photo: Buffer) => uploadPhoto(site, token, key, photo);
    const image = await upload(`projects/${id}/main-image`, await testPhoto(1600, 1200));
    const before = await upload(`projects/${id}/gallery-0`, await testPhoto(1200, 900));
    const after = await upload(`projects/${id}/gallery-1`, await testPhoto(900, 1200));
    await site.graphql(
      'mutation ($input: ProjectInput!) { saveProject(input: $input) { id } }',
      {
        input: {
          id,
          title: TITLE,
          description: 'A failing 40-gallon tank replaced with a tankless heater in a Palma Ceia bungalow.',
          category: 'Residential',
          type: 'Installation',
          image,
          completionDate: '10/14/2025',
          highlights: ['Hot water back the same afternoon'],
          specifications: { duration: '1 day', location: 'Palma Ceia, Tampa', services: ['Water heater installation'], materials: [] },
          projectDetails: {
            challenge: 'A leaking tank in a closet with no room for a larger one.',
            solution: 'A wall-mounted tankless heater with a new gas line and venting.',
            outcome: 'Endless hot water and a closet freed for storage.',
          },
          gallery: [
            { url: before, caption: 'The old tank' },
            { url: after, caption: 'The tankless heater on the wall' },
          ],
        },
      },
      token,
    );
  });
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  it("lists the projects in Spanish and opens one: the Spanish frame and notice around the owner's English, its gallery in Spanish", async () => {
    const page = await site.page(PHONE);
    await page.goto('/es');
    await frameRunning(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByTestId('nav-drawer').getByRole('link', { name: 'Proyectos' }).click();
    await page.waitForURL('/es/proyectos');
    await frameRunning(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe('Proyectos | Gulf Coast Plumbing & Renovation');
    await page.getByRole('heading', { level: 1, name: 'Nuestros proyectos' }).waitFor();
    await page.getByText('Los proyectos están descritos en inglés.').waitFor();
    expect(await page.getByTestId('nav-drawer').locator('a[aria-current="page"]').allTextContents()).toEqual(['Proyectos']);
    expect(await page.getByRole('banner').getByRole('link', { name: 'EN – English' }).getAttribute('href')).toBe('/projects');
    const filters = page.getByRole('group', { name: 'Filtrar proyectos por categoría' });
    expect(await filters.getByRole('button').allTextContents()).toEqual(['Todos', 'Comercial', 'Residencial', 'Emergencia']);
    await page.getByRole('heading', { name: 'Resumen de proyectos' }).waitFor();
    // The sample projects a fresh install starts with speak Spanish (issue #51): their cards and the table's words.
    const sample = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Fuga en la losa: reparación urgente' }) });
    expect(await sample.getByRole('heading').getAttribute('lang')).toBeNull();
    const backflow = page.getByRole('row').filter({ hasText: 'Prueba anual de contraflujo' });
    expect(await backflow.getByRole('cell').allTextContents()).toEqual([
      'Prueba anual de contraflujo',
      'Comercial',
      'Inspección',
      '30 sept 2025',
    ]);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TITLE }) });
    expect(await card.getByRole('heading', { name: TITLE }).getAttribute('lang')).toBe('en');
    await card.getByText('Residencial', { exact: true }).waitFor();
    await card.getByText('14 oct 2025').waitFor();
    // The filter works once the island has adopted the markup.
    await filters.getByRole('button', { name: 'Comercial' }).click();
    await card.waitFor({ state: 'detached' });
    await filters.getByRole('button', { name: 'Residencial' }).click();
    await card.waitFor();
    await site.screenshot(page, 'spanish-projects-375');

    await card.getByRole('link', { name: TITLE }).click();
    await page.waitForURL(`/es/proyectos/${id}`);
    await frameRunning(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe(`${TITLE} | Gulf Coast Plumbing & Renovation`);
    // The owner's English is the page's content: its English page is canonical, and it has no alternates.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`[^/]/projects/${id}$`));
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('link', { name: 'EN – English' }).getAttribute('href')).toBe(`/projects/${id}`);
    await page.getByText('Este proyecto está descrito en inglés.').waitFor();
    const title = page.getByRole('heading', { level: 1, name: TITLE });
    expect(await title.getAttribute('lang')).toBe('en');
    expect(await page.getByText('A failing 40-gallon tank', { exact: false }).getAttribute('lang')).toBe('en');
    for (const heading of ['El desafío', 'Nuestra solución', 'El resultado', 'Galería', 'Aspectos destacados', 'Servicios prestados']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await page.getByText('A leaking tank in a closet').getAttribute('lang')).toBe('en');
    await page.getByText('Terminado').waitFor();
    await page.getByText('14 oct 2025').waitFor();
    expect(await page.getByRole('link', { name: '← Todos los proyectos' }).getAttribute('href')).toBe('/es/proyectos');
    expect(await page.getByRole('link', { name: 'Agendar servicio' }).last().getAttribute('href')).toBe('/es/agendar');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await site.screenshot(page, 'spanish-project-375');

    await page.getByRole('button', { name: 'Abrir la foto 1 de 2: The old tank' }).click();
    await page.getByRole('dialog', { name: `${TITLE}: foto 1 de 2` }).waitFor();
    const lightbox = page.getByRole('dialog');
    await lightbox.getByText('1 de 2').waitFor();
    expect(await lightbox.getByRole('img', { name: 'The old tank' }).getAttribute('lang')).toBe('en');
    await lightbox.getByRole('button', { name: 'Foto siguiente' }).click();
    await lightbox.getByText('2 de 2').waitFor();
    expect(await lightbox.getAttribute('aria-label')).toBe(`${TITLE}: foto 2 de 2`);
    await lightbox.getByRole('img', { name: 'The tankless heater on the wall' }).waitFor();
    await lightbox.getByRole('button', { name: 'Cerrar la galería' }).click();
    await lightbox.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('the owner writes the Spanish version in the editor; a visitor reads it at /es/proyectos/{id} in Spanish, canonical to itself', async () => {
    const SPANISH_TITLE = 'Cambio de calentador en Palma Ceia';
    const admin = await site.page(PHONE);
    await signIn(admin, token);
    await admin.goto('/admin/projects');
    await admin.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Project' });
    await openingOver(dialog);
    await dialog.getByRole('tab', { name: 'Project Details' }).click();
    const section = dialog.getByRole('region', { name: 'Spanish version' });
    await section.getByText(`/es/proyectos/${id}`).waitFor();
    // By keyboard: the Spanish title, then Tab to the Spanish description.
    await section.getByLabel('Spanish Title').focus();
    await admin.keyboard.type(SPANISH_TITLE);
    await admin.keyboard.press('Tab');
    await admin.keyboard.type('Un tanque de 40 galones que fallaba, cambiado por un calentador sin tanque.');
    expect(await section.getByLabel('Description in Spanish').inputValue()).toMatch(/^Un tanque de 40 galones/);
    await section.getByLabel('Challenge in Spanish').fill('Un tanque con fugas en un clóset sin espacio para uno más grande.');
    await section.getByRole('button', { name: /Add Spanish Highlight/ }).click();
    await section.getByLabel('Spanish Highlight 1', { exact: true }).fill('Agua caliente de vuelta esa misma tarde');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const body = dialog.locator('.ant-modal-body');
    expect(await body.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await seriousViolations(admin)).toEqual([]);
    await site.screenshot(admin, 'project-editor-spanish-375');
    await dialog.getByRole('button', { name: 'Save Project' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.context().close();

    const page = await site.page(PHONE);
    await page.goto('/es/proyectos');
    await frameRunning(page);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SPANISH_TITLE }) });
    expect(await card.getByRole('heading', { name: SPANISH_TITLE }).getAttribute('lang')).toBeNull();
    await card.getByRole('link', { name: SPANISH_TITLE }).click();
    await page.waitForURL(`/es/proyectos/${id}`);
    await frameRunning(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe(`${SPANISH_TITLE} | Gulf Coast Plumbing & Renovation`);
    const title = page.getByRole('heading', { level: 1, name: SPANISH_TITLE });
    expect(await title.getAttribute('lang')).toBeNull();
    expect(await page.getByText('Este proyecto está descrito en inglés.').count()).toBe(0);
    expect(await page.getByText('Un tanque con fugas en un clóset').getAttribute('lang')).toBeNull();
    expect(await page.getByText('Agua caliente de vuelta esa misma tarde').getAttribute('lang')).toBeNull();
    // What the owner left in English only stays marked as English.
    expect(await page.getByText('A wall-mounted tankless heater').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { name: 'Galería' }).waitFor();

    // Loaded afresh, the server's head: canonical to itself, alternates both ways.
    await page.reload();
    await frameRunning(page);
    const links = await page.evaluate(() => ({
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
      ),
    }));
    expect(links.canonical).toMatch(new RegExp(`[^/]/es/proyectos/${id}$`));
    expect(links.alternates).toEqual([`en /projects/${id}`, `es /es/proyectos/${id}`, `x-default /projects/${id}`]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await site.screenshot(page, 'spanish-project-translated-375');
    await page.context().close();
  });

  it("opens a sample project of a fresh install in Spanish: its facts and story in the owner's Spanish, canonical to itself (issue #51)", async () => {
    const page = await site.page(PHONE);
    await page.goto('/es/proyectos');
    await frameRunning(page);
    await page.getByRole('link', { name: 'Fuga en la losa: reparación urgente' }).first().click();
    await page.waitForURL(/\/es\/proyectos\/[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Fuga en la losa: reparación urgente' }).waitFor();
    expect(await page.getByText('Este proyecto está descrito en inglés.').count()).toBe(0);
    await page.getByText('9 horas', { exact: true }).waitFor();
    await page.getByText('Reparación de fugas', { exact: true }).waitFor();
    await page.getByText('Baldosas tibias, el medidor girando', { exact: false }).waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/[^/]\/es\/proyectos\/[\w-]+$/);
    await page.context().close();
  });

  it('answers an unknown project under /es/proyectos with a Spanish 404', async () => {
    const page = await site.page(PHONE);
    const response = await page.goto('/es/proyectos/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('heading', { level: 1, name: 'Proyecto no encontrado' }).waitFor();
    await page.getByText('No se encontró el proyecto solicitado.').waitFor();
    expect(await page.getByRole('link', { name: 'Volver a los proyectos' }).getAttribute('href')).toBe('/es/proyectos');
    await page.context().close();
  });
});
