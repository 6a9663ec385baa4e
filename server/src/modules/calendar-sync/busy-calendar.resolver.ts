import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { MAX_BUSY_CALENDARS } from '@plumbing/shared';
import { IdArg } from '../../lib/id-arg';
import { OwnerOnly } from '../auth';
import { BusyCalendar } from './busy-calendar.entity';
import { BusyCalendarInput } from './busy-calendar.inputs';
import type { BusyCalendarService } from './busy-calendars.service';

/** The owner's own calendars that keep times busy (issue #50): their addresses open private calendars, so every operation is the owner's alone. */
@Resolver()
export class BusyCalendarResolver {
  constructor(private readonly services: { busyCalendars: BusyCalendarService }) {}

  @OwnerOnly()
  @Query(() => [BusyCalendar], { description: "The owner's calendars whose events keep times busy, oldest first" })
  busyCalendars(): Promise<BusyCalendar[]> {
    return this.services.busyCalendars.list();
  }

  @OwnerOnly()
  @Mutation(() => BusyCalendar, {
    description: `Adds a calendar (at most ${MAX_BUSY_CALENDARS}) and reads it at once; its address is never answered`,
  })
  addBusyCalendar(@Arg('input') input: BusyCalendarInput): Promise<BusyCalendar> {
    return this.services.busyCalendars.add(input);
  }

  @OwnerOnly()
  @Mutation(() => BusyCalendar, { description: 'Changes its name, crew or address; a new address or crew is read at once' })
  updateBusyCalendar(@IdArg() id: string, @Arg('input') input: BusyCalendarInput): Promise<BusyCalendar> {
    return this.services.busyCalendars.update(id, input);
  }

  @OwnerOnly()
  @Mutation(() => Boolean, { description: 'Deletes a calendar and the busy times it gave; false when there is none' })
  deleteBusyCalendar(@IdArg() id: string): Promise<boolean> {
    return this.services.busyCalendars.delete(id);
  }
}
