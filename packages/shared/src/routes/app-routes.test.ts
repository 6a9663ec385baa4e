import { SAMPLE_BUSINESS } from '../business/business-facts';
import { APP_ROUTES, matchAppRoute, routeMatcher, type AppRouteId } from './app-routes';

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
    expect(matchAppRoute(path)).toEqual({ id, route: APP_ROUTES[id as AppRouteId], params });
  });

  it.each(['//', '///about', '/about//', '/projects/a/b', '/pages/a/b', '/admin-login/x', '/nope/x', ''])(
    '%j is no route (a 404)',
    (path) => {
      expect(matchAppRoute(path)).toBeUndefined();
    },
  );

  it('answers a path of many slashes at once (no backtracking)', () => {
    const started = Date.now();
    expect(matchAppRoute(`/${'/'.repeat(100_000)}x`)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('APP_ROUTES', () => {
  it("describes the public routes with the business's own facts", () => {
    expect(APP_ROUTES.contact.description?.(SAMPLE_BUSINESS)).toBe(
      'Contact Gulf Coast Plumbing & Renovation in Tampa, FL: call (813) 555-0142, e-mail us or send a message. Emergency plumbing service is available 24/7.',
    );
  });
});
