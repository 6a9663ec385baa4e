import { ErrorCode } from '../errors/error-codes';

/** Why a booking request was not taken (`RequestAppointmentPayload.code`); the web explains each with the server's words. */
export const BookingRefusal = {
  SLOT_TAKEN: 'SLOT_TAKEN',
  SLOT_UNAVAILABLE: 'SLOT_UNAVAILABLE',
  SCHEDULING_DISABLED: 'SCHEDULING_DISABLED',
  RATE_LIMITED: ErrorCode.RATE_LIMITED,
} as const;
export type BookingRefusal = (typeof BookingRefusal)[keyof typeof BookingRefusal];
