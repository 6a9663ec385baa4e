import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A US phone number as the site shows it, "(813) 555-0142" (with " ext. 12" when it has one); null when it is not a valid US number. */
export function formatUsPhone(text: string): string | null {
  const phone = parsePhoneNumberFromString(text, 'US');
  return phone?.isValid() && phone.country === 'US' ? phone.formatNational() : null;
}
