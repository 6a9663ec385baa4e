/** What the public forms (contact, booking) share: the required note, the honeypot, the photos of the problem and their refusals, in English. */
export const enForms = {
  'form.requiredNote': 'Fields marked * are required.',
  'form.honeypot': 'Website',
  'photos.label': 'Photos of the problem',
  'photos.hint':
    'Optional: up to {max} photos (JPEG, PNG, WebP or HEIC, {mb} MB each). A leak or the label on a water heater helps us bring the right part.',
  'photos.sending': 'Sending {name}',
  'photos.attached': 'Attached',
  'photos.remove': 'Remove',
  'photos.removeNamed': 'Remove {name}',
  'photos.add': 'Add photos',
  'photos.addMore': 'Add more photos',
  'photos.refusal.notAPhoto': 'This file is not a photo. Please choose a JPEG, PNG, WebP or HEIC picture.',
  'photos.refusal.tooLarge': 'This photo is larger than {mb} MB. Please choose a smaller one.',
  'photos.refusal.tooManyPixels': 'This picture is too large to open (more than 50 megapixels). Please send a smaller photo.',
  'photos.refusal.unreadable': 'This photo could not be read; the file may be damaged. Please choose another one.',
  'photos.refusal.tooMany': 'You can send up to {max} photos with one request.',
  'photos.refusal.uploadExpired': 'This page has been open too long to add photos. Please reload it and attach them again.',
  'photos.refusal.rateLimited': 'Too many photos from this connection. Please try again in an hour, or call us.',
  'photos.refusal.siteBusy': 'We cannot take more photos today. Please send your request without them, or call us.',
  'photos.refusal.notStored': 'This photo could not be saved right now. Please try again in a moment.',
  'photos.refusal.notSent': 'This photo could not be sent. Check your connection and try again.',
} satisfies Record<string, string>;
