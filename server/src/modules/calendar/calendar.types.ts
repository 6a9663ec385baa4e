import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "Whether the owner's private calendar feed is on; its address is shown only when made" })
export class CalendarFeedStatus {
  @Field()
  active: boolean;

  @Field(() => Date, { nullable: true, description: 'When the current address was made' })
  createdAt: Date | null;
}

@ObjectType({ description: 'A new private address of the calendar feed; the previous one stops working' })
export class CalendarFeedLink {
  @Field({ description: 'https://…/calendar/{token}.ics' })
  url: string;

  @Field({ description: 'The same as webcal://…, which phones and calendar apps open as a subscription' })
  webcalUrl: string;

  @Field()
  createdAt: Date;
}
