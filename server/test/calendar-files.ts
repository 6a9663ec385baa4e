/** An iCalendar file as calendar apps publish it: the given lines (VEVENT and VTIMEZONE blocks) in a VCALENDAR, with CRLF line ends. */
export function icalendar(...lines: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Calendar//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
}

let events = 0;

/** One VEVENT of `properties` (a UID of its own is added when none is given). */
export function vevent(...properties: string[]): string[] {
  const uid = properties.some((property) => property.startsWith('UID:')) ? [] : [`UID:event-${++events}@test`];
  return ['BEGIN:VEVENT', ...uid, 'DTSTAMP:20260301T000000Z', ...properties, 'END:VEVENT'];
}

/** Outlook's definition of its "Eastern Standard Time" zone (a name no IANA zone has): the file's VTIMEZONE is what says its rules. */
export const OUTLOOK_EASTERN = [
  'BEGIN:VTIMEZONE',
  'TZID:Eastern Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];
