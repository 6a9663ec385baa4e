import { photoCount, SERVICE_TYPE_LABELS } from '@plumbing/shared';
import { shortName, visitTime, type PushNotification } from '../push';
import type { Appointment } from './appointment.entity';

/** The owner's phone on a new request: "New booking: Maria P., Repair Service, Wed 10:00 AM · 2 photos"; a tap opens it. */
export function bookingNotification(appointment: Appointment, timeZone: string, now: Date, photos = 0): PushNotification {
  return {
    title: 'New booking',
    body: `${shortName(appointment.customerName)}, ${SERVICE_TYPE_LABELS[appointment.serviceType]}, ${visitTime(appointment.preferredDate, timeZone, now)}${photos ? ` · ${photoCount(photos)}` : ''}`,
    url: `/admin/appointments?id=${appointment.id}`,
    tag: `appointment-${appointment.id}`,
  };
}
