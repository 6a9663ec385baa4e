import ical, { ICalEventStatus } from 'ical-generator';
import { SERVICE_TYPE_LABELS, type BusinessFacts } from '@plumbing/shared';
import { shownPhone } from '../../lib/phone';
import { oneLine } from '../../lib/single-line';
import { appointmentEventUid, AppointmentStatus, type Appointment } from '../appointments';

/**
 * The owner's calendar (RFC 5545): one VEVENT per visit, its UID the one of the customer's
 * invitation, times in UTC so every calendar app shows them right on its own clocks, daylight
 * saving included. Pending visits are tentative, confirmed ones confirmed.
 */
export function appointmentsCalendar(appointments: readonly Appointment[], business: BusinessFacts, publicUrl: string): string {
  // ical-generator writes a calendar's name and PRODID as they are: a line break there would start a property.
  const calendar = ical({
    name: `${oneLine(business.name)} appointments`,
    prodId: { company: oneLine(business.name), product: 'Appointments', language: 'EN' },
    // Calendar apps that honour it look again this often.
    ttl: 15 * 60,
  });
  for (const appointment of appointments) {
    calendar.createEvent({
      id: appointmentEventUid(appointment.id, publicUrl),
      start: appointment.preferredDate,
      // The job's own length (issue #50), not the drive after it.
      end: new Date(appointment.preferredDate.getTime() + appointment.durationMinutes * 60_000),
      stamp: appointment.updatedAt,
      summary: `${SERVICE_TYPE_LABELS[appointment.serviceType]} – ${appointment.customerName}`,
      description: [
        `Phone: ${shownPhone(appointment.customerPhone)}`,
        `Email: ${appointment.customerEmail}`,
        appointment.status === AppointmentStatus.pending ? 'Requested, not confirmed yet' : 'Confirmed',
        ...(appointment.description ? ['', appointment.description] : []),
      ].join('\n'),
      location: appointment.serviceAddress ?? undefined,
      status: appointment.status === AppointmentStatus.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      url: `${publicUrl}/admin/appointments?id=${appointment.id}`,
    });
  }
  return calendar.toString();
}
