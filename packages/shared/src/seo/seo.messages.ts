/** The refusals of the global SEO settings; the admin form words its own checks the same. */
export const SeoMessages = {
  titleRequired: 'Meta title is required',
  descriptionRequired: 'Meta description is required',
} as const;
