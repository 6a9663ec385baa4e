/** The languages the public site speaks: English at the root, Spanish under /es (issue #41). */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own words, as the language switch offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** Each language's name in English: what the owner's alerts and the admin say of a customer's language. */
export const LOCALE_NAMES_IN_ENGLISH: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
