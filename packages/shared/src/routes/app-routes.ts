import type { BusinessFacts } from '../business/business-facts';
import type { MessageId } from '../i18n/catalog';
import type { Locale } from '../i18n/locale';
import type { MessageValues } from '../i18n/translator';

/**
 * One of the web app's own routes, as the server answers it (head, sitemap, pre-render) and the
 * web app mounts it (web/src/app/app.tsx maps each id to its screen).
 */
export interface AppRoute {
  /** react-router's syntax: `/projects/:id`, `/admin/*`; the server matches with routeMatcher(path). */
  path: string;
  /** The same page in Spanish (issue #41), when it has been translated; react-router's syntax, its `:param`s in the same order. */
  es?: string;
  /**
   * The Spanish page shows the owner's content, which the owner may not have written in Spanish: then
   * its frame is translated around their English, its canonical URL is the English page, and it has no
   * hreflang alternates (nor a place in the sitemap).
   */
  englishContent?: true;
  /** Shown as '<title> | <business name>'; none: the global SEO title (in Spanish, until the owner can write one, route.home.title). */
  title?: MessageId;
  /** Filled with routeMessageValues(business). */
  description?: MessageId;
  /** A public route of its own: indexed, listed in the sitemap at its path, which is also its canonical URL. */
  listed?: true;
  /** Sign-in and admin screens: kept out of search results. */
  noindex?: true;
  /**
   * The owner's content pages (the pages domain answers their heads; an unknown slug is a 404). At its
   * Spanish path a page the owner wrote in Spanish too is translated; any other is its English in a Spanish frame.
   */
  contentPage?: true;
  /** The owner's screens are rendered in the browser only; the server sends every other URL (a 404 too) rendered with its data. */
  prerender?: false;
  /** The owner's unpublished words (a draft's preview): never kept by a cache, and framed by the admin alone. */
  private?: true;
}

/** What a route's description is filled with: the business's name, place and phone. */
export function routeMessageValues(business: Pick<BusinessFacts, 'name' | 'address' | 'phone'>): MessageValues {
  return { name: business.name, place: `${business.address.city}, ${business.address.region}`, phone: business.phone };
}

/**
 * Every route the web app serves, in the order the server tries them: the app's own routes
 * always win over a content page's slug. A URL no route matches is a 404 (still pre-rendered:
 * the app's 404 screen).
 */
const ROUTES = {
  home: { path: '/', es: '/es', listed: true },
  projects: {
    path: '/projects',
    es: '/es/proyectos',
    title: 'route.projects.title',
    listed: true,
    description: 'route.projects.description',
  },
  /** A project's page; the projects domain answers its head. */
  project: { path: '/projects/:id', es: '/es/proyectos/:id', englishContent: true, title: 'route.project.title' },
  /** The areas whose pages are listed (issue #42); the area-pages domain answers its head (a 404 while none is). */
  serviceAreas: { path: '/service-areas', es: '/es/zonas' },
  /** A service area's page (issue #42); the area-pages domain answers its head. */
  serviceArea: { path: '/service-areas/:slug', es: '/es/zonas/:slug', englishContent: true },
  about: { path: '/about', es: '/es/nosotros', title: 'route.about.title', listed: true, description: 'route.about.description' },
  contact: { path: '/contact', es: '/es/contacto', title: 'route.contact.title', listed: true, description: 'route.contact.description' },
  schedule: {
    path: '/schedule',
    es: '/es/agendar',
    title: 'route.schedule.title',
    listed: true,
    description: 'route.schedule.description',
  },
  /** A customer's private page for one appointment (its token in the path): never indexed or listed. */
  manageAppointment: { path: '/appointments/:token', es: '/es/citas/:token', title: 'route.manageAppointment.title', noindex: true },
  adminLogin: { path: '/admin-login', title: 'route.adminLogin.title', noindex: true, prerender: false },
  login: { path: '/login', title: 'route.adminLogin.title', noindex: true, prerender: false },
  adminSetup: { path: '/admin-setup', title: 'route.adminSetup.title', noindex: true, prerender: false },
  admin: { path: '/admin/*', title: 'route.admin.title', noindex: true, prerender: false },
  /** A page's draft as visitors will read it (issue #52), for the owner's eyes: the admin shows it at phone and desktop widths. */
  pagePreview: {
    path: '/preview/pages/:id',
    es: '/es/vista-previa/paginas/:id',
    noindex: true,
    prerender: false,
    private: true,
  },
  /** A content page at its canonical address. */
  page: { path: '/pages/:slug', es: '/es/paginas/:slug', contentPage: true },
  /** A content page at the top level, where no route above has that path (in Spanish: no Spanish path above). */
  topLevelPage: { path: '/:slug', es: '/es/:slug', contentPage: true },
} satisfies Record<string, AppRoute>;

export type AppRouteId = keyof typeof ROUTES;
export const APP_ROUTES: Readonly<Record<AppRouteId, AppRoute>> = ROUTES;
export const APP_ROUTE_IDS = Object.keys(ROUTES) as AppRouteId[];

/**
 * A route's path as a regular expression: each `:param` one path segment (captured, in order),
 * a final `*` anything below, and one trailing slash allowed. Case-sensitive; segments are matched
 * as they arrive (not decoded).
 */
export function routeMatcher(path: string): RegExp {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return /^\/$/;
  const splat = segments.at(-1) === '*';
  const pattern = (splat ? segments.slice(0, -1) : segments)
    .map((segment) => (segment.startsWith(':') ? '\\/([^/]+)' : `\\/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  return new RegExp(`^${pattern}${splat ? '(?:\\/.*)?' : '\\/?'}$`);
}

/** The route's path in `locale`, or undefined when it has no page in that language. */
export function routePathIn(route: AppRoute, locale: Locale): string | undefined {
  return locale === 'es' ? route.es : route.path;
}

// Built on first use: the web app matches with react-router and never builds them. The Spanish
// paths come first: /es would otherwise be a content page's slug.
let matchers: Array<{ id: AppRouteId; locale: Locale; matcher: RegExp }> | undefined;

export interface AppRouteMatch {
  id: AppRouteId;
  route: AppRoute;
  /** The `:param` segments, in order. */
  params: string[];
  /** The language of the route's path that matched. */
  locale: Locale;
}

/** The first route whose path matches `path` (a URL's path, without its query), as the server matches. */
export function matchAppRoute(path: string): AppRouteMatch | undefined {
  matchers ??= (['es', 'en'] as const).flatMap((locale) =>
    APP_ROUTE_IDS.flatMap((id) => {
      const localized = routePathIn(APP_ROUTES[id], locale);
      return localized ? [{ id, locale, matcher: routeMatcher(localized) }] : [];
    }),
  );
  for (const { id, locale, matcher } of matchers) {
    const match = matcher.exec(path);
    if (match) return { id, route: APP_ROUTES[id], params: match.slice(1), locale };
  }
  return undefined;
}

/** The language a URL's page speaks: its route's, and Spanish for any other path under /es (its 404 too). */
export function localeOfPath(path: string): Locale {
  return matchAppRoute(path)?.locale ?? (path === '/es' || path.startsWith('/es/') ? 'es' : 'en');
}

/**
 * The same page in `locale` (`path` in either language): '/about' → '/es/nosotros' and back, a path
 * already in `locale` as it is; undefined when the page has no version in that language, or `path` is no route.
 */
export function localizedPath(path: string, locale: Locale): string | undefined {
  const match = matchAppRoute(path);
  if (match?.locale === locale) return path;
  const target = match && routePathIn(match.route, locale);
  if (!target) return undefined;
  let next = 0;
  return target.replace(/:[^/]+/g, () => match.params[next++] ?? '');
}

/** The address of a service area's page (issue #42) in `locale`. */
export function serviceAreaPath(slug: string, locale: Locale = 'en'): string {
  return routePathIn(APP_ROUTES.serviceArea, locale)!.replace(':slug', slug);
}

/** '<title> | <business name>': the title of every screen but the home page. */
export function titled(title: string, business: Pick<BusinessFacts, 'name'>): string {
  return `${title} | ${business.name}`;
}
