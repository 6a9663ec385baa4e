import type { Page } from 'playwright-core';
import { DESKTOP, openSite, PHONE, seriousViolations, type Site } from './browser';

/** Every public screen (the content page is the example seeded into a fresh database), the Spanish ones, and the sign-in screen. */
const ROUTES = [
  '/',
  '/projects',
  '/about',
  '/contact',
  '/schedule',
  '/pages/water-heater-services',
  '/es',
  '/es/proyectos',
  '/es/nosotros',
  '/es/paginas/water-heater-services',
  '/es/contacto',
  '/es/agendar',
  '/admin-login',
];

async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('accessibility: axe finds no serious or critical violation', () => {
  let site: Site;
  beforeAll(async () => (site = await openSite()));
  afterAll(() => site.close());
  afterEach(() => expect(site.pageErrors).toEqual([]));

  for (const viewport of [PHONE, DESKTOP]) {
    it(`on every public screen at ${viewport.width} px`, async () => {
      const page = await site.page(viewport);
      // The embedded map's provider is outside 127.0.0.1: refused, as when offline.
      await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      const found: Record<string, string[]> = {};
      for (const route of ROUTES) {
        await openRoute(page, route);
        found[route] = await seriousViolations(page);
      }
      expect(found).toEqual(Object.fromEntries(ROUTES.map((route) => [route, []])));
      await page.context().close();
      // 13 screens, each loaded to a quiet network and read by axe: about 3 s each, twice that with both test lanes busy.
    }, 180_000);
  }

  it('with the emergency modal and the phone menu open', async () => {
    const page = await site.page(PHONE);
    await openRoute(page, '/');
    await page.getByRole('button', { name: 'Emergency Service' }).click();
    await page.getByRole('dialog', { name: 'Plumbing Emergency?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows where the keyboard focus is on every control it reaches', async () => {
    const page = await site.page(DESKTOP);
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    for (const route of ['/', '/contact']) {
      await openRoute(page, route);
      const unmarked: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
          return {
            outlined,
            name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || element.id}"`,
          };
        });
        if (focus && !focus.outlined) unmarked.push(focus.name);
      }
      expect([route, unmarked]).toEqual([route, []]);
    }
    await page.context().close();
  });
});
