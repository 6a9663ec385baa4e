import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { isUuid } from '../../lib/uuid';
import { IdArg } from '../../lib/id-arg';
import { OwnerOrScope, type RequestContext } from '../auth';
import { ShownCustomerPhoto, type CustomerPhotoService } from '../customer-photos';
import { OutboxEmail, type OutboxService } from '../mail';
import { AppointmentSettings, AppointmentSettingsInput } from './appointment-settings';
import { Appointment, AppointmentStatus, ServiceType } from './appointment.entity';
import { BookingWindow, DayAvailability } from './availability';
import { AppointmentRequestInput, StatusNoteInput } from './appointment.inputs';
import type { AppointmentService } from './appointment.service';
import type { BookingService } from './booking.service';
import type { SchedulingService } from './scheduling.service';
import type { SelfService } from './self-service.service';
import {
  AppointmentStatusPayload,
  EmailDeliveryPayload,
  ManageAppointmentPayload,
  ManagedAppointment,
  RequestAppointmentPayload,
} from './appointment.types';

@Resolver(() => Appointment)
export class AppointmentResolver {
  constructor(
    private readonly services: {
      appointments: AppointmentService;
      appointmentScheduling: SchedulingService;
      appointmentBooking: BookingService;
      appointmentSelfService: SelfService;
      outbox: OutboxService;
      customerPhotos: CustomerPhotoService;
    },
  ) {}

  @Query(() => AppointmentSettings, { description: 'The scheduling rules (public)' })
  appointmentSettings(): Promise<AppointmentSettings> {
    return this.services.appointmentScheduling.getSettings();
  }

  @Query(() => BookingWindow, { description: 'The first and last dates that can be booked today (public)' })
  bookingWindow(): Promise<BookingWindow> {
    return this.services.appointmentScheduling.bookingWindow();
  }

  @Query(() => DayAvailability, {
    description:
      'The start times of a day (YYYY-MM-DD, business time zone) and whether a job of the service can start at each (issue #50: some crew free for its whole length and the drive after it); without a service, the shortest one booked online',
  })
  availability(
    @Arg('date') date: string,
    @Arg('serviceType', () => ServiceType, { nullable: true }) serviceType?: ServiceType,
  ): Promise<DayAvailability> {
    return this.services.appointmentScheduling.availability(date, serviceType ?? undefined);
  }

  @OwnerOrScope('appointments:read')
  @Query(() => [Appointment])
  appointments(): Promise<Appointment[]> {
    return this.services.appointments.list();
  }

  @OwnerOrScope('appointments:read')
  @Query(() => Appointment, { nullable: true })
  appointment(@Arg('id', () => ID) id: string): Promise<Appointment | null> {
    return isUuid(id) ? this.services.appointments.get(id) : Promise.resolve(null);
  }

  @Mutation(() => RequestAppointmentPayload, { description: 'Books a slot (public); always created as pending' })
  requestAppointment(
    @Arg('input') input: AppointmentRequestInput,
    @Ctx() { clientAddress }: RequestContext,
  ): Promise<RequestAppointmentPayload> {
    return this.services.appointmentBooking.request(input, clientAddress);
  }

  @Query(() => ManagedAppointment, {
    nullable: true,
    description: 'The appointment a private manage link opens (public; the token is the credential); null when unknown or expired',
  })
  appointmentByToken(@Arg('token') token: string, @Ctx() context: RequestContext): Promise<ManagedAppointment | null> {
    return this.services.appointmentSelfService.viewByToken(token, context);
  }

  @Query(() => DayAvailability, {
    description:
      'The times the appointment a manage link opens could move to on a day (public; the token is the credential): its own length, its own time not in its way',
  })
  availabilityForMove(
    @Arg('token') token: string,
    @Arg('date') date: string,
    @Ctx() { clientAddress }: RequestContext,
  ): Promise<DayAvailability> {
    return this.services.appointmentSelfService.moveTimes(token, date, clientAddress);
  }

  @Mutation(() => ManageAppointmentPayload, {
    description: 'The customer cancels through the manage link (public; the token is the credential)',
  })
  cancelAppointmentByToken(@Arg('token') token: string, @Ctx() { clientAddress }: RequestContext): Promise<ManageAppointmentPayload> {
    return this.services.appointmentSelfService.cancelByToken(token, clientAddress);
  }

  @Mutation(() => ManageAppointmentPayload, {
    description:
      "The customer moves the visit to another free slot (a slot's startsAt) through the manage link; pending again until the owner confirms",
  })
  rescheduleAppointmentByToken(
    @Arg('token') token: string,
    @Arg('preferredDate') preferredDate: Date,
    @Ctx() { clientAddress }: RequestContext,
  ): Promise<ManageAppointmentPayload> {
    return this.services.appointmentSelfService.rescheduleByToken(token, preferredDate, clientAddress);
  }

  @OwnerOrScope('appointments:write')
  @Mutation(() => AppointmentStatusPayload, {
    description: 'Changes the status; a rejection may carry a reason and other times for the customer, a cancellation a reason (issue #50)',
  })
  setAppointmentStatus(
    @IdArg() id: string,
    @Arg('status', () => AppointmentStatus) status: AppointmentStatus,
    @Arg('note', () => StatusNoteInput, { nullable: true }) note?: StatusNoteInput,
  ): Promise<AppointmentStatusPayload> {
    return this.services.appointments.setStatus(id, status, note ?? undefined);
  }

  @OwnerOrScope('appointments:write')
  @Mutation(() => Boolean)
  deleteAppointment(@IdArg() id: string): Promise<boolean> {
    return this.services.appointments.delete(id);
  }

  // The scheduling rules are the appointments' (days closed are the business profile's closures, issue #51).
  @OwnerOrScope('appointments:write')
  @Mutation(() => AppointmentSettings)
  saveAppointmentSettings(@Arg('input') input: AppointmentSettingsInput): Promise<AppointmentSettings> {
    return this.services.appointmentScheduling.saveSettings(input);
  }

  @OwnerOrScope('appointments:write')
  @Mutation(() => EmailDeliveryPayload, { description: 'Sends a queued or failed e-mail again now' })
  resendEmail(@IdArg() id: string): Promise<EmailDeliveryPayload> {
    return this.services.outbox.resend(id);
  }

  @FieldResolver(() => [OutboxEmail], { description: 'The e-mails about this appointment and their delivery state' })
  emails(@Root() appointment: Appointment): Promise<OutboxEmail[]> {
    return this.services.outbox.forAppointment(appointment.id);
  }

  @FieldResolver(() => [ShownCustomerPhoto], { description: 'The photos the customer sent with the request (issue #40)' })
  photos(@Root() appointment: Appointment): Promise<ShownCustomerPhoto[]> {
    return this.services.customerPhotos.shown({ appointmentId: appointment.id });
  }
}
