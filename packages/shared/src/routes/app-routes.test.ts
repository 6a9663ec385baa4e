import { SAMPLE_BUSINESS } from '../business/business-facts';
import { englishTranslator } from '../i18n/english';
import { APP_ROUTES, localeOfPath, localizedPath, matchAppRoute, routeMatcher, routeMessageValues, type AppRouteId } from './app-routes';

describe('routeMatcher', () => {
  it('reads react-router paths as the server matches URLs', () => {
    expect(routeMatcher('/').source).toBe('^\\/$');
    expect(routeMatcher('/projects').source).toBe('^\\/projects\\/?$');
    expect(routeMatcher('/projects/:id').source).toBe('^\\/projects\\/([^/]+)\\/?$');
    expect(routeMatcher('/admin/*').source).toBe('^\\/admin(?:\\/.*)?$');
  });
});

describe('matchAppRoute', () => {
  it.each([
    ['/', 'home', []],
    ['/projects', 'projects', []],
    ['/projects/', 'projects', []],
    ['/projects/p-1', 'project', ['p-1']],
    ['/about/', 'about', []],
    ['/admin-login', 'adminLogin', []],
    ['/login/', 'login', []],
    ['/admin-setup', 'adminSetup', []],
    ['/admin', 'admin', []],
    ['/admin/', 'admin', []],
    ['/admin/pages/1', 'admin', []],
    ['/pages/water-heaters', 'page', ['water-heaters']],
    ['/pages', 'topLevelPage', ['pages']],
    ['/water-heaters/', 'topLevelPage', ['water-heaters']],
    ['/adminx', 'topLevelPage', ['adminx']],
    ['/About', 'topLevelPage', ['About']],
  ])('%s is %s', (path, id, params) => {
    expect(matchAppRoute(path)).toEqual({ id, route: APP_ROUTES[id as AppRouteId], params, locale: 'en' });
  });

  it.each([
    ['/es', 'home'],
    ['/es/', 'home'],
    ['/es/nosotros', 'about'],
    ['/es/contacto', 'contact'],
    ['/es/agendar', 'schedule'],
    ['/es/proyectos', 'projects'],
    ['/es/proyectos/', 'projects'],
  ])('%s is the Spanish %s', (path, id) => {
    expect(matchAppRoute(path)).toEqual({ id, route: APP_ROUTES[id as AppRouteId], params: [], locale: 'es' });
  });

  it.each([
    ['/es/proyectos/p-1', ['p-1']],
    ['/es/proyectos/p-1/', ['p-1']],
    ['/es/proyectos/%E0', ['%E0']],
  ])('%s is the Spanish project page of %j', (path, params) => {
    expect(matchAppRoute(path)).toEqual({ id: 'project', route: APP_ROUTES.project, params, locale: 'es' });
  });

  it.each([
    ['/es/paginas/calentadores', 'page', ['calentadores']],
    ['/es/paginas/calentadores/', 'page', ['calentadores']],
    ['/es/calentadores', 'topLevelPage', ['calentadores']],
    ['/es/paginas', 'topLevelPage', ['paginas']],
    ['/es/about', 'topLevelPage', ['about']],
  ])('%s is the Spanish content page route %s of %j', (path, id, params) => {
    expect(matchAppRoute(path)).toEqual({ id, route: APP_ROUTES[id as AppRouteId], params, locale: 'es' });
  });

  it("lets the app's own Spanish routes win over a content page's slug", () => {
    for (const [path, id] of [
      ['/es/nosotros', 'about'],
      ['/es/contacto', 'contact'],
      ['/es/agendar', 'schedule'],
      ['/es/proyectos', 'projects'],
    ] as const) {
      expect(matchAppRoute(path)?.id).toBe(id);
    }
    expect(matchAppRoute('/es')?.id).toBe('home');
  });

  it.each([
    '//',
    '///about',
    '/about//',
    '/projects/a/b',
    '/es/proyectos/a/b',
    '/es/paginas/a/b',
    '/es/a/b',
    '/pages/a/b',
    '/admin-login/x',
    '/nope/x',
    '',
  ])('%j is no route (a 404)', (path) => {
    expect(matchAppRoute(path)).toBeUndefined();
  });

  it('answers a path of many slashes at once (no backtracking)', () => {
    const started = Date.now();
    expect(matchAppRoute(`/${'/'.repeat(100_000)}x`)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('APP_ROUTES', () => {
  it("describes the public routes with the business's own facts", () => {
    const t = englishTranslator();
    expect(t(APP_ROUTES.contact.description!, routeMessageValues(SAMPLE_BUSINESS))).toBe(
      'Contact Gulf Coast Plumbing & Renovation in Tampa, FL: call (813) 555-0142, e-mail us or send a message. Emergency plumbing service is available 24/7.',
    );
  });
});

describe('the same page in the other language (issue #41)', () => {
  it.each([
    ['/', '/es'],
    ['/about', '/es/nosotros'],
    ['/about/', '/es/nosotros'],
    ['/contact', '/es/contacto'],
    ['/schedule', '/es/agendar'],
    ['/projects', '/es/proyectos'],
    ['/projects/', '/es/proyectos'],
    ['/projects/p-1', '/es/proyectos/p-1'],
    ['/projects/p-1/', '/es/proyectos/p-1'],
    ['/projects/0f1e2d3c-4b5a-4978-8877-665544332211', '/es/proyectos/0f1e2d3c-4b5a-4978-8877-665544332211'],
    ['/pages/water-heaters', '/es/paginas/water-heaters'],
    ['/water-heaters', '/es/water-heaters'],
  ])('%s ↔ %s', (english, spanish) => {
    expect(localizedPath(english, 'es')).toBe(spanish);
    expect(localizedPath(spanish, 'en')).toBe(english.replace(/(.)\/$/, '$1'));
    expect(localizedPath(spanish, 'es')).toBe(spanish);
  });

  it("is none for the owner's screens and a 404", () => {
    expect(localizedPath('/admin/pages', 'es')).toBeUndefined();
    expect(localizedPath('/nope/x', 'es')).toBeUndefined();
  });

  it('tells the language of a path: Spanish under /es, its 404s too', () => {
    expect(localeOfPath('/es/nosotros')).toBe('es');
    expect(localeOfPath('/es/nope/x')).toBe('es');
    expect(localeOfPath('/es/proyectos/p-1')).toBe('es');
    expect(localeOfPath('/projects/p-1')).toBe('en');
    expect(localeOfPath('/about')).toBe('en');
    expect(localeOfPath('/estimates')).toBe('en');
  });
});
