import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { isUuid } from '../../db/uuid';
import { IdArg } from '../../lib/id-arg';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { AppointmentSettings, AppointmentSettingsInput } from './appointment-settings';
import { Appointment, AppointmentStatus } from './appointment.entity';
import { BookingWindow, DayAvailability } from './availability';
import { AppointmentRequestInput } from './appointment.inputs';
import { AppointmentStatusPayload, EmailDeliveryPayload, RequestAppointmentPayload } from './appointment.types';

@Resolver(() => Appointment)
export class AppointmentResolver {
  @Query(() => AppointmentSettings, { description: 'The scheduling rules (public)' })
  appointmentSettings(@Ctx() { services }: Context): Promise<AppointmentSettings> {
    return services.appointments.getSettings();
  }

  @Query(() => BookingWindow, { description: 'The first and last dates that can be booked today (public)' })
  bookingWindow(@Ctx() { services }: Context): Promise<BookingWindow> {
    return services.appointments.bookingWindow();
  }

  @Query(() => DayAvailability, { description: 'Free and taken slots of a day (YYYY-MM-DD, business time zone)' })
  availability(@Arg('date') date: string, @Ctx() { services }: Context): Promise<DayAvailability> {
    return services.appointments.availability(date);
  }

  @Authorized()
  @Query(() => [Appointment])
  appointments(@Ctx() { services }: Context): Promise<Appointment[]> {
    return services.appointments.list();
  }

  @Authorized()
  @Query(() => Appointment, { nullable: true })
  appointment(@Arg('id', () => ID) id: string, @Ctx() { services }: Context): Promise<Appointment | null> {
    return isUuid(id) ? services.appointments.get(id) : Promise.resolve(null);
  }

  @Mutation(() => RequestAppointmentPayload, { description: 'Books a slot (public); always created as pending' })
  requestAppointment(@Arg('input') input: AppointmentRequestInput, @Ctx() ctx: Context): Promise<RequestAppointmentPayload> {
    return ctx.services.appointments.request(input, ctx.clientAddress);
  }

  @Authorized()
  @Mutation(() => AppointmentStatusPayload)
  setAppointmentStatus(
    @IdArg() id: string,
    @Arg('status', () => AppointmentStatus) status: AppointmentStatus,
    @Ctx() { services }: Context,
  ): Promise<AppointmentStatusPayload> {
    return services.appointments.setStatus(id, status);
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteAppointment(@IdArg() id: string, @Ctx() { services }: Context): Promise<boolean> {
    return services.appointments.delete(id);
  }

  @Authorized()
  @Mutation(() => AppointmentSettings)
  saveAppointmentSettings(@Arg('input') input: AppointmentSettingsInput, @Ctx() { services }: Context): Promise<AppointmentSettings> {
    return services.appointments.saveSettings(input);
  }

  @Authorized()
  @Mutation(() => EmailDeliveryPayload, { description: 'Sends a queued or failed e-mail again now' })
  resendEmail(@IdArg() id: string, @Ctx() { services }: Context): Promise<EmailDeliveryPayload> {
    return services.outbox.resend(id);
  }

  @FieldResolver(() => [OutboxEmail], { description: 'The e-mails about this appointment and their delivery state' })
  emails(@Root() appointment: Appointment, @Ctx() { services }: Context): Promise<OutboxEmail[]> {
    return services.outbox.forAppointment(appointment.id);
  }
}
