import { domainModule } from '../domain-module';
import { Appointment } from './appointment.entity';
import { AppointmentManageToken } from './manage-token';
import { AppointmentResolver } from './appointment.resolver';
import { OwnerScheduleResolver } from './owner-schedule.resolver';
import { OwnerScheduleService } from './owner-schedule.service';
import { AppointmentContext, type AppointmentDeps, type AppointmentOptions } from './appointment-context';
import { AppointmentService } from './appointment.service';
import { BookingService } from './booking.service';
import { BusyTimeService } from './busy-time.service';
import { BusyTime } from './busy-time.entity';
import { SchedulingService } from './scheduling.service';
import { SelfService } from './self-service.service';
import { ClosedDayService } from './closed-days.service';
import { AppointmentProposal } from './proposal.entity';
import { ProposalService } from './proposals.service';
import { AppointmentProposalsResolver, ProposedTimesResolver } from './owner-notice.resolver';

/**
 * Appointments: the public booking of a slot (availability, requestAppointment), the owner's list
 * and status changes, and the scheduling rules; each change e-mails the customer through the outbox.
 */
export const appointmentsModule = domainModule({
  name: 'appointments',
  entities: [Appointment, AppointmentManageToken, BusyTime, AppointmentProposal],
  resolvers: [AppointmentResolver, OwnerScheduleResolver, ProposedTimesResolver, AppointmentProposalsResolver],
  // Slots turn taken all the time; a stale free slot is refused clearly when booked.
  publicReads: { appointmentSettings: 60, bookingWindow: 60, availability: 10 },
  // One service per job: the scheduling rules, a visitor's booking, the owner's operations, the customer's manage link.
  createServices: (deps: AppointmentDeps, options?: AppointmentOptions) => {
    const context = new AppointmentContext(deps, options);
    const busyTimes = new BusyTimeService(context);
    const appointmentScheduling = new SchedulingService(context, busyTimes);
    const ownerSchedule = new OwnerScheduleService(context, appointmentScheduling);
    const appointmentProposals = new ProposalService(context, appointmentScheduling, ownerSchedule);
    return {
      busyTimes,
      appointmentScheduling,
      appointmentProposals,
      appointmentBooking: new BookingService(context, appointmentScheduling),
      appointments: new AppointmentService(context, appointmentScheduling, appointmentProposals),
      appointmentSelfService: new SelfService(context, appointmentScheduling, appointmentProposals),
      ownerSchedule,
      closedDays: new ClosedDayService(context, appointmentScheduling),
    };
  },
  // The customers' manage links: private pages, in no sitemap.
  routeHeads:
    ({ appointmentSelfService }) =>
    (path, request) =>
      appointmentSelfService.routeAnswer(path, request),
});

export type { AppointmentService } from './appointment.service';
export type { OwnerScheduleService } from './owner-schedule.service';
export type { BusySpanInput, BusyTimeService } from './busy-time.service';
export type { SchedulingService } from './scheduling.service';
export { Appointment, AppointmentStatus } from './appointment.entity';
export { appointmentEventUid } from './appointment-email-parts';
