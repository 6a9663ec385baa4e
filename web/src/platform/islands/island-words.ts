// A type only: the value would be a chunk, and a request, of every public page's first load.
import type { ChangeCollection } from '@plumbing/shared';
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
 * When a page of islands (app/islands.ts) adopts each island with React, its code and its words:
 * none at once, so every public page's first load is its frame's script alone (issue #53).
 * - `pressed`: its server markup is all a visitor needs until they press one of its buttons, which
 *   is held and then replayed on the adopted island; or once the page has settled after its load
 *   (3 s, platform/hydration/reached.ts), so a visitor who has read it gets an answer at once.
 * - `reached`: a form whose controls the server renders disabled, adopted when the visitor nears it
 *   (near the viewport, a first tap or key, or once the page has settled),
 *   or the element its marker names (`reachedAt`) where the island starts above the fold.
 */
export const ISLAND_ADOPTION: Record<IslandName, 'pressed' | 'reached'> = {
  'home-hero': 'pressed',
  'contact-form': 'reached',
  'business-map': 'reached',
  'project-gallery': 'pressed',
  'projects-portfolio': 'pressed',
  'schedule-booking': 'reached',
};

/** Of those, the islands that show whether the business is open now: adopted as well when that turns over. */
export const SHOWS_OPENING_STATE: ReadonlySet<IslandName> = new Set(['home-hero']);

/**
 * Islands that keep the server's data current while the page is open: adopted as well, asking for
 * it again, when it changes on the server or the visitor comes back to the tab.
 */
export const FOLLOWED_CHANGES: Partial<Record<IslandName, ChangeCollection>> = {
  'projects-portfolio': 'projects',
};

/** The parts of the catalog the islands `names` show. */
export function islandWordAreas(names: readonly IslandName[]): PageWordArea[] {
  return [...new Set<PageWordArea>(['site', ...names.flatMap((name) => ISLAND_WORDS[name])])];
}
