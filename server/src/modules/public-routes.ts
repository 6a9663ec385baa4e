import type { Locale, ServiceAreaPlace } from '@plumbing/shared';

/**
 * What a domain tells the server about the public URLs it owns (DomainModule.routeHeads and
 * sitemapEntries): the contract between the domains and the seo domain that writes every head and
 * /sitemap.xml. It imports nothing but the shared package's types, so a domain and the registration
 * contract can name it without depending on any other domain.
 */

/** The same page in each language it has (paths on this site): the head's and the sitemap's hreflang alternates. */
export type LanguageVersions = Partial<Record<Locale, string>>;

/** What a route says about itself; whatever it leaves out comes from the global SEO settings. */
export interface HeadFields {
  /** The route's own path, e.g. /about: the canonical URL unless `canonical` says otherwise. */
  path: string;
  /** The whole document title, used as it is. */
  title?: string;
  description?: string;
  keywords?: string[];
  /** Absolute, or a path on this site. */
  canonical?: string;
  /** Meta robots content; default 'index, follow'. */
  robots?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  twitterCard?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
  /** The route's own JSON-LD, as JSON text. */
  schema?: string;
  /** The page in every language it has, when more than one (issue #41); `path` among them. */
  languages?: LanguageVersions;
}

/** What a domain says about a URL it owns; null: not mine, ask the next one. */
export type RouteAnswer =
  | {
      kind: 'page';
      head: HeadFields;
      /** Body HTML for crawlers that run no JavaScript. */
      html?: string;
      /** One person's page (its URL is their credential): never kept by a cache, never indexed. */
      private?: true;
    }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'not-found';
      /**
       * The request itself is refused (a client over a lookup limit): the server does not render the
       * app's page for it, whose queries would not know; the browser shows the 404 screen.
       */
      refused?: true;
    };
/** Who asks for a URL: a domain may count the request against its address. */
export interface RouteRequest {
  clientAddress: string;
}
/** Asked for each public URL: the domain's answer, or null when the URL is not its own. */
export type RouteHeadProvider = (path: string, request: RouteRequest) => Promise<RouteAnswer | null>;
/** A domain's URLs in /sitemap.xml. */
export type SitemapSource = () => Promise<SitemapEntry[]>;

export interface SitemapEntry {
  /** Absolute, or a path on this site. */
  loc: string;
  lastmod?: Date;
  /** The page in every language it has, when more than one; `loc` among them. */
  languages?: LanguageVersions;
}

/**
 * The service areas whose pages visitors and search engines are pointed to (issue #42): every
 * page's footer links them and the business's JSON-LD names them as its areaServed.
 */
export type ListedAreasSource = () => Promise<ServiceAreaPlace[]>;
