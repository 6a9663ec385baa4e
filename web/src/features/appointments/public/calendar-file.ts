/**
 * A requested visit as an iCalendar file (RFC 5545) the visitor saves from the booking form (issue
 * #51): written here from what they typed, so nothing about a customer is ever served to the
 * public. Its UID is the one the owner's confirmation e-mail carries, so a calendar updates the one
 * event instead of adding a second. A few lines instead of a library: the public page stays small.
 */
export interface CalendarVisit {
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  /** Confirmed when it was made (issue #50); otherwise a request, tentative until the office confirms it. */
  confirmed: boolean;
  /** Where the work is; none given, the event names no place. */
  location?: string;
}

/** 20261202T153000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');

/** A character's length in UTF-8. */
const octets = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** A content line of over 75 octets goes on over the next lines, each starting with a space (RFC 5545 §3.1). */
function fold(line: string): string {
  let folded = '';
  let length = 0;
  for (const char of line) {
    if (length + octets(char) > 75) {
      folded += '\r\n ';
      length = 1;
    }
    folded += char;
    length += octets(char);
  }
  return folded;
}

/** The file's text: one event, tentative while it is a request, in UTC so every calendar shows the local time. */
export function calendarFile(visit: CalendarVisit, now: Date): string {
  const end = new Date(visit.start.getTime() + visit.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Plumbing site//Booking form//EN',
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(visit.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(visit.summary)}`,
    `DESCRIPTION:${text(visit.description)}`,
    ...(visit.location ? [`LOCATION:${text(visit.location)}`] : []),
    `STATUS:${visit.confirmed ? 'CONFIRMED' : 'TENTATIVE'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The file as a link's address: a download with no request to the server and no object URL to release. */
export const calendarFileHref = (content: string) => `data:text/calendar;charset=utf-8,${encodeURIComponent(content)}`;
