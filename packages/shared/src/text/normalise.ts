/**
 * Text a rule compares or counts is read as a visitor reads it (issue #49): an invisible character
 * inside a word, a fullwidth letter or a Cyrillic "а" for a Latin "a" must neither make a copied
 * page look new nor make more words of a thin one. What the owner typed is stored as typed; only
 * what a rule reads of it goes through here.
 */
import unhomoglyph from 'unhomoglyph';

/** What a visitor does not see: format characters (zero-width space and joiners, soft hyphen, word joiner, BOM) and the other default-ignorables (variation selectors, Hangul fillers). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** A word: letters and digits, with the marks on them. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The text as a visitor sees it: compatibility forms folded (NFKC: fullwidth letters, ligatures, no-break spaces), invisible characters gone; accents kept. */
export function visibleText(text: string): string {
  // Dropping an invisible character between a letter and its accent lets the two compose again.
  return text.normalize('NFKC').replace(INVISIBLE, '').normalize('NFKC');
}

/** Letters and digits only: what is left of a word once its accents are dropped. */
const lettersAndDigits = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The words a rule compares or counts: the visible text lower-cased, accents dropped ("Peña" →
 * pena), and each look-alike letter read as the one it imitates (the confusables skeleton of
 * Unicode TS #39: Cyrillic "р" → p, Greek "ο" → o). Two texts a visitor reads alike give the same
 * words, as many of them.
 */
export function comparedWords(text: string): string[] {
  const plain = visibleText(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  // Words are found before the skeleton, which maps some signs to letters ("|" → l): they are no words.
  return lettersAndDigits(unhomoglyph(lettersAndDigits(plain).join(' ')));
}

/** The alphabets whose letters pass for one another; a letter of any other script counts as one more. */
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u, /\p{Script=Cherokee}/u];

/** Letters every script uses (µ, ª) and marks, which belong to no alphabet of their own. */
const SHARED_SIGNS = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** Which of SCRIPTS a letter is in (SCRIPTS.length: another); null when it is shared. */
function scriptOf(letter: string): number | null {
  if (SHARED_SIGNS.test(letter)) return null;
  const index = SCRIPTS.findIndex((script) => script.test(letter));
  return index < 0 ? SCRIPTS.length : index;
}

/**
 * The words, as a visitor reads them and each once, whose letters come from more than one
 * alphabet (a Latin word with a Cyrillic "е" in it): nobody types one, and it is how a copied text
 * hides from a comparison. Accented letters are Latin: Spanish is one alphabet.
 */
export function mixedScriptWords(text: string): string[] {
  // Not folded (NFKC would make the micro sign µ a Greek letter): only what cannot be seen is dropped.
  const words = text.replace(INVISIBLE, '').normalize('NFC').match(WORD) ?? [];
  const mixed = words.filter((word) => new Set([...word].map(scriptOf).filter((script) => script !== null)).size > 1);
  return [...new Set(mixed)];
}
