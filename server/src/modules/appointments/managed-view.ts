import { AppointmentMessages, BookingRefusal } from '@plumbing/shared';
import { HOUR_MS } from './appointment-context';
import type { AppointmentSettings } from './appointment-settings';
import { ACTIVE_STATUSES, type Appointment } from './appointment.entity';
import type { ManagedAppointment } from './appointment.types';

/** Why the customer cannot change the appointment online any more at `now`, or null. */
export function changeRefusal(
  appointment: Appointment,
  settings: Pick<AppointmentSettings, 'changeCutoffHours'>,
  phone: string,
  now: Date,
): { code: BookingRefusal; error: string } | null {
  if (!ACTIVE_STATUSES.includes(appointment.status))
    return { code: BookingRefusal.NOT_CHANGEABLE, error: AppointmentMessages.notChangeable(appointment.status) };
  if (now.getTime() >= appointment.preferredDate.getTime() - settings.changeCutoffHours * HOUR_MS) {
    return { code: BookingRefusal.TOO_CLOSE, error: AppointmentMessages.tooClose(phone) };
  }
  return null;
}

/** The appointment as its manage link shows it to the customer at `now`: nothing else of theirs. */
export function managedView(
  appointment: Appointment,
  settings: Pick<AppointmentSettings, 'changeCutoffHours'>,
  phone: string,
  now: Date,
): ManagedAppointment {
  const refusal = changeRefusal(appointment, settings, phone, now);
  return {
    appointmentId: appointment.id,
    serviceType: appointment.serviceType,
    startsAt: appointment.preferredDate,
    status: appointment.status,
    firstName: appointment.customerName.trim().split(/\s+/)[0] ?? '',
    canChange: refusal === null,
    changeRefusalCode: refusal?.code,
    changeRefusal: refusal?.error,
  };
}
