// Test fixtures, not shipped (tsconfig.build.json leaves *.fixture.ts out).

/** Disguises of a text that read the same to a visitor (issue #49). */
export const disguised = {
  /** A zero-width space inside every word of two letters or more. */
  zeroWidthSpaces: (text: string) => text.replace(/(\p{L})(\p{L})/gu, '$1\u200B$2'),
  /** A soft hyphen inside every such word (shown only where a line breaks). */
  softHyphens: (text: string) => text.replace(/(\p{L})(\p{L})/gu, '$1\u00AD$2'),
  /** Cyrillic а е о р с (and their capitals) for the Latin letters they look like. */
  cyrillic: (text: string) => text.replace(/[aeopcAEOPC]/g, (letter) => 'аеорсАЕОРС'['aeopcAEOPC'.indexOf(letter)]),
  /** Fullwidth forms of the ASCII letters and digits. */
  fullwidth: (text: string) => text.replace(/[A-Za-z0-9]/g, (character) => String.fromCodePoint(character.codePointAt(0)! + 0xfee0)),
};

/** An area page's text (its introduction and every question and answer) in one of the disguises. */
export function disguisedPage<Page extends { intro: string; faq: ReadonlyArray<{ question: string; answer: string }> }>(
  page: Page,
  disguise: (text: string) => string,
): Page {
  return {
    ...page,
    intro: disguise(page.intro),
    faq: page.faq.map(({ question, answer }) => ({ question: disguise(question), answer: disguise(answer) })),
  };
}
