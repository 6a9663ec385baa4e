import type { BusinessFacts } from './business-facts';
import { closureName } from './closures';
import { weekdayOf, zonedReading } from '../appointments/calendar-dates';
import { clockPhrase, shortWeekday, weekdayName } from '../i18n/calendar-words';
import type { Translator } from '../i18n/translator';
import type { OpeningStatus } from './opening-hours';

/** "State Certified Plumbing Contractor — License CFC1430000": the line every public page and e-mail carries; null without a licence. */
export function licenceLine(licenceNumbers: readonly string[], t: Translator): string | null {
  if (licenceNumbers.length === 0) return null;
  return t('business.licence', { count: licenceNumbers.length, numbers: licenceNumbers.join(', ') });
}

/**
 * "Open now · until 6 PM" / "Closed now · emergency line 24/7 (813) 555-0199" / "Closed for
 * Thanksgiving Day · opens Fri 7 AM": one wording for the server's render and the browser's, so
 * the hydrated text is the same. The clock reading is the timestamp's own text: adopting a page
 * constructs no Intl formatter.
 */
export function openingStatusText(
  business: Pick<BusinessFacts, 'emergencyService' | 'emergencyPhone'>,
  { openNow, nextChange, closure }: OpeningStatus,
  t: Translator,
): string {
  const next = nextChange === null ? null : zonedReading(nextChange);
  const time = next && clockPhrase(next.time, t.locale);
  if (openNow) return time ? t('opening.openUntil', { time }) : t('opening.open');
  const closed = closure?.current ? t('opening.closedFor', { closure: closureName(closure, t.locale) }) : t('opening.closed');
  if (business.emergencyService) return t('opening.emergencyLine', { closed, phone: business.emergencyPhone });
  if (!next || !time) return closed;
  // Spanish names the day in full: "abre el mié" is a note, "abre el miércoles" a sentence.
  const day = (t.locale === 'es' ? weekdayName : shortWeekday)(weekdayOf(next.date), t.locale);
  return t('opening.opensAt', { closed, day, time });
}
