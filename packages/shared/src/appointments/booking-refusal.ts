import { ErrorCode } from '../errors/error-codes';

/** Why a booking request was not taken (`RequestAppointmentPayload.code`); the web explains each with the server's words. */
export const BookingRefusal = {
  SLOT_TAKEN: 'SLOT_TAKEN',
  SLOT_UNAVAILABLE: 'SLOT_UNAVAILABLE',
  SCHEDULING_DISABLED: 'SCHEDULING_DISABLED',
  /** The owner takes this service by phone only (issue #50). */
  BY_PHONE: 'BY_PHONE',
  RATE_LIMITED: ErrorCode.RATE_LIMITED,
  /** The booking system cannot be reached and the request could not be kept either: the customer calls. */
  NOT_TAKEN: 'NOT_TAKEN',
  // A customer's change through the manage link (cancelAppointmentByToken, rescheduleAppointmentByToken).
  /** The link is unknown or has expired. */
  LINK_INVALID: 'LINK_INVALID',
  /** Rejected, completed or cancelled: only pending and confirmed appointments can be changed. */
  NOT_CHANGEABLE: 'NOT_CHANGEABLE',
  /** Inside the cut-off before the visit: the customer calls instead. */
  TOO_CLOSE: 'TOO_CLOSE',
  /** The new time is the appointment's time already. */
  SAME_TIME: 'SAME_TIME',
  /** A time the owner proposed (bookProposedTimeByToken) whose 48-hour hold has passed. */
  PROPOSAL_EXPIRED: 'PROPOSAL_EXPIRED',
  /** A time the owner proposed that is not held for this customer any more (booked, replaced, or no longer free). */
  PROPOSAL_GONE: 'PROPOSAL_GONE',
} as const;
export type BookingRefusal = (typeof BookingRefusal)[keyof typeof BookingRefusal];
