import { domainModule } from '../domain-module';
import { Appointment } from './appointment.entity';
import { AppointmentManageToken } from './manage-token';
import { AppointmentResolver } from './appointment.resolver';
import { AppointmentService, type AppointmentDeps, type AppointmentOptions } from './appointment.service';

/**
 * Appointments: the public booking of a slot (availability, requestAppointment), the owner's list
 * and status changes, and the scheduling rules; each change e-mails the customer through the outbox.
 */
export const appointmentsModule = domainModule({
  name: 'appointments',
  entities: [Appointment, AppointmentManageToken],
  resolvers: [AppointmentResolver],
  // Slots turn taken all the time; a stale free slot is refused clearly when booked.
  publicReads: { appointmentSettings: 60, bookingWindow: 60, availability: 10 },
  createServices: (deps: AppointmentDeps, options?: AppointmentOptions) => ({ appointments: new AppointmentService(deps, options) }),
  // The customers' manage links: private pages, in no sitemap.
  routeHeads: ({ appointments }) => (path, request) => appointments.routeAnswer(path, request),
});

export type { AppointmentService } from './appointment.service';
export { Appointment, AppointmentStatus } from './appointment.entity';
export { appointmentEventUid, VISIT_MINUTES } from './appointment-emails';
