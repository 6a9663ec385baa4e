import type { DateRefusal } from './booking-rules';

/**
 * What the owner's changes tell the customer (issue #50): a rejection with the owner's reason and
 * other times held for the customer, a cancellation with its reason, and the closures that fall on
 * booked jobs. The admin's forms and the server check them alike.
 */

/** How long times the owner proposes are held for the customer: nobody else can book them meanwhile. */
export const PROPOSAL_HOLD_HOURS = 48;
/** The most other times one rejection may propose. */
export const MAX_PROPOSED_TIMES = 3;
/** The longest reason the owner may give the customer. */
export const MAX_REASON_LENGTH = 500;
/** The most dates one look-up of the jobs on closed days covers (a year and then some). */
export const MAX_JOB_DATES = 400;

export const OwnerNoticeMessages = {
  reasonTooLong: `A reason is at most ${MAX_REASON_LENGTH} characters`,
  tooManyTimes: `Propose at most ${MAX_PROPOSED_TIMES} other times`,
  timesTwice: 'Propose each time once',
  timesOnlyOnReject: 'Other times are proposed only with a rejection',
  reasonOnlyOnRejectOrCancel: 'A reason is given only with a rejection or a cancellation',
  timeNotFree: (when: string) => `${when} is not a free time any more: choose another`,
  tooManyDates: `Ask for at most ${MAX_JOB_DATES} dates at once`,
} as const;

/** Why a job's day is closed, as the owner reads it before confirming it (the closure's name when a closure closes it). */
export function closedDayWords(refusal: Exclude<DateRefusal, 'outside-window'>, closureName?: string): string {
  if (refusal === 'closure') return `You are closed that day (${closureName ?? 'a closure'}).`;
  return 'You do not take jobs on that weekday.';
}
