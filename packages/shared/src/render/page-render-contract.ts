// What the server and the web app's server build (web/src/app/prerender.tsx) exchange to render a page.
import type { BusinessFacts } from '../business/business-facts';

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
  /** The Apollo cache the page was rendered from, for the browser's to start from. */
  data: object;
  /** False when a query failed or the render ran out of time: the markup shows an error or a wait. */
  complete: boolean;
}

/**
 * The web app's server build's entry: renders `url`'s page as a signed-out visitor sees it, with
 * `business`'s facts, until `signal` aborts (an AbortSignal: a type this package, without Node or
 * DOM types, names through its users).
 */
export type PagePrerender<Signal> = (url: string, business: BusinessFacts, runQuery: PublicQueryRunner, signal: Signal) => Promise<PrerenderedPage>;
