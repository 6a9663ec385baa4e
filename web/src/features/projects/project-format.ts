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

/** "Jun 22, 2025"; spec §2: 'Invalid Date' for an unreadable value, 'No date' for a missing one. */
export function formatCompletionDate(value: string | null | undefined): string {
  const time = completionTime(value);
  if (time === null) return 'No date';
  return Number.isNaN(time) ? 'Invalid Date' : shortDateLabel(time);
}
