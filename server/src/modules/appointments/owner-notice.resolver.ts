import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { OwnerOrScope, type RequestContext } from '../auth';
import { Appointment } from './appointment.entity';
import { ManageAppointmentPayload, ManagedAppointment } from './appointment.types';
import type { ClosedDayService } from './closed-days.service';
import { ProposedTime } from './proposal.entity';
import type { ProposalService } from './proposals.service';
import type { SelfService } from './self-service.service';

interface Services {
  appointmentProposals: ProposalService;
  closedDays: ClosedDayService;
  appointmentSelfService: SelfService;
}

/** The times the owner proposed with a rejection, as the customer's manage page shows and books them (issue #50). */
@Resolver(() => ManagedAppointment)
export class ProposedTimesResolver {
  constructor(private readonly services: Services) {}

  @FieldResolver(() => [ProposedTime], {
    description: 'Other times the owner proposed when declining it, held for 48 hours; booking one confirms it at once',
  })
  proposals(@Root() appointment: ManagedAppointment): Promise<ProposedTime[]> {
    return this.services.appointmentProposals.shown(appointment.appointmentId);
  }

  @Mutation(() => ManageAppointmentPayload, {
    description:
      "The customer books one of the times the owner proposed (a proposal's startsAt) through the manage link (public; the token is the credential): confirmed at once, the other times let go",
  })
  bookProposedTimeByToken(
    @Arg('token') token: string,
    @Arg('startsAt') startsAt: Date,
    @Ctx() { clientAddress }: RequestContext,
  ): Promise<ManageAppointmentPayload> {
    return this.services.appointmentSelfService.bookProposalByToken(token, startsAt, clientAddress);
  }

  @OwnerOrScope('appointments:read')
  @Query(() => [Appointment], {
    description: 'The active jobs (pending or confirmed) starting on any of the dates (YYYY-MM-DD): what a closure being saved falls on',
  })
  jobsOnDates(@Arg('dates', () => [String]) dates: string[]): Promise<Appointment[]> {
    return this.services.closedDays.activeJobsOn(dates);
  }

  @OwnerOrScope('appointments:read')
  @Query(() => String, {
    nullable: true,
    description: 'Why the business takes no jobs on the date (a closure, a weekday off), in words; null when it does',
  })
  closedDay(@Arg('date') date: string): Promise<string | null> {
    return this.services.closedDays.closedDay(date);
  }
}

/** The times held for a rejected request's customer, in the owner's dialog. */
@Resolver(() => Appointment)
export class AppointmentProposalsResolver {
  constructor(private readonly services: Services) {}

  @FieldResolver(() => [ProposedTime], {
    description: 'The other times proposed with its rejection, and whether each is still held (issue #50)',
  })
  proposedTimes(@Root() appointment: Appointment): Promise<ProposedTime[]> {
    return this.services.appointmentProposals.shown(appointment.id);
  }
}
