import { AreaPageMessages, DomainError, ErrorCode, htmlText, mixedScriptWords } from '@plumbing/shared';
import { spanishVersion } from '../../lib/translation';
import type { AreaPage } from './area-page.entity';

/**
 * Refuses to publish a page with a word whose letters come from two alphabets (issue #49), naming
 * the first one: nobody types a Latin word with a Cyrillic "е" in it, and it is how a copied page
 * hides from the doorway gate and from search engines' own comparisons.
 */
export function refuseMixedScripts(page: Pick<AreaPage, 'intro' | 'faq' | 'translations'>): void {
  for (const [prefix, version] of [
    ['', page],
    ['es.', spanishVersion(page)],
  ] as const) {
    if (!version) continue;
    const parts = [
      ['intro', [htmlText(version.intro)]],
      ['faq', version.faq.flatMap(({ question, answer }) => [question, answer])],
    ] as const;
    for (const [field, texts] of parts) {
      const [word] = mixedScriptWords(texts.join('\n'));
      if (word) throw new DomainError(ErrorCode.BAD_USER_INPUT, AreaPageMessages.mixedScripts(word, prefix === 'es.'), `${prefix}${field}`);
    }
  }
}
