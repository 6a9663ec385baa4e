import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';
import { Appointment } from '../appointments';
import { ContactMessage } from '../contact';

export const RequestKind = graphqlEnum(
  'RequestKind',
  ['appointment', 'message'],
  'appointment: a booking request; message: a contact-form message',
);
export type RequestKind = ValueOf<typeof RequestKind>;

@ObjectType({ description: "A day's visits on the business zone's calendar" })
export class DayAgenda {
  @Field({ description: 'YYYY-MM-DD in the business time zone' })
  date: string;

  @Field(() => [Appointment], { description: 'Requested, confirmed and completed visits of the day, in order' })
  visits: Appointment[];
}

@ObjectType({ description: 'A booking request or message the owner has not answered yet' })
export class WaitingRequest {
  @Field(() => RequestKind)
  kind: RequestKind;

  @Field(() => ID, { description: "The appointment's or message's id" })
  id: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field({ description: 'The service asked for, as the site names it' })
  service: string;

  @Field({ description: 'When it came in' })
  receivedAt: Date;

  @Field(() => Int, { description: 'How long it has waited, in seconds' })
  waitingSeconds: number;

  @Field(() => Date, { nullable: true, description: 'The visit asked for (booking requests)' })
  visitAt: Date | null;

  @Field(() => Appointment, { nullable: true, description: 'The booking request itself (kind appointment), to act on it from Today' })
  appointment: Appointment | null;

  @Field(() => ContactMessage, { nullable: true, description: 'The message itself (kind message), to read and answer it from Today' })
  message: ContactMessage | null;
}

@ObjectType({ description: "The time from a request's arrival to the owner's first answer, over the last days" })
export class ResponseTimeStats {
  @Field(() => Int, { description: 'How many days back it counts requests and messages' })
  days: number;

  @Field(() => Int, { description: 'Requests and messages of those days already answered' })
  answered: number;

  @Field(() => Int, { description: 'Those still waiting' })
  unanswered: number;

  @Field(() => Int, { nullable: true, description: 'Median time to the first answer, in seconds; null when none was answered' })
  medianSeconds: number | null;

  @Field(() => Int, { nullable: true, description: '90th percentile of the time to the first answer, in seconds' })
  p90Seconds: number | null;
}

@ObjectType({ description: "Today on the owner's phone: the visits, who waits for an answer, how fast answers come" })
export class AdminDashboard {
  @Field(() => DayAgenda)
  today: DayAgenda;

  @Field(() => DayAgenda)
  tomorrow: DayAgenda;

  @Field(() => [WaitingRequest], { description: 'The longest waiting first' })
  waiting: WaitingRequest[];

  @Field(() => ResponseTimeStats)
  responseTime: ResponseTimeStats;
}
