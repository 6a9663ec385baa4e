import { PROPOSAL_HOLD_HOURS, SERVICE_TYPE_LABELS } from '@plumbing/shared';
import type { AppointmentStatus, EmailStatus, ServiceType } from '../../../gql/graphql';

/** The statuses in the order the dialog offers them (spec §2). */
export const APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed', 'completed', 'rejected', 'cancelled'];

/** 'confirmed' → 'Confirmed': how a status reads in badges and prompts. */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** The dialog's status buttons (spec §2). */
export const STATUS_BUTTON_LABELS: Record<AppointmentStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirm & Email Customer',
  completed: 'Completed',
  rejected: 'Reject & Email Customer',
  cancelled: 'Cancelled',
};

/** antd Tag colours per status. */
export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: 'gold',
  confirmed: 'green',
  completed: 'blue',
  rejected: 'red',
  cancelled: 'default',
};

export const EMAIL_STATUS_COLORS: Record<EmailStatus, string> = {
  sent: 'green',
  pending: 'gold',
  failed: 'red',
  cancelled: 'default',
  recorded: 'orange',
};

/** How an e-mail's delivery state reads in the dialog: a recorded one was never sent, and says so. */
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  sent: 'sent',
  pending: 'pending',
  failed: 'failed',
  cancelled: 'cancelled',
  recorded: 'recorded, not sent',
};

export const SERVICE_LABELS: Record<ServiceType, string> = SERVICE_TYPE_LABELS;

/** Statuses the customer was told of (spec §4): leaving one needs a second thought. */
const COMMUNICATED_STATUSES: ReadonlySet<AppointmentStatus> = new Set(['confirmed', 'rejected']);
/** Statuses whose change e-mails the customer: spec §4's, and the owner's cancellation of a visit still on (issue #50). */
const EMAILED_STATUSES: ReadonlySet<AppointmentStatus> = new Set(['confirmed', 'rejected', 'cancelled']);

/** Whether the visit still holds its time: a rejection or cancellation of it tells the customer, with a reason (issue #50). */
export const isActiveStatus = (status: AppointmentStatus) => status === 'pending' || status === 'confirmed';

/** Whether changing `current` to `next` is asked through the note dialog: a reason, and other times with a rejection (issue #50). */
export function takesNote(current: AppointmentStatus, next: AppointmentStatus): next is 'rejected' | 'cancelled' {
  return next === 'rejected' || (next === 'cancelled' && isActiveStatus(current));
}

/**
 * Spec §4: the question asked before leaving a communicated status, or before moving back to
 * Pending (which sends nothing, though a new request's receipt might lead the owner to expect
 * one); and before marking Completed a visit still to come. Null when none is needed.
 */
export function statusChangePrompt(
  current: AppointmentStatus,
  next: AppointmentStatus,
  /** The visit as it reads ('Tue, Mar 10 · 9:30 AM') while it is still to come; null once it has begun. */
  visitAhead: string | null,
): { title: string; content?: string } | null {
  // A visit done before it starts is most likely a mis-tap, and Completed may lead to a review request.
  if (next === 'completed' && current !== next && visitAhead)
    return {
      title: `This visit is on ${visitAhead}, which has not come yet. Mark it completed anyway?`,
      content: 'The customer may then be asked for a review of it; changing the status back before that request goes withdraws it.',
    };
  const leavesCommunicated = COMMUNICATED_STATUSES.has(current);
  if (current === next || (!leavesCommunicated && next !== 'pending')) return null;
  return {
    title: leavesCommunicated
      ? `This appointment was already ${current}. Are you sure you want to change it to "${STATUS_LABELS[next]}"?`
      : `Are you sure you want to move this appointment back to "${STATUS_LABELS[next]}"?`,
    // The spec's sentence holds only where an e-mail is sent.
    content: EMAILED_STATUSES.has(next) ? 'The customer will receive a new email notification.' : undefined,
  };
}

/** Spec §4: changes that contradict what the customer was already told are highlighted. */
export function contradictsCommunicated(current: AppointmentStatus, next: AppointmentStatus): boolean {
  if (current === 'confirmed') return next === 'rejected' || next === 'cancelled';
  if (current === 'rejected') return next === 'confirmed';
  return false;
}

/** Spec §8: the appointment dialog alerts. */
export const StatusMessages = {
  confirmedSent: 'Appointment confirmed and confirmation email sent to customer.',
  rejectedSent: 'Appointment rejected and notification email sent to customer.',
  confirmedEmailFailed: 'Appointment status updated to confirmed, but failed to send confirmation email to customer.',
  rejectedEmailFailed: 'Appointment status updated to rejected, but failed to send notification email to customer.',
  confirmedEmailRecorded:
    'Appointment status updated to confirmed. The confirmation email was recorded, not sent: email is not set up, so the customer was not told.',
  rejectedEmailRecorded:
    'Appointment status updated to rejected. The notification email was recorded, not sent: email is not set up, so the customer was not told.',
  cancelledSent: 'Appointment cancelled and notification email sent to customer.',
  cancelledEmailFailed: 'Appointment status updated to cancelled, but failed to send notification email to customer.',
  cancelledEmailRecorded:
    'Appointment status updated to cancelled. The notification email was recorded, not sent: email is not set up, so the customer was not told.',
  resendRecorded: 'The email was recorded, not sent: email is not set up, so the customer was not told.',
  failed: 'Failed to update appointment status. Please try again.',
} as const;

export interface Outcome {
  type: 'success' | 'warning' | 'error';
  text: string;
}

/** What the admin reads after setAppointmentStatus answered. */
export function statusChangeOutcome(
  status: AppointmentStatus,
  answer: { emailSent: boolean; emailError?: string | null; emailRecorded: boolean },
): Outcome {
  if (status === 'confirmed') {
    if (answer.emailSent) return { type: 'success', text: StatusMessages.confirmedSent };
    if (answer.emailRecorded) return { type: 'warning', text: StatusMessages.confirmedEmailRecorded };
    if (answer.emailError) return { type: 'warning', text: StatusMessages.confirmedEmailFailed };
  }
  if (status === 'rejected') {
    if (answer.emailSent) return { type: 'success', text: StatusMessages.rejectedSent };
    if (answer.emailRecorded) return { type: 'warning', text: StatusMessages.rejectedEmailRecorded };
    if (answer.emailError) return { type: 'warning', text: StatusMessages.rejectedEmailFailed };
  }
  if (status === 'cancelled') {
    if (answer.emailSent) return { type: 'success', text: StatusMessages.cancelledSent };
    if (answer.emailRecorded) return { type: 'warning', text: StatusMessages.cancelledEmailRecorded };
    if (answer.emailError) return { type: 'warning', text: StatusMessages.cancelledEmailFailed };
  }
  return { type: 'success', text: `Appointment status updated to ${STATUS_LABELS[status]}.` };
}

/** A rejection's outcome, saying the times it holds for the customer (issue #50). */
export function withHeldTimes(outcome: Outcome, count: number): Outcome {
  if (count === 0 || outcome.type === 'error') return outcome;
  return {
    ...outcome,
    text: `${outcome.text} ${count === 1 ? 'The other time is' : `The ${count} other times are`} held for them for ${PROPOSAL_HOLD_HOURS} hours.`,
  };
}

/** 'Tuesday, March 10, 2026' in the business time zone. */
export function formatLongDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** '9:30 AM EDT' in the business time zone, with the zone named. */
export function formatClockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso));
}
