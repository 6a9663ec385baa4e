import { Field, ObjectType } from 'type-graphql';
import type { BookingRefusal } from '@plumbing/shared';
import { Appointment } from './appointment.entity';

@ObjectType({ description: "The answer to a booking request: success, or why not (code: SLOT_TAKEN, SLOT_UNAVAILABLE, SCHEDULING_DISABLED, RATE_LIMITED)" })
export class RequestAppointmentPayload {
  @Field()
  success: boolean;

  @Field(() => String, { nullable: true })
  error?: string;

  @Field(() => String, { nullable: true })
  code?: BookingRefusal;
}

@ObjectType()
export class AppointmentStatusPayload {
  @Field(() => Appointment)
  appointment: Appointment;

  @Field({ description: 'Whether the e-mail this change causes went out at the first try' })
  emailSent: boolean;

  @Field(() => String, { nullable: true, description: "Why it did not (prefixed 'email: '); it stays queued and is retried" })
  emailError?: string;
}

@ObjectType()
export class EmailDeliveryPayload {
  @Field()
  sent: boolean;

  @Field(() => String, { nullable: true })
  error?: string;
}
