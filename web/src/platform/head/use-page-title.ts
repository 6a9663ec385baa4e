import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { APP_ROUTES, HeadElementId, localizedPath, routeMessageValues, titled, type Translator } from '@plumbing/shared';
import { useWords } from '../i18n/words';
import { siteConfig } from '../site-config';

/**
 * A document head: the elements the server writes for every public URL
 * (server/src/modules/seo/head-tags.ts), which in-app navigation keeps current.
 */
export interface PageHead {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  robots: string;
  ogTitle: string;
  ogDescription: string;
  ogImage?: string | null;
  ogUrl: string;
  ogType: string;
  twitterCard: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage?: string | null;
  /** The screen's own JSON-LD (JSON text). The business's JSON-LD is the same everywhere and stays. */
  schema?: string | null;
}

type MetaKey = Exclude<keyof PageHead, 'title' | 'canonical' | 'schema' | 'keywords'>;
const META: Array<[MetaKey, 'name' | 'property', string]> = [
  ['description', 'name', 'description'],
  ['robots', 'name', 'robots'],
  ['ogTitle', 'property', 'og:title'],
  ['ogDescription', 'property', 'og:description'],
  ['ogImage', 'property', 'og:image'],
  ['ogType', 'property', 'og:type'],
  ['ogUrl', 'property', 'og:url'],
  ['twitterCard', 'name', 'twitter:card'],
  ['twitterTitle', 'name', 'twitter:title'],
  ['twitterDescription', 'name', 'twitter:description'],
  ['twitterImage', 'name', 'twitter:image'],
];
const KEYWORDS: [string, string] = ['name', 'keywords'];

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

function setMeta(attribute: string, key: string, content: string | null | undefined): void {
  const selector = `meta[${attribute}="${key}"]`;
  if (!content) {
    document.head.querySelector(selector)?.remove();
    return;
  }
  headElement(selector, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).setAttribute('content', content);
}

/** Writes a head into the document: every managed element updated, added or removed. */
export function applyHead(head: PageHead): void {
  document.title = head.title;
  for (const [key, attribute, name] of META) setMeta(attribute, name, head[key]);
  setMeta(...KEYWORDS, head.keywords.join(', '));
  headElement('link[rel="canonical"]', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    return link;
  }).href = head.canonical;
  const schema = document.getElementById(HeadElementId.pageSchema);
  if (!head.schema) {
    schema?.remove();
  } else if (schema) {
    schema.textContent = head.schema;
  } else {
    // A data block, not a script: it never runs, so a strict Content-Security-Policy allows it.
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = HeadElementId.pageSchema;
    script.textContent = head.schema;
    document.head.insertBefore(script, document.getElementById(HeadElementId.businessSchema));
  }
}

/** The head as the document holds it now. */
export function readHead(): PageHead {
  const meta = (attribute: string, key: string) =>
    document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content') ?? '';
  const values = Object.fromEntries(META.map(([key, attribute, name]) => [key, meta(attribute, name)]));
  const keywords = meta(...KEYWORDS);
  return {
    ...(values as Record<MetaKey, string>),
    title: document.title,
    keywords: keywords ? keywords.split(',').map((k) => k.trim()) : [],
    canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? '',
    schema: document.getElementById(HeadElementId.pageSchema)?.textContent ?? null,
  };
}

/** The route at `pathname` (in either language) as react-router matches it: the first of the shared table. */
function routeAt(pathname: string) {
  return Object.values(APP_ROUTES).find(({ path, es }) => matchPath(path, pathname) || (es && matchPath(es, pathname)));
}

// The server wrote the head of the URL the app was loaded at, from data the app's screens may not
// have (the global SEO settings, a project record): for that URL the app puts it back as it was.
// Not for the owner's screens, which the server does not render: it titles them all "Administration".
const loadedAt = window.location.pathname;
const served =
  document.head.querySelector('link[rel="canonical"]') && routeAt(loadedAt)?.prerender !== false
    ? { pathname: loadedAt, head: readHead() }
    : null;

/** What a screen says of itself besides its title. */
export interface ScreenHeadOptions {
  /** The owner's content is in the page's language (a project's Spanish version, issue #41): the page is its own canonical. */
  translated?: boolean;
}

/**
 * The head of one of the app's own screens, in the page's words `t`. A listed route (the shared
 * route table's public pages) has its own title and description; any other screen is titled `title`
 * (else the business name) and described by the global SEO settings, which are the owner's English:
 * a Spanish screen has the catalog's instead, and no keywords (as the server writes them, seo.service.ts).
 */
export function screenHead(pathname: string, t: Translator, title?: string, { translated = false }: ScreenHeadOptions = {}): PageHead {
  const { business, seo } = siteConfig;
  const route = routeAt(pathname);
  const listed = route?.listed ? route : undefined;
  const values = routeMessageValues(business);
  const spanish = t.locale === 'es';
  const ownTitle = listed ? listed.title && t(listed.title) : title;
  const siteTitle = spanish ? t('route.home.title', values) : seo.title;
  const fullTitle = ownTitle ? titled(ownTitle, business) : (listed && siteTitle) || business.name;
  const description = listed?.description ? t(listed.description, values) : spanish ? t('route.home.description', values) : seo.description;
  // A Spanish page of the owner's English content (an untranslated project's) names the English page, as the server does.
  const canonicalPath = (route?.englishContent && spanish && !translated && localizedPath(pathname, 'en')) || pathname;
  const canonical = `${seo.publicUrl}${canonicalPath}`;
  return {
    title: fullTitle,
    description,
    // The owner's keywords are English words: a Spanish screen has none (as the server writes it).
    keywords: spanish ? [] : seo.keywords,
    canonical,
    robots: route?.noindex ? 'noindex, nofollow' : 'index, follow',
    ogTitle: fullTitle,
    ogDescription: description,
    ogUrl: canonical,
    ogType: 'website',
    twitterCard: 'summary',
    twitterTitle: fullTitle,
    twitterDescription: description,
  };
}

/**
 * Sets the head of a screen that fetched its own (a content page: the server's head of that page,
 * current even after an edit made since the app loaded); null: not known yet.
 */
export function usePageHead(head: PageHead | null): void {
  useEffect(() => {
    if (head) applyHead(head);
  }, [head]);
}

/**
 * Sets the head for one of the app's screens: a listed route's own (shared route table), else
 * '<title> | <business name>', or the business name alone.
 */
export function usePageTitle(title?: string, { translated = false }: ScreenHeadOptions = {}): void {
  const { pathname } = useLocation();
  const t = useWords();
  useEffect(() => {
    applyHead(served && pathname === served.pathname ? served.head : screenHead(pathname, t, title, { translated }));
  }, [pathname, title, t, translated]);
}
