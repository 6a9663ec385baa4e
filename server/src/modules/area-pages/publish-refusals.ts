import {
  AreaPageMessages,
  DomainError,
  ErrorCode,
  areaResemblances,
  htmlText,
  isTooAlike,
  type AreaPageText,
  type Locale,
  type ServiceAreaPlace,
} from '@plumbing/shared';
import { spanishVersion } from '../../lib/translation';
import type { AreaPage } from './area-page.entity';

/** What a published page must have, in each language it is written in: its introduction, and every question answered. */
export function refuseIncomplete(page: Pick<AreaPage, 'intro' | 'faq' | 'translations'>): void {
  const spanish = spanishVersion(page);
  if (!htmlText(page.intro)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AreaPageMessages.introRequired, 'intro');
  if (spanish && !htmlText(spanish.intro))
    throw new DomainError(ErrorCode.BAD_USER_INPUT, AreaPageMessages.spanishIntroRequired, 'es.intro');
  for (const [field, faq] of [
    ['faq', page.faq],
    ['es.faq', spanish?.faq ?? []],
  ] as const) {
    if (faq.some(({ question, answer }) => !question || !answer))
      throw new DomainError(ErrorCode.BAD_USER_INPUT, AreaPageMessages.faqEntryIncomplete, field);
  }
}

/** A page's text in one language, as the doorway gate reads it; none when it is not written in that language. */
function readText(page: Pick<AreaPage, 'intro' | 'faq' | 'translations'>, areaName: string, locale: Locale): AreaPageText | undefined {
  const version = locale === 'es' ? spanishVersion(page) : page;
  return version && { areaName, intro: version.intro, faq: version.faq };
}

/**
 * The doorway gate (issue #42): a page is not published when, in either language, it reads more
 * than MAX_AREA_SIMILARITY like another published page. Only published pages count: a draft is
 * seen by no one, and when it is published in its turn it is compared with this one.
 */
export function refuseDoorway(
  page: AreaPage,
  area: ServiceAreaPlace,
  published: ReadonlyArray<{ page: AreaPage; area: ServiceAreaPlace }>,
) {
  for (const locale of ['en', 'es'] as const) {
    const text = readText(page, area.name, locale);
    if (!text) continue;
    const others = published.flatMap((other) => {
      const otherText = readText(other.page, other.area.name, locale);
      return otherText ? [otherText] : [];
    });
    const alike = areaResemblances(text, others).filter(({ similarity }) => isTooAlike(similarity));
    if (alike.length) {
      const pages = alike.map(({ other, similarity }) => ({ name: other.areaName, similarity }));
      throw new DomainError(
        ErrorCode.BAD_USER_INPUT,
        (locale === 'es' ? AreaPageMessages.spanishTooAlike : AreaPageMessages.tooAlike)(pages),
      );
    }
  }
}
