import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A customer's phone as it is stored (issue #38): E.164 ("+18135551234") when it reads as a real
 * number (US unless it says otherwise), so one number is one text whatever way it was typed; as
 * typed otherwise (the form takes anything phone-like, a customer is not refused for a typo).
 */
export function storedPhone(typed: string): string {
  const phone = parsePhoneNumberFromString(typed.trim(), 'US');
  return phone?.isValid() ? phone.number : typed.trim();
}

/** A stored phone as people read it: "(813) 555-1234" for a US number, "+44 20 7946 0018" for another, as typed when it is not a number. */
export function shownPhone(stored: string): string {
  const phone = parsePhoneNumberFromString(stored, 'US');
  if (!phone?.isValid()) return stored;
  return phone.country === 'US' ? phone.formatNational() : phone.formatInternational();
}
