import { createTranslator, englishTranslator, es, type Locale, type Translator } from '@plumbing/shared';

let spanish: Translator | undefined;

/** The public site's words in `locale` (packages/shared/src/i18n/catalogs): its pages' heads now, its e-mails next (issue #41). */
export function siteWords(locale: Locale): Translator {
  return locale === 'es' ? (spanish ??= createTranslator('es', es)) : englishTranslator();
}
