import { createTranslator, isLocale, type Locale, type ParsedCatalog } from '@plumbing/shared';
import { wordAreas } from 'virtual:words';
import { siteConfig } from '../site-config';
import type { PageWordArea } from './page-word-area';
import { setDocumentWords } from './words';

/** Every part: what the whole app loads. */
const ALL_AREAS = Object.keys(wordAreas.en) as PageWordArea[];

/** The parts loaded so far, of the document's one language. */
const loaded = new Map<PageWordArea, ParsedCatalog>();

/** The language the server wrote into the page (<html lang>), English when it wrote none (the Vite dev server). */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

/**
 * Loads the parts `areas` of the page's catalog (every part unless told) and makes the words
 * loaded so far the document's; before anything renders. A page of islands loads only the parts
 * its frame and islands show (platform/islands/island-words.ts).
 */
export async function loadDocumentWords(areas: readonly PageWordArea[] = ALL_AREAS): Promise<void> {
  const locale = documentLocale();
  const parts = await Promise.all(
    areas.filter((area) => !loaded.has(area)).map(async (area) => [area, await wordAreas[locale][area]()] as const),
  );
  if (parts.length === 0 && loaded.size > 0) return;
  for (const [area, words] of parts) loaded.set(area, words);
  setDocumentWords(createTranslator(locale, Object.assign({}, ...loaded.values()) as ParsedCatalog, siteConfig.business.timeZone));
}
