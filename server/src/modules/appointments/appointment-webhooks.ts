import type { AppointmentWebhookData, WebhookEventType } from '@plumbing/shared';
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
