import { SERVICE_TYPE_LABELS } from '@plumbing/shared';
import { shortName, visitTime, type PushNotification } from '../push';
import type { Appointment } from './appointment.entity';

/** The owner's phone on a new request: "New booking: Maria P., Repair Service, Wed 10:00 AM"; a tap opens it. */
export function bookingNotification(appointment: Appointment, timeZone: string, now: Date): PushNotification {
  return {
    title: 'New booking',
    body: `${shortName(appointment.customerName)}, ${SERVICE_TYPE_LABELS[appointment.serviceType]}, ${visitTime(appointment.preferredDate, timeZone, now)}`,
    url: `/admin/appointments?id=${appointment.id}`,
    tag: `appointment-${appointment.id}`,
  };
}
