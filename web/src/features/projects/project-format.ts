import type { Locale, MessageId, Translator } from '@plumbing/shared';
import { shortDateLabel } from '../../ui/date-labels';

/** Spec §9: the project categories; "All" is the filter meaning every one. */
export const PROJECT_CATEGORIES = ['Commercial', 'Residential', 'Emergency'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A completion date as a time value (UTC, spec §5), NaN when invalid, null when missing. */
export function completionTime(value: string | null | undefined): number | null {
  if (!value?.trim()) return null;
  const match = DATE_ONLY.exec(value.trim());
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Date.parse(value);
}

/** A category's name in the public pages' words (issue #41); the owner's screens show the English names. */
const CATEGORY_WORDS: Record<ProjectCategory, MessageId> = {
  Commercial: 'projects.category.commercial',
  Residential: 'projects.category.residential',
  Emergency: 'projects.category.emergency',
};

/** A spec §9 category in the page's words; anything else as it is. */
export function categoryLabel(category: string, t: Translator): string {
  const id = CATEGORY_WORDS[category as ProjectCategory] as MessageId | undefined;
  return id ? t(id) : category;
}

/**
 * "Jun 22, 2025"; spec §2: 'Invalid Date' for an unreadable value, 'No date' for a missing one.
 * With the page's words `t`, in its language ('22 jun 2025', 'Sin fecha'); the owner's screens' in English.
 */
export function formatCompletionDate(value: string | null | undefined, t?: Translator): string {
  const time = completionTime(value);
  if (time === null) return t ? t('projects.noDate') : 'No date';
  if (Number.isNaN(time)) return t ? t('projects.invalidDate') : 'Invalid Date';
  return shortDateLabel(time, t?.locale);
}

/** One of the owner's texts (or lists) as a page shows it; `lang` is 'en' where it stays English on a page in another language. */
export interface OwnerText<T extends string | readonly string[]> {
  text: T;
  lang?: 'en';
}

/**
 * One of the owner's texts on a page in `locale` (issue #41): on a Spanish page the project's Spanish
 * version of it where the owner wrote one, else their English, marked as English.
 */
export function ownerText<T extends string | readonly string[]>(locale: Locale, english: T, spanish: T | null | undefined): OwnerText<T> {
  if (locale === 'en') return { text: english };
  return spanish?.length ? { text: spanish } : { text: english, lang: 'en' };
}
