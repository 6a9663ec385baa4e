import type { PageWordArea } from '../i18n/load-words';

/**
 * The parts of the catalog each island shows besides the frame's (`site`), by the island's name
 * (app/islands.tsx): a page of islands loads only these, not the whole catalog. An id outside them
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
 * Islands whose server markup is all a visitor needs until they use it (app/islands.tsx): their
 * code and words load at the first press of one of their buttons, which is then replayed, or when
 * the page's opening state, which they show, turns over. The home page starts with its frame's alone.
 */
export const ADOPTED_WHEN_USED: ReadonlySet<IslandName> = new Set(['home-hero']);

/** The parts of the catalog a page of islands shows at once: its frame's and those of its islands adopted at once. */
export function islandPageWordAreas(main: ParentNode): PageWordArea[] {
  const names = [...main.querySelectorAll<HTMLElement>('[data-island]')]
    .map((element) => element.dataset.island as IslandName)
    .filter((name) => !ADOPTED_WHEN_USED.has(name));
  return [...new Set<PageWordArea>(['site', ...names.flatMap((name) => ISLAND_WORDS[name] ?? [])])];
}
