/**
 * A URL slug derived from a title or a name (spec §4): lowercase; only letters, digits, spaces and
 * hyphens; spaces become hyphens; no repeated or end hyphens. Content pages and service areas alike.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // "Café" → "Cafe": accents go, the letters stay
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What a slug may be: lowercase letters and digits, single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Spec §4: a hand-typed slug is lowercased and stripped of anything but a-z, 0-9 and hyphens. */
export function cleanTypedSlug(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** What is saved: no repeated hyphens, none at the ends (typing leaves them while the owner is mid-word). */
export function tidySlug(slug: string): string {
  return slug.replace(/-+/g, '-').replace(/^-|-$/g, '');
}

/** Where the slug in the editor came from: derived from the title, typed by the owner, or loaded with the page. */
export type SlugSource = 'title' | 'typed' | 'loaded';

/**
 * Spec §4: the slug follows the title until edited by hand, or while it still equals the slug of
 * the previous title. A loaded page's slug counts as manual: it is its public address, so renaming
 * the page never moves it.
 */
export function slugAfterTitleChange(previousTitle: string, title: string, slug: string, source: SlugSource): string {
  if (source === 'loaded') return slug;
  return source === 'title' || slug === slugFromTitle(previousTitle) ? slugFromTitle(title) : slug;
}
