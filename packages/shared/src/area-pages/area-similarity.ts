/**
 * The doorway gate of the service areas' pages (issue #42): a page is compared with the others by
 * the three-word phrases (shingles) of the text a visitor reads, its introduction and its FAQ. The
 * area's own name is read as one placeholder word, so two pages that differ only by the city's name
 * are the same text. The editor shows the figures live and the server refuses to publish by them.
 */
import { comparedWords } from '../text/normalise';
import { htmlText } from '../pages/owner-html';

/** A page whose phrases are more than this share (Jaccard) of another published page's is not published. */
export const MAX_AREA_SIMILARITY = 0.6;

/** An area page without a project done there is indexed only with at least this many words of its own. */
export const MIN_AREA_OWN_WORDS = 150;

/** A sentence is to rewrite when more than this share of its phrases are found on the pages compared. */
const SHARED_SENTENCE_SHARE = 0.5;

/** Words per shingle. */
const SHINGLE_WORDS = 3;

/** The area's name in its own page's text: no letter or digit, so no word of a text can be it. */
const AREA_NAME_WORD = '#area';

export interface AreaFaqEntry {
  question: string;
  answer: string;
}

/** What a visitor reads of an area page in one language, and the area it is about. */
export interface AreaPageText {
  /** The area's name (Brandon), read as one word wherever the text says it. */
  areaName: string;
  /** Its HTML as stored (plain text reads as itself). */
  intro: string;
  faq: readonly AreaFaqEntry[];
}

/** Where a sentence is: the introduction, or a FAQ entry's question or answer (by the entry's index). */
export type SentencePlace = { part: 'intro' } | { part: 'question' | 'answer'; entry: number };

export interface AreaSentence {
  text: string;
  place: SentencePlace;
  /** Its three-word phrases, the area's name read as one word. */
  shingles: string[];
}

/** Words as the rules compare and count them (text/normalise.ts): "Peña's" → pena, s; invisible characters and look-alike letters seen through. */
const wordsOf = comparedWords;

/** `words` with every run of the area name's words replaced by the one placeholder word. */
function withAreaNameAsOneWord(words: string[], nameWords: string[]): string[] {
  if (nameWords.length === 0) return words;
  const result: string[] = [];
  for (let at = 0; at < words.length;) {
    if (nameWords.every((word, offset) => words[at + offset] === word)) {
      result.push(AREA_NAME_WORD);
      at += nameWords.length;
    } else {
      result.push(words[at]);
      at += 1;
    }
  }
  return result;
}

/** The three-word phrases of one sentence; a shorter sentence is one phrase of its own words. */
function shinglesOf(words: string[]): string[] {
  if (words.length === 0) return [];
  if (words.length <= SHINGLE_WORDS) return [words.join(' ')];
  return words.slice(0, words.length - SHINGLE_WORDS + 1).map((_, at) => words.slice(at, at + SHINGLE_WORDS).join(' '));
}

/** A text's sentences: split after . ! ? and at line breaks, blanks dropped. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The page's sentences in reading order (introduction, then each question and its answer), each with its phrases. */
export function areaPageSentences({ areaName, intro, faq }: AreaPageText): AreaSentence[] {
  const nameWords = wordsOf(areaName);
  const sentences = (text: string, place: SentencePlace) =>
    sentencesOf(text).map((sentence) => ({
      text: sentence,
      place,
      shingles: shinglesOf(withAreaNameAsOneWord(wordsOf(sentence), nameWords)),
    }));
  return [
    ...sentences(htmlText(intro), { part: 'intro' }),
    ...faq.flatMap(({ question, answer }, entry) => [
      ...sentences(question, { part: 'question', entry }),
      ...sentences(answer, { part: 'answer', entry }),
    ]),
  ];
}

/** Every phrase of the page. */
function areaPageShingles(page: AreaPageText): Set<string> {
  return new Set(areaPageSentences(page).flatMap((sentence) => sentence.shingles));
}

/** Jaccard similarity of two phrase sets, 0 (nothing shared, or either empty) to 1 (the same). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** How alike two area pages read, 0 to 1. */
export function areaPageSimilarity(a: AreaPageText, b: AreaPageText): number {
  return jaccard(areaPageShingles(a), areaPageShingles(b));
}

/** Words the owner wrote on the page: its introduction and its FAQ. */
export function areaPageOwnWords({ intro, faq }: Omit<AreaPageText, 'areaName'>): number {
  return [htmlText(intro), ...faq.flatMap(({ question, answer }) => [question, answer])].reduce(
    (count, text) => count + wordsOf(text).length,
    0,
  );
}

/** Whether search engines are asked to index the page: a project done there, or enough words of its own. */
export function isAreaPageIndexable(page: Omit<AreaPageText, 'areaName'>, projectCount: number): boolean {
  return projectCount > 0 || areaPageOwnWords(page) >= MIN_AREA_OWN_WORDS;
}

/** One other page and how alike it reads. */
interface AreaResemblance<Other> {
  other: Other;
  /** 0 to 1. */
  similarity: number;
}

/** How alike the page reads to each of `others`, the most alike first. */
export function areaResemblances<Other extends AreaPageText>(page: AreaPageText, others: readonly Other[]): Array<AreaResemblance<Other>> {
  const shingles = areaPageShingles(page);
  return others
    .map((other) => ({ other, similarity: jaccard(shingles, areaPageShingles(other)) }))
    .sort((a, b) => b.similarity - a.similarity);
}

/** Whether a similarity is above what a published page may have with another. */
export const isTooAlike = (similarity: number) => similarity > MAX_AREA_SIMILARITY;

/** The page's sentences most of whose phrases are found on `others`: the ones to rewrite. */
export function sharedSentences(page: AreaPageText, others: readonly AreaPageText[]): AreaSentence[] {
  const elsewhere = new Set(others.flatMap((other) => [...areaPageShingles(other)]));
  return areaPageSentences(page).filter(
    ({ shingles }) =>
      shingles.length > 0 && shingles.filter((shingle) => elsewhere.has(shingle)).length / shingles.length > SHARED_SENTENCE_SHARE,
  );
}

/**
 * A similarity as people read it, rounded up (0.724 → "73%"), so that a page refused for being above
 * 60% never reads "60%". Float noise (0.6 × 100 = 60.00000000000001) is rounded away first.
 */
export const similarityPercent = (similarity: number) => `${Math.ceil(Math.round(similarity * 10_000) / 100)}%`;
