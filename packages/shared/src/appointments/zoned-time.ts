/**
 * Calendar arithmetic in the business time zone. Calendar dates are 'YYYY-MM-DD' strings, clock
 * times 'HH:MM'; instants in a zone are @date-fns/tz's TZDate, whose offsets (and so
 * daylight-saving changes) come from the platform's time-zone data.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { MINUTE_MS } from './crew-availability';
import { clockPhrase, dayInWords } from '../i18n/calendar-words';
import type { Locale } from '../i18n/locale';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall-clock reading of an instant in a zone. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  // The zone's offset asked once, then read off as UTC: a third of a TZDate's cost, which a
  // calendar week of 300 jobs pays 600 times.
  const reading = new Date(instant.getTime() + tzOffset(timeZone, instant) * MINUTE_MS);
  return {
    date: `${reading.getUTCFullYear()}-${twoDigits(reading.getUTCMonth() + 1)}-${twoDigits(reading.getUTCDate())}`,
    time: `${twoDigits(reading.getUTCHours())}:${twoDigits(reading.getUTCMinutes())}`,
  };
}

/** The instant at which the zone's clocks read `date time` (a time skipped by a change to summer time: the hour after). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
}

/**
 * An instant as the zone's clocks read it, with their offset from UTC (RFC 3339), e.g.
 * '2026-11-24T18:00:00-05:00': the same instant to Date.parse, and a clock reading that
 * zonedReading() takes from the text alone: no Intl formatter, whose first use loads the locale
 * data (tens of milliseconds on a phone, while a page is being adopted).
 */
export function zonedTimestamp(instant: Date, timeZone: string): string {
  // TZDate writes '2026-11-24T18:00:00.000-05:00'; the seconds are as precise as a reading needs.
  return new TZDate(instant.getTime(), timeZone).toISOString().replace(/\.\d{3}(?=[+-])/, '');
}

export function todayIn(timeZone: string, now = new Date()): string {
  return wallClock(now, timeZone).date;
}

/** The everyday names of the United States' zones in Spanish, by their English ones (ICU's Spanish names vary by version: "hora oriental"). */
const SPANISH_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Eastern Time': 'hora del Este',
  'Central Time': 'hora del Centro',
  'Mountain Time': 'hora de la Montaña',
  'Mountain Standard Time': 'hora estándar de la Montaña',
  'Pacific Time': 'hora del Pacífico',
  'Alaska Time': 'hora de Alaska',
  'Hawaii-Aleutian Standard Time': 'hora estándar de Hawái',
  'Atlantic Standard Time': 'hora estándar del Atlántico',
};

function zoneName(timeZone: string, intlLocale: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The zone's everyday name, e.g. 'Eastern Time' ('hora del Este' in Spanish) for America/New_York. */
export function timeZoneLabel(timeZone: string, locale: Locale = 'en'): string {
  try {
    const english = zoneName(timeZone, 'en-US');
    return locale === 'es' ? (SPANISH_ZONE_NAMES[english] ?? zoneName(timeZone, 'es-US')) : english;
  } catch {
    return timeZone;
  }
}

/**
 * How customers and the owner read an appointment time: "Tue, Mar 10, 2026, 9:30 AM ET"; in Spanish
 * written out, as the site writes its days and clock: "martes 10 de marzo a las 9:30 a. m. (hora del
 * Este)" (Intl's "mar, 10 de mar de 2026, 9:30 a.m." reads "mar" as the sea).
 */
export function formatInZone(instant: Date, timeZone: string, locale: Locale = 'en'): string {
  if (locale === 'es') {
    const { date, time } = wallClock(instant, timeZone);
    return `${dayInWords(date, locale)} a ${clockPhrase(time, locale)} (${timeZoneLabel(timeZone, locale)})`;
  }
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'shortGeneric',
  })
    .format(instant)
    .replace(' at ', ', '); // some ICU versions join date and time with "at"
}
