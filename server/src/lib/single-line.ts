import { Matches } from 'class-validator';

/** Line breaks and the other control characters: C0, DEL, C1, and the Unicode line and paragraph separators. */
const CONTROL_CHARACTERS = '\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029';

/**
 * A text (or every text of a list) on one line, refused with `message` otherwise: what is shown in
 * a heading, an e-mail header or a calendar's name must not be able to start a line of its own.
 */
export const SingleLine = (message: string) => Matches(new RegExp(`^[^${CONTROL_CHARACTERS}]*$`), { each: true, message });

/** `text` on one line: each run of control characters a single space (for formats where a line break is syntax, such as iCalendar). */
export function oneLine(text: string): string {
  return text.replace(new RegExp(`[${CONTROL_CHARACTERS}]+`, 'g'), ' ');
}
