/** What the owner reads when a photo is refused. */
export const MediaMessages = {
  notAnImage: 'Only photos can be uploaded: JPEG, PNG, WebP, GIF or AVIF.',
  tooLarge: (maxMb: number) => `The photo is larger than ${maxMb} MB. Please choose a smaller one.`,
  unreadable: 'The photo could not be read; the file may be damaged. Please choose another one.',
  invalidKey: 'Photos are stored under projects/{id}/main-image or projects/{id}/gallery-{index}.',
  storageFailed: 'The photo could not be stored right now. Nothing was saved; please try again in a moment.',
} as const;
