// Spanish alongside English (issue #41), as a visitor on a phone finds it: the language switch on
// every public page keeps them on the same page, the Spanish page is adopted like the English one
// (the frame and islands only, no error), the menu leads to the Spanish pages, and the contact form
// speaks Spanish, the server's refusals too. The projects pages: spanish-projects.e2e.ts.
import { frameRunning, openSite, PHONE, type Site } from './browser';

describe('the site in Spanish, at 375 px', () => {
  let site: Site;
  beforeAll(async () => (site = await openSite()));
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  it('switches to Spanish on the home page, reads Spanish pages and comes back to the same page in English', async () => {
    const page = await site.page(PHONE);
    await page.goto('/');
    await frameRunning(page);
    // The top bar's switch: its code shown, its language's name read out.
    await page.getByRole('banner').getByRole('link', { name: 'ES – Español' }).click();
    await page.waitForURL('/es');
    await frameRunning(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe('Gulf Coast Plumbing & Renovation | Servicios profesionales de plomería');
    await page.getByRole('heading', { level: 2, name: 'Nuestros servicios' }).waitFor();
    await site.screenshot(page, 'spanish-home-375');

    // The home page's island speaks Spanish too: the emergency modal.
    await page.getByRole('button', { name: 'Servicio de emergencia' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Una emergencia de plomería?' });
    await dialog.getByRole('heading', { name: 'Mientras espera' }).waitFor();
    await page.keyboard.press('Escape');

    // The menu leads to the Spanish pages.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByTestId('nav-drawer');
    expect(await menu.getByRole('link', { name: 'Contacto' }).getAttribute('href')).toBe('/es/contacto');
    expect(await menu.getByRole('link', { name: 'Proyectos' }).getAttribute('href')).toBe('/es/proyectos');
    await menu.getByRole('link', { name: 'Quiénes somos' }).click();
    await page.waitForURL('/es/nosotros');
    await frameRunning(page);
    await page.getByRole('heading', { level: 1, name: 'Conozca a Gulf Coast Plumbing & Renovation' }).waitFor();
    expect(await page.title()).toBe('Quiénes somos | Gulf Coast Plumbing & Renovation');
    expect(await page.getByTestId('nav-drawer').locator('a[aria-current="page"]').allTextContents()).toEqual(['Quiénes somos']);

    // Back to English on the same page.
    await page.getByRole('banner').getByRole('link', { name: 'EN – English' }).click();
    await page.waitForURL('/about');
    await frameRunning(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'About Gulf Coast Plumbing & Renovation' }).waitFor();
    await page.context().close();
  });

  it('reads the contact page in Spanish, says what a field lacks in Spanish and sends the message', async () => {
    const token = await site.setUpOwner();
    const page = await site.page(PHONE);
    await page.goto('/es/contacto');
    await frameRunning(page);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.title()).toBe('Contáctenos | Gulf Coast Plumbing & Renovation');
    await page.getByRole('heading', { level: 1, name: 'Contáctenos' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '¿Necesita ayuda ahora mismo?' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Envíenos un mensaje' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Encuéntrenos' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '¿Una emergencia? ¡No espere!' }).waitFor();
    expect(await page.getByRole('link', { name: /^Cómo llegar a Gulf Coast Plumbing/ }).getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('nav-drawer').locator('a[aria-current="page"]').allTextContents()).toEqual(['Contacto']);

    const form = page.locator('form.contact-form');
    await form.getByText('Los campos marcados con * son obligatorios.').waitFor();
    await form.getByText('Fotos del problema', { exact: true }).waitFor();
    expect(await form.getByLabel('Servicio que necesita').locator('option').allTextContents()).toEqual([
      'Elija un servicio',
      'Reparación de emergencia',
      'Mantenimiento',
      'Instalación',
      'Inspección',
      'Otro',
    ]);
    await site.screenshot(page, 'spanish-contact-375');

    // A name of spaces only passes the browser's check; the server refuses it (in English), the form says so in Spanish.
    const name = form.getByLabel('Nombre completo', { exact: true });
    await name.fill('   ');
    await form.getByLabel('Correo electrónico', { exact: true }).fill('maria@example.com');
    await form.getByLabel('Número de teléfono', { exact: true }).fill('(813) 555-0123');
    await form.getByLabel('Servicio que necesita', { exact: true }).selectOption('maintenance');
    await form.getByLabel('Mensaje', { exact: true }).fill('El desagüe de la cocina va lento.');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await form.getByText('El nombre es obligatorio', { exact: true }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);

    await name.fill('María López');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page.getByRole('heading', { name: '¡Gracias!' }).waitFor();
    await page.getByText('Recibimos su mensaje y le responderemos en breve.').waitFor();
    const { contactMessages } = await site.graphql<{ contactMessages: Array<{ name: string; service: string }> }>(
      '{ contactMessages { name service } }',
      {},
      token,
    );
    expect(contactMessages).toEqual([{ name: 'María López', service: 'maintenance' }]);
    await page.getByRole('button', { name: 'Enviar otro mensaje' }).waitFor();
    await page.context().close();
  });

  it('answers an unknown Spanish address with the Spanish 404 screen', async () => {
    const page = await site.page(PHONE);
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 - Página no encontrada' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/es');
    await page.context().close();
  });
});
