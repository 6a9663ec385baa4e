import { DEFAULT_LOCALE, LOCALES } from '@plumbing/shared';
import type { LanguageVersions } from '../public-routes';

export interface LanguageAlternate {
  /** 'en', 'es' or 'x-default' (the version for any other language: English). */
  hreflang: string;
  /** A path on this site. */
  path: string;
}

/**
 * The hreflang alternates of a page in several languages, the same list on each of its versions so
 * that every pair points both ways; none for a page in one language only.
 */
export function languageAlternates(languages: LanguageVersions | undefined): LanguageAlternate[] {
  const versions = LOCALES.flatMap((locale) => (languages?.[locale] ? [{ hreflang: locale, path: languages[locale] }] : []));
  const fallback = languages?.[DEFAULT_LOCALE];
  if (versions.length < 2 || !fallback) return [];
  return [...versions, { hreflang: 'x-default', path: fallback }];
}
