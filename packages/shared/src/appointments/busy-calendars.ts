/**
 * The owner's own calendars that keep times busy (issue #50): Google's "secret address in iCal
 * format" or Outlook's published ICS, read by the server every five minutes. What the server and
 * the admin both say about them.
 */
export const MAX_BUSY_CALENDARS = 3;
export const MAX_BUSY_CALENDAR_NAME_LENGTH = 100;
/** The longest calendar file read; a larger one is not read at all. */
export const MAX_BUSY_CALENDAR_MB = 5;
/** A calendar that cannot be read this long is said on every admin screen (Today first). */
export const BUSY_CALENDAR_WARNING_MINUTES = 30;
/** Where the owner fixes a calendar's address. */
export const BUSY_CALENDARS_PATH = '/admin/notifications';

/** Why a calendar could not be read, in the owner's words: each ends "It could not be read: …". */
export const BUSY_CALENDAR_FAILURES = {
  notFound: 'its address was not found (the calendar may have been deleted, or its secret address reset)',
  refused: 'its address is not allowed: calendars are read only from public https addresses',
  tooLarge: `the calendar is larger than ${MAX_BUSY_CALENDAR_MB} MB`,
  notCalendar: 'the address does not answer with a calendar (iCal) file',
  timedOut: "the calendar's server did not answer in time",
  unreachable: "the calendar's server could not be reached, or refused to answer",
} as const;
export type BusyCalendarFailure = keyof typeof BUSY_CALENDAR_FAILURES;
export const BUSY_CALENDAR_FAILURE_IDS = Object.keys(BUSY_CALENDAR_FAILURES) as BusyCalendarFailure[];

export const BusyCalendarMessages = {
  tooMany: `At most ${MAX_BUSY_CALENDARS} calendars: remove one first.`,
  notFound: 'That calendar no longer exists.',
  addressMissing: "Paste your calendar's private address in iCal format.",
  addressInvalid: 'Paste the full address, starting with https:// (or webcal://).',
  addressTooLong: 'The address can be at most 2,000 characters.',
  addressCredentials: 'The address must not contain a user name or password.',
  addressNotHttps: 'The address must start with https:// (or webcal://).',
  addressPrivate: (host: string) =>
    `${host} points inside a private network or to this machine: calendars are read only from public addresses.`,
  addressUnresolvable: (host: string) => `${host} could not be found (no DNS record).`,
  nameTooLong: `A calendar's name can be at most ${MAX_BUSY_CALENDAR_NAME_LENGTH} characters.`,
  nameOneLine: "A calendar's name fits on one line.",
  /** A calendar in a warning: its name, or its address as shown (host and last characters). */
  failingWarning: (calendar: string, since: string, why: string) => `Your calendar ${calendar} has not been read since ${since}: ${why}.`,
  failingWarningHint:
    'Until it is fixed, the times it held when last read stay blocked, and what you add to it since does not block times. Check its address under Notifications & Calendar.',
  fixLinkLabel: 'Open Notifications & Calendar',
} as const;
