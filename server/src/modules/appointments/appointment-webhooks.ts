import type {
  AppointmentCancelledWebhookData,
  AppointmentRejectedWebhookData,
  AppointmentWebhookData,
  WebhookEventType,
} from '@plumbing/shared';
import { AppointmentStatus, type Appointment } from './appointment.entity';

/** The webhook event of an owner's status change; none for a request put back to pending. */
export const STATUS_EVENTS: Partial<Record<AppointmentStatus, WebhookEventType>> = {
  [AppointmentStatus.confirmed]: 'appointment.confirmed',
  [AppointmentStatus.rejected]: 'appointment.rejected',
  [AppointmentStatus.cancelled]: 'appointment.cancelled',
  [AppointmentStatus.completed]: 'appointment.completed',
};

/** What an appointment's webhook events carry (issue #43): the request as the owner sees it. */
export function appointmentWebhookData(
  appointment: Appointment,
  changedBy: AppointmentWebhookData['changedBy'],
  timeZone: string,
): AppointmentWebhookData {
  return {
    id: appointment.id,
    status: appointment.status,
    service: appointment.serviceType,
    startsAt: appointment.preferredDate.toISOString(),
    timeZone,
    customer: {
      name: appointment.customerName,
      email: appointment.customerEmail,
      phone: appointment.customerPhone,
      locale: appointment.locale,
    },
    serviceAddress: appointment.serviceAddress,
    outsideServiceArea: appointment.outsideServiceArea,
    changedBy,
  };
}

/** What the owner told the customer with a status change (issue #50): a reason, and with a rejection the times held for them. */
export interface StatusChangeNote {
  reason: string;
  proposals: readonly Date[];
  heldUntil: Date | null;
}

/** An owner's status change as its event carries it: a rejection's reason and proposed times, a cancellation's reason. */
export function statusChangeData(
  appointment: Appointment,
  timeZone: string,
  note: StatusChangeNote,
): AppointmentWebhookData | AppointmentCancelledWebhookData | AppointmentRejectedWebhookData {
  const data = appointmentWebhookData(appointment, 'owner', timeZone);
  const reason = note.reason || null;
  if (appointment.status === AppointmentStatus.cancelled) return { ...data, reason };
  if (appointment.status !== AppointmentStatus.rejected) return data;
  return {
    ...data,
    reason,
    proposedTimes: note.proposals.map((time) => time.toISOString()),
    proposalsHeldUntil: note.heldUntil?.toISOString() ?? null,
  };
}
