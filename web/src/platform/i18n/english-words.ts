import { createTranslator, type Translator } from '@plumbing/shared';
import { siteConfig } from '../site-config';
import { en } from './catalog-en';

let english: Translator | undefined;

/**
 * The English words, for the owner's screens: English whichever page they were reached from (the
 * signed-in menu is on the Spanish pages too). The same catalog module the English pages load.
 */
export function englishWords(): Translator {
  return (english ??= createTranslator('en', en, siteConfig.business.timeZone));
}
