import { Field, ObjectType } from 'type-graphql';
import type { BookingRefusal } from '@plumbing/shared';
import { Appointment, AppointmentStatus, ServiceType } from './appointment.entity';

/** Success, or why not: what every answer to a customer's booking or change says. */
@ObjectType()
abstract class BookingAnswer {
  @Field()
  success: boolean;

  @Field(() => String, { nullable: true })
  error?: string;

  @Field(() => String, { nullable: true })
  code?: BookingRefusal;
}

@ObjectType({
  description:
    'The answer to a booking request: success, or why not (code: SLOT_TAKEN, SLOT_UNAVAILABLE, SCHEDULING_DISABLED, RATE_LIMITED, NOT_TAKEN)',
})
export class RequestAppointmentPayload extends BookingAnswer {
  @Field({
    description:
      'Taken while the booking system could not be reached: kept safely and entered when it is back; the office confirms by phone or e-mail',
  })
  queued: boolean;

  @Field(() => String, { nullable: true, description: 'Words for the customer instead of the usual confirmation (a queued request)' })
  notice?: string;

  @Field({
    description:
      'Confirmed when it was made: the owner confirms bookings of this service at once (issue #50); the receipt is the confirmation',
  })
  confirmed: boolean;

  @Field({
    description:
      'Whether the customer is e-mailed about the request (e-mail is set up: SMTP_URL); without it the office calls to confirm (issue #51)',
  })
  confirmationByEmail: boolean;

  @Field(() => String, {
    nullable: true,
    description: "A taken request's calendar event UID: the event the customer saves is the one the owner's confirmation updates",
  })
  calendarUid?: string;
}

@ObjectType()
export class AppointmentStatusPayload {
  @Field(() => Appointment)
  appointment: Appointment;

  @Field({ description: 'Whether the e-mail this change causes went out at the first try' })
  emailSent: boolean;

  @Field(() => String, { nullable: true, description: "Why it did not (prefixed 'email: '); it stays queued and is retried" })
  emailError?: string;

  @Field({
    description: 'Whether the e-mail was only recorded, not sent, because e-mail is not set up (no SMTP_URL): the customer was not told',
  })
  emailRecorded: boolean;
}

@ObjectType()
export class EmailDeliveryPayload {
  @Field()
  sent: boolean;

  @Field({ description: 'Only recorded, not sent: e-mail is not set up (no SMTP_URL)' })
  recorded: boolean;

  @Field(() => String, { nullable: true })
  error?: string;
}

@ObjectType({ description: 'An appointment as its manage link shows it to the customer: no other customer data' })
export class ManagedAppointment {
  /** Whose it is, for the fields read apart (the proposed times); never shown. */
  appointmentId: string;

  @Field(() => ServiceType)
  serviceType: ServiceType;

  @Field({ description: 'The start of the booked slot' })
  startsAt: Date;

  @Field(() => AppointmentStatus)
  status: AppointmentStatus;

  @Field({ description: "The customer's first name" })
  firstName: string;

  @Field({ description: 'Whether it can still be cancelled or moved online' })
  canChange: boolean;

  @Field(() => String, { nullable: true, description: 'Why it cannot (the code of BookingRefusal): NOT_CHANGEABLE or TOO_CLOSE' })
  changeRefusalCode?: BookingRefusal;

  @Field(() => String, { nullable: true, description: 'Why it cannot, in words for the customer' })
  changeRefusal?: string;
}

@ObjectType({ description: 'The answer to a change through the manage link: success, or why not (code: a BookingRefusal)' })
export class ManageAppointmentPayload extends BookingAnswer {
  @Field(() => ManagedAppointment, { nullable: true, description: 'The appointment as it is now (none when the link is not valid)' })
  appointment?: ManagedAppointment;
}
