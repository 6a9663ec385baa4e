import { createTranslator, isLocale, type Catalog, type Locale } from '@plumbing/shared';
import { siteConfig } from '../site-config';
import { setDocumentWords } from './words';

/** Each language's catalog in a file of its own: a page downloads its own language's only. */
const CATALOGS: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('./catalog-en').then((module) => module.en),
  es: () => import('./catalog-es').then((module) => module.es),
};

/** The language the server wrote into the page (<html lang>), English when it wrote none (the Vite dev server). */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

/** Loads the page's catalog and makes its words the document's; before anything renders. */
export async function loadDocumentWords(): Promise<void> {
  const locale = documentLocale();
  setDocumentWords(createTranslator(locale, await CATALOGS[locale](), siteConfig.business.timeZone));
}
