import { useDeferredValue, useMemo } from 'react';
import {
  areaPageOwnWords,
  areaResemblances,
  isAreaPageIndexable,
  isTooAlike,
  sharedSentences,
  type AreaPageText,
  type AreaSentence,
} from '@plumbing/shared';
import { hasSpanish, plainText, type AreaPageFormValues } from './area-page-form-values';
import type { EditableAreaPage, ProfileArea } from './use-area-pages';

/** How alike the page being written reads to another area's page, in one language. */
export interface Resemblance {
  slug: string;
  name: string;
  /** Only published pages count when publishing; a draft is compared when it is published in its turn. */
  published: boolean;
  /** 0 to 1. */
  similarity: number;
  /** Published and above the limit: publishing is refused for it. */
  blocks: boolean;
}

/** One language's figures: each other page, the most alike first, and the sentences to rewrite. */
export interface LanguageSimilarity {
  resemblances: Resemblance[];
  toRewrite: AreaSentence[];
}

export interface AreaSimilarity {
  english: LanguageSimilarity;
  /** Null while this page has no Spanish version. */
  spanish: LanguageSimilarity | null;
  /** Publishing would be refused: some published page is too alike, in either language. */
  blocked: boolean;
  ownWords: number;
  indexable: boolean;
  /** The Spanish version's own: the 150-word rule holds for each language's page. Null while there is none. */
  spanishSearch: { ownWords: number; indexable: boolean } | null;
}

type Other = AreaPageText & { slug: string; published: boolean };

function languageSimilarity(text: AreaPageText, others: Other[]): LanguageSimilarity {
  const resemblances = areaResemblances(text, others).map(({ other, similarity }) => ({
    slug: other.slug,
    name: other.areaName,
    published: other.published,
    similarity,
    blocks: other.published && isTooAlike(similarity),
  }));
  return { resemblances, toRewrite: sharedSentences(text, others) };
}

/**
 * The doorway gate's figures as the owner types (issue #42): the page's similarity to every other
 * area's page, in English and (when written) in Spanish, the sentences mostly found on them, and
 * whether the page is indexed. The same measure the server refuses to publish by.
 */
export function useAreaSimilarity(
  area: ProfileArea,
  typed: AreaPageFormValues,
  pages: readonly EditableAreaPage[],
  projects: number,
): AreaSimilarity {
  // Typing stays responsive: the figures follow a moment later on a slow phone.
  const values = useDeferredValue(typed);
  return useMemo(() => {
    const others = pages.filter((page) => page.areaName !== null && page.slug !== area.slug);
    const english = languageSimilarity(
      { areaName: area.name, ...plainText(values) },
      others.map((page) => ({ slug: page.slug, published: page.published, areaName: page.areaName!, intro: page.intro, faq: page.faq })),
    );
    const spanish = hasSpanish(values)
      ? languageSimilarity(
          { areaName: area.name, ...plainText(values.es) },
          others.flatMap((page) =>
            page.es
              ? [{ slug: page.slug, published: page.published, areaName: page.areaName!, intro: page.es.intro, faq: page.es.faq }]
              : [],
          ),
        )
      : null;
    const text = plainText(values);
    const spanishText = spanish && plainText(values.es);
    return {
      english,
      spanish,
      blocked: [english, spanish].some((language) => language?.resemblances.some(({ blocks }) => blocks)),
      ownWords: areaPageOwnWords(text),
      indexable: isAreaPageIndexable(text, projects),
      spanishSearch: spanishText && { ownWords: areaPageOwnWords(spanishText), indexable: isAreaPageIndexable(spanishText, projects) },
    };
  }, [area, values, pages, projects]);
}
