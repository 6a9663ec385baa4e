import type { BusinessFacts } from '../../config/env';

export interface AppRoute {
  pattern: RegExp;
  /** Shown as '<title> | <business name>'; none: the global SEO title. */
  title?: string;
  description?: (business: BusinessFacts) => string;
  /** Public routes are indexed and listed in the sitemap under this path. */
  sitemapPath?: string;
  /** Sign-in and admin screens: kept out of search results. */
  noindex?: true;
}

const place = (b: BusinessFacts) => `${b.address.city}, ${b.address.region}`;

/** Every route the web app itself serves (web/src/app/app.tsx); content page slugs never shadow these. */
export const APP_ROUTES: AppRoute[] = [
  { pattern: /^\/$/, sitemapPath: '/' },
  {
    pattern: /^\/projects\/?$/,
    title: 'Projects',
    sitemapPath: '/projects',
    description: (b) => `Commercial, residential and emergency plumbing and renovation projects completed by ${b.name} in ${place(b)}.`,
  },
  { pattern: /^\/projects\/[^/]+\/?$/, title: 'Project' },
  {
    pattern: /^\/about\/?$/,
    title: 'About Us',
    sitemapPath: '/about',
    description: (b) => `Meet ${b.name}: licensed and insured plumbing and renovation professionals serving ${place(b)} and the surrounding area.`,
  },
  {
    pattern: /^\/contact\/?$/,
    title: 'Contact Us',
    sitemapPath: '/contact',
    description: (b) => `Contact ${b.name} in ${place(b)}: call ${b.phone}, e-mail us or send a message. Emergency plumbing service is available 24/7.`,
  },
  {
    pattern: /^\/schedule\/?$/,
    title: 'Schedule Service',
    sitemapPath: '/schedule',
    description: (b) => `Book a plumbing service appointment with ${b.name} online. We'll confirm your scheduling request within 1 business hour.`,
  },
  { pattern: /^\/(admin-login|login)\/?$/, title: 'Admin Login', noindex: true },
  { pattern: /^\/admin-setup\/?$/, title: 'Admin Setup', noindex: true },
  { pattern: /^\/admin(\/.*)?$/, title: 'Administration', noindex: true },
];

export function findAppRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.pattern.test(path));
}
