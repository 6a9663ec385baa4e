// The module web/precompiled-catalogs-plugin.ts makes: a loader for each part of each language's catalog.
declare module 'virtual:words' {
  import type { Locale, ParsedCatalog, WordArea } from '@plumbing/shared';

  export const wordAreas: Record<Locale, Record<Exclude<WordArea, 'mail'>, () => Promise<ParsedCatalog>>>;
}
