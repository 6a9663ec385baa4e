import type { BusinessFacts } from './business-facts';
import { clockLabel } from './opening-hours';

/** The refusals of the business profile; the admin form words its own checks the same. */
export const BusinessMessages = {
  nameRequired: 'Business name is required',
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
  hoursTextRequired: 'Describe the hours in words',
  serviceAreaTooLong: 'List at most 10 cities or counties',
  serviceAreaEntry: 'Each city or county is 1 to 60 characters',
  foundedYearInvalid: 'Enter a four-digit year, e.g. 2017',
  figureInvalid: 'Enter a whole number of at least 0',
  satisfactionInvalid: 'Satisfaction is a percentage from 0 to 100',
  urlInvalid: 'Enter a full web address starting with https://',
  socialProfilesTooLong: 'List at most 10 profiles',
  saved: 'Saved',
} as const;

/** "State Certified Plumbing Contractor — License CFC1430000": the line every public page and e-mail carries; null without a licence. */
export function licenceLine(licenceNumbers: readonly string[]): string | null {
  if (licenceNumbers.length === 0) return null;
  return `State Certified Plumbing Contractor — ${licenceNumbers.length === 1 ? 'License' : 'Licenses'} ${licenceNumbers.join(', ')}`;
}

/** The office's state as the server rendered it (site-config) and the web shows it: ISO text, as it travels. */
export interface OpeningStatus {
  openNow: boolean;
  nextChange: string | null;
}

/**
 * "Open now · until 6 PM" / "Closed now · emergency line 24/7 (813) 555-0199": one wording for
 * the server's render and the browser's, so the hydrated text is the same.
 */
export function openingStatusText(business: Pick<BusinessFacts, 'emergencyService' | 'emergencyPhone' | 'timeZone'>, { openNow, nextChange }: OpeningStatus): string {
  if (openNow) return nextChange ? `Open now · until ${clockLabel(new Date(nextChange), business.timeZone)}` : 'Open now';
  if (business.emergencyService) return `Closed now · emergency line 24/7 ${business.emergencyPhone}`;
  return nextChange ? `Closed now · opens ${openingDayLabel(new Date(nextChange), business.timeZone)}` : 'Closed now';
}

/** "Mon 7 AM": when a closed office opens next. */
function openingDayLabel(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(instant);
  return `${day} ${clockLabel(instant, timeZone)}`;
}
