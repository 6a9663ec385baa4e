import type { PageWordArea } from '../i18n/page-word-area';

/**
 * The parts of the catalog each island shows besides the shared one (`site`), by the island's name
 * (app/islands.ts): a page of islands loads only these, not the whole catalog. An id outside them
 * shows as the id and is reported on the console, which the browser tests count as a page error.
 */
export const ISLAND_WORDS = {
  'home-hero': ['home'],
  'contact-form': ['contact', 'forms'],
  'business-map': ['contact'],
  'project-gallery': ['projects'],
  'projects-portfolio': ['projects'],
  'schedule-booking': ['schedule', 'forms', 'manage'],
} as const satisfies Record<string, readonly PageWordArea[]>;

export type IslandName = keyof typeof ISLAND_WORDS;

/**
 * Islands whose server markup is all a visitor needs until they use it (app/islands.ts): their
 * code and words load at the first press of one of their buttons, which is then replayed. A page
 * whose islands are all of these starts with its frame's script alone: no React (issue #53).
 */
export const ADOPTED_WHEN_USED: ReadonlySet<IslandName> = new Set(['home-hero', 'project-gallery']);

/** Of those, the islands that show whether the business is open now: adopted as well when that turns over. */
export const SHOWS_OPENING_STATE: ReadonlySet<IslandName> = new Set(['home-hero']);

/** The parts of the catalog the islands `names` show. */
export function islandWordAreas(names: readonly IslandName[]): PageWordArea[] {
  return [...new Set<PageWordArea>(['site', ...names.flatMap((name) => ISLAND_WORDS[name])])];
}
