import { en } from './catalogs/en';
import { createTranslator, type Translator } from './translator';

let english: Translator | undefined;

/** The English words, for what always speaks English: the owner's screens and alerts. */
export function englishTranslator(): Translator {
  return (english ??= createTranslator('en', en));
}
