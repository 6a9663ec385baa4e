import { DomainError, ErrorCode } from '@plumbing/shared';

/** A record in other languages than English (issue #41): the owner's own version in each; a language it has none in is missing. */
export interface Translations<T> {
  es?: T;
}

/** The record's Spanish version, if the owner wrote one. */
export const spanishVersion = <T>(record: { translations?: Translations<T> }): T | undefined => record.translations?.es;

const cleaned = (value: unknown) =>
  typeof value === 'string' ? value.trim() : Array.isArray(value) ? value.map((item) => String(item).trim()).filter(Boolean) : value;
const written = (value: unknown) => (typeof value === 'string' || Array.isArray(value) ? value.length > 0 : false);

/**
 * A submitted Spanish version, its texts trimmed and its lists' blank items dropped: none when the
 * fields that make a version (`substance`, else every field) are all empty, and refused with
 * `titleRequired` when it has no title then.
 */
export function cleanTranslation<T extends { title: string }>(
  version: T | null | undefined,
  titleRequired: string,
  substance?: ReadonlyArray<keyof T>,
): Translations<T> {
  if (!version) return {};
  const es = Object.fromEntries(Object.entries(version).map(([field, value]) => [field, cleaned(value)])) as T;
  if (!(substance ?? (Object.keys(es) as Array<keyof T>)).some((field) => written(es[field]))) return {};
  if (!es.title) throw new DomainError(ErrorCode.BAD_USER_INPUT, titleRequired, 'es.title');
  return { es };
}
