/** Spec §5 and §8 wording, and the messages this product adds: the server's refusals and the page editor's own checks. */
export const PageMessages = {
  titleRequired: 'Page title is required',
  spanishTitleRequired: 'A Spanish version needs its Spanish title',
  slugRequired: 'Page URL slug is required',
  slugFormat: 'The URL slug may contain only lowercase letters, numbers and single hyphens between them',
  slugTaken: 'Another page already uses this URL slug',
  invalidSchema: 'Invalid JSON schema format',
  url: (label: string) => `${label} must be an http:// or https:// address, or a path on this site starting with /`,
  notFound: (id: string) => `Failed to fetch page with ID ${id}`,
  revisionNotFound: 'That revision is no longer kept: only the last 30 of a page are',
} as const;
