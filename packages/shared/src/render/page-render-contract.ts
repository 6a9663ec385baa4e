// What the server and the web app's server build (web/src/app/prerender.tsx) exchange to render a page.
import type { SiteConfig } from '../head/site-config';

/** A GraphQL answer as it travels (graphql's FormattedExecutionResult, without depending on graphql). */
export interface QueryAnswer {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string }>;
}

/** Runs one of the web app's public queries inside the server, as an anonymous visitor. */
export type PublicQueryRunner = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<QueryAnswer>;

export interface PrerenderedPage {
  /** The inside of #root. */
  html: string;
  /** What the page was rendered from (each query's answer), for the browser to start from; {} when it read nothing. */
  data: object;
  /** False when a query failed or the render ran out of time: the markup shows an error or a wait. */
  complete: boolean;
}

/**
 * The web app's server build's entry: renders `url`'s page as a signed-out visitor sees it, with
 * `site`'s business facts and opening status, until `signal` aborts (an AbortSignal: a type this package, without Node or
 * DOM types, names through its users).
 */
export type PagePrerender<Signal> = (
  url: string,
  site: PrerenderSite,
  runQuery: PublicQueryRunner,
  signal: Signal,
) => Promise<PrerenderedPage>;

/** What a page is rendered with besides its data: the business facts, whether the office is open and the area pages the footer links. */
export type PrerenderSite = Required<Pick<SiteConfig, 'business' | 'openingStatus' | 'areaPages'>>;
