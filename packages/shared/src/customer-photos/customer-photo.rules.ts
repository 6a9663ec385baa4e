import type { RefusalWordings } from '../i18n/refusal-words';

/**
 * What the booking and contact forms take as photos of the problem (issue #40): the form checks
 * them as they are chosen, and the server again as they arrive.
 */
export const CustomerPhotoRules = {
  /** Photos per request. */
  maxPerRequest: 5,
  /** Bytes of one file as it is sent (a 48-megapixel phone photo is about 12 MB). */
  maxMb: 15,
  /** Pixels of one decoded photo: a 48-megapixel phone camera, and no decompression bomb. */
  maxPixels: 50_000_000,
  /** The longest side of a photo as it is kept. */
  keptSide: 2048,
  /** What the file picker offers (HEIC: the iPhone camera's own format). */
  accept: 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif',
} as const;

export const CustomerPhotoMessages = {
  notAPhoto: 'This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC picture.',
  tooLarge: `This photo is larger than ${CustomerPhotoRules.maxMb} MB. Please choose a smaller one.`,
  tooManyPixels: 'This picture is too large to open (more than 50 megapixels). Please send a smaller photo.',
  unreadable: 'This photo could not be read; the file may be damaged. Please choose another one.',
  tooMany: `You can send up to ${CustomerPhotoRules.maxPerRequest} photos with one request.`,
  uploadExpired: 'This page has been open too long to add photos. Please reload it and attach them again.',
  rateLimited: 'Too many photos from this connection. Please try again in an hour, or call us.',
  siteBusy: 'We cannot take more photos today. Please send your request without them, or call us.',
  notStored: 'This photo could not be saved right now. Please try again in a moment.',
  /** The form's own words when an upload fails on the way, and the server's for one that did not arrive whole. */
  notSent: 'This photo could not be sent. Check your connection and try again.',
} as const;

/**
 * The refusals a visitor reads beside a photo, as the catalogs word them (issue #41): the form's own
 * checks and the server's answers are the English texts above, shown in the page's words (refusalWords).
 */
export const CUSTOMER_PHOTO_REFUSAL_WORDINGS: RefusalWordings<typeof CustomerPhotoMessages> = {
  notAPhoto: 'photos.refusal.notAPhoto',
  tooLarge: { id: 'photos.refusal.tooLarge', values: { mb: CustomerPhotoRules.maxMb } },
  tooManyPixels: 'photos.refusal.tooManyPixels',
  unreadable: 'photos.refusal.unreadable',
  tooMany: { id: 'photos.refusal.tooMany', values: { max: CustomerPhotoRules.maxPerRequest } },
  uploadExpired: 'photos.refusal.uploadExpired',
  rateLimited: 'photos.refusal.rateLimited',
  siteBusy: 'photos.refusal.siteBusy',
  notStored: 'photos.refusal.notStored',
  notSent: 'photos.refusal.notSent',
};

/** "1 photo", "3 photos". */
export const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** The owner's alert e-mails: how many photos came with a request, and where they are. */
export const photosSentLine = (count: number) =>
  `${photoCount(count)} of the problem came with it: open it in the admin area to see ${count === 1 ? 'it' : 'them'}.`;
