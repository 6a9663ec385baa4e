import { Mutation, Query, Resolver } from 'type-graphql';
import type { CalendarFeedService } from './calendar.service';
import { CalendarFeedLink, CalendarFeedStatus } from './calendar.types';
import { OwnerOnly } from '../auth';

@Resolver()
export class CalendarResolver {
  constructor(private readonly services: { calendarFeed: CalendarFeedService }) {}

  @OwnerOnly()
  @Query(() => CalendarFeedStatus, { description: "Whether the owner's calendar feed is on" })
  calendarFeed(): Promise<CalendarFeedStatus> {
    return this.services.calendarFeed.status();
  }

  @OwnerOnly()
  @Mutation(() => CalendarFeedLink, {
    description: 'Makes a new private address of the calendar feed; the previous one answers 404 from now on',
  })
  rotateCalendarFeed(): Promise<CalendarFeedLink> {
    return this.services.calendarFeed.rotate();
  }
}
