import { MAX_AREA_SIMILARITY, similarityPercent } from './area-similarity';

type Resembled = ReadonlyArray<{ name: string; similarity: number }>;

/** "the Brandon page (72% alike) and the Riverview page (65% alike)"; `page` says which version. */
const resembled = (pages: Resembled, page: string) =>
  pages.map(({ name, similarity }) => `the ${name} ${page} (${similarityPercent(similarity)} alike)`).join(' and ');

const ALLOWED = `more than the ${similarityPercent(MAX_AREA_SIMILARITY)} allowed`;

/** The server's refusals of an area page (issue #42), which the owner's editor shows as they are. */
export const AreaPageMessages = {
  slugFormat: "An area page is found by its area's slug: lowercase letters, numbers and single hyphens",
  noSuchArea: (slug: string) => `No service area has the slug "${slug}": add the area in the business profile first`,
  introRequired: 'Write the introduction before publishing the page',
  spanishIntroRequired: 'A Spanish version needs its Spanish introduction',
  faqEntryIncomplete: 'Each question needs its answer, and each answer its question',
  tooLong: (what: string, max: number) => `${what} must be at most ${max.toLocaleString('en-US')} characters`,
  faqTooLong: (max: number) => `At most ${max} questions`,
  tooAlike: (pages: Resembled) =>
    `Not published: this page reads too much like ${resembled(pages, 'page')}, ${ALLOWED}. Rewrite the highlighted sentences for this area in your own words, or save it as a draft.`,
  /** A word whose letters come from two alphabets (issue #49): `spanish` when it is in the Spanish version. */
  mixedScripts: (word: string, spanish: boolean) =>
    `Not published: the word "${word}"${spanish ? ' in its Spanish version' : ''} mixes letters of different alphabets (a Cyrillic or Greek letter that looks like a Latin one). Retype the word, or save the page as a draft.`,
  spanishTooAlike: (pages: Resembled) =>
    `Not published: its Spanish version reads too much like ${resembled(pages, "page's")}, ${ALLOWED}. Rewrite it for this area, or save the page as a draft.`,
} as const;
