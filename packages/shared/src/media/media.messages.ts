/** What the owner reads when a photo is refused, and what anyone reads when photos cannot be reached. */
export const MediaMessages = {
  notAnImage: 'Only photos can be uploaded: JPEG, PNG, WebP, GIF or AVIF.',
  tooLarge: (maxMb: number) => `The photo is larger than ${maxMb} MB. Please choose a smaller one.`,
  unreadable: 'The photo could not be read; the file may be damaged. Please choose another one.',
  cutShort: 'The photo did not arrive whole: the upload was cut short. Nothing was saved; please send it again.',
  invalidKey: 'Photos are stored under projects/{id}/main-image, projects/{id}/gallery-{index} or library/{id}.',
  storageFailed: 'The photo could not be stored right now. Nothing was saved; please try again in a moment.',
  storageUnavailable: 'This photo cannot be shown right now. Please try again in a minute.',
  storageDown: 'Photo storage cannot be reached: photos not seen recently do not show, and uploads fail',
  storageDownHint:
    'Check the S3 service the site stores photos in (S3_ENDPOINT and its credentials). Nothing else on the site is affected; it recovers by itself when the storage is back.',
} as const;

/** What the owner reads about the media library's images (issue #52). */
export const MediaLibraryMessages = {
  notFound: 'This image is no longer in the library.',
  altTooLong: (max: number) => `Alt text is at most ${max} characters: describe what the image shows in a sentence.`,
  inUse: (places: string[]) => `This image is used on ${places.join(', ')}. Take it out there first, then delete it.`,
  deleteFailed: 'The image could not be deleted right now. Nothing was changed; please try again in a moment.',
} as const;

/** Where a library image is used (the server's MediaUse), as words before the place's title: "the page", "the draft of", "the unpublished area page". */
export function imageUsePrefix({ kind, draftOnly }: { kind: string; draftOnly: boolean }): string {
  if (kind === 'page' && draftOnly) return 'the draft of';
  return `the ${draftOnly ? 'unpublished ' : ''}${kind}`;
}
