/**
 * The ids of the elements the server writes into every page's head (server/src/modules/seo/head-tags.ts,
 * server/src/ssr/spa.ts) and the web app reads or keeps current on in-app navigation.
 */
export const HeadElementId = {
  /** The route's own JSON-LD. */
  pageSchema: 'page-schema',
  /** The business's schema.org description, the same on every page. */
  businessSchema: 'business-schema',
  /** The business facts (JSON) the web app starts from. */
  siteConfig: 'site-config',
  /** The GraphQL answers the page was rendered from (JSON). */
  appData: 'app-data',
} as const;
