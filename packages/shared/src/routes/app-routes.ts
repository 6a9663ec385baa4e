import type { BusinessFacts } from '../business/business-facts';

/**
 * One of the web app's own routes, as the server answers it (head, sitemap, pre-render) and the
 * web app mounts it (web/src/app/app.tsx maps each id to its screen).
 */
export interface AppRoute {
  /** react-router's syntax: `/projects/:id`, `/admin/*`; the server matches with routeMatcher(path). */
  path: string;
  /** Shown as '<title> | <business name>'; none: the global SEO title. */
  title?: string;
  description?: (business: BusinessFacts) => string;
  /** A public route of its own: indexed, listed in the sitemap at its path, which is also its canonical URL. */
  listed?: true;
  /** Sign-in and admin screens: kept out of search results. */
  noindex?: true;
  /** The owner's content pages (the pages domain answers their heads; an unknown slug is a 404). */
  contentPage?: true;
  /** The owner's screens are rendered in the browser only; the server sends every other URL (a 404 too) rendered with its data. */
  prerender?: false;
}

const place = (b: BusinessFacts) => `${b.address.city}, ${b.address.region}`;

/**
 * Every route the web app serves, in the order the server tries them: the app's own routes
 * always win over a content page's slug. A URL no route matches is a 404 (still pre-rendered:
 * the app's 404 screen).
 */
const ROUTES = {
  home: { path: '/', listed: true },
  projects: {
    path: '/projects',
    title: 'Projects',
    listed: true,
    description: (b) => `Commercial, residential and emergency plumbing and renovation projects completed by ${b.name} in ${place(b)}.`,
  },
  project: { path: '/projects/:id', title: 'Project' },
  about: {
    path: '/about',
    title: 'About Us',
    listed: true,
    description: (b) =>
      `Meet ${b.name}: licensed and insured plumbing and renovation professionals serving ${place(b)} and the surrounding area.`,
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    listed: true,
    description: (b) =>
      `Contact ${b.name} in ${place(b)}: call ${b.phone}, e-mail us or send a message. Emergency plumbing service is available 24/7.`,
  },
  schedule: {
    path: '/schedule',
    title: 'Schedule Service',
    listed: true,
    description: (b) =>
      `Book a plumbing service appointment with ${b.name} online. We'll confirm your scheduling request within 1 business hour.`,
  },
  /** A customer's private page for one appointment (its token in the path): never indexed or listed. */
  manageAppointment: { path: '/appointments/:token', title: 'Your Appointment', noindex: true },
  adminLogin: { path: '/admin-login', title: 'Admin Login', noindex: true, prerender: false },
  login: { path: '/login', title: 'Admin Login', noindex: true, prerender: false },
  adminSetup: { path: '/admin-setup', title: 'Admin Setup', noindex: true, prerender: false },
  admin: { path: '/admin/*', title: 'Administration', noindex: true, prerender: false },
  /** A content page at its canonical address. */
  page: { path: '/pages/:slug', contentPage: true },
  /** A content page at the top level, where no route above has that path. */
  topLevelPage: { path: '/:slug', contentPage: true },
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

// Built on first use: the web app matches with react-router and never builds them.
let matchers: Array<{ id: AppRouteId; matcher: RegExp }> | undefined;

export interface AppRouteMatch {
  id: AppRouteId;
  route: AppRoute;
  /** The `:param` segments, in order. */
  params: string[];
}

/** The first route whose path matches `path` (a URL's path, without its query), as the server matches. */
export function matchAppRoute(path: string): AppRouteMatch | undefined {
  matchers ??= APP_ROUTE_IDS.map((id) => ({ id, matcher: routeMatcher(APP_ROUTES[id].path) }));
  for (const { id, matcher } of matchers) {
    const match = matcher.exec(path);
    if (match) return { id, route: APP_ROUTES[id], params: match.slice(1) };
  }
  return undefined;
}

/** The 404 screen's title, in the head the server sends and on in-app navigation. */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** '<title> | <business name>': the title of every screen but the home page. */
export function titled(title: string, business: Pick<BusinessFacts, 'name'>): string {
  return `${title} | ${business.name}`;
}
