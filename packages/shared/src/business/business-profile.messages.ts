// Apart from business.messages.ts, which every public page's script carries: a visitor's download holds none of the owner's refusals.

/** The refusals of the business profile; the admin form words its own checks the same. */
export const BusinessMessages = {
  nameRequired: 'Business name is required',
  singleLine: 'Write it on one line: line breaks and control characters cannot be kept here',
  phoneInvalid: 'Enter a valid US phone number',
  emailInvalid: 'Enter a valid e-mail address',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  regionInvalid: 'Enter the two-letter state, e.g. FL',
  postalCodeInvalid: 'Enter a ZIP code, e.g. 33609',
  latitudeInvalid: 'Latitude is a number from -90 to 90',
  longitudeInvalid: 'Longitude is a number from -180 to 180',
  licenceInvalid: 'A licence number is 3 to 20 letters and digits, e.g. CFC1430000',
  openingHoursWeek: 'Give the hours of all seven days',
  serviceAreaTooLong: 'List at most 10 service areas',
  serviceAreaName: 'Each area’s name is 1 to 60 characters, e.g. Brandon',
  serviceAreaSlug: 'The URL slug may contain only lowercase letters, numbers and single hyphens between them',
  serviceAreaSlugTaken: (slug: string) => `Another area already uses the URL slug ${slug}`,
  zipCodesInvalid: 'ZIP codes are 5 digits each, comma separated, e.g. 33510, 33511',
  zipCodesTooMany: 'List at most 100 ZIP codes per area',
  foundedYearInvalid: 'Enter a four-digit year, e.g. 2017',
  figureInvalid: 'Enter a whole number of at least 0',
  satisfactionInvalid: 'Satisfaction is a percentage from 0 to 100',
  urlInvalid: 'Enter a full web address starting with https://',
  socialProfilesTooLong: 'List at most 10 profiles',
  saved: 'Saved',
} as const;
