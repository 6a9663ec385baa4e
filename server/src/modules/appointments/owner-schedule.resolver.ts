import { Arg, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AppointmentMessages, DomainError, ErrorCode } from '@plumbing/shared';
import { isUuid } from '../../lib/uuid';
import { IdArg, notAValidId } from '../../lib/id-arg';
import { OwnerOrScope } from '../auth';
import { DAY_MS } from './appointment-context';
import { Appointment, ServiceType } from './appointment.entity';
import { PhoneJobInput } from './appointment.inputs';
import { AppointmentStatusPayload } from './appointment.types';
import { DayAvailability } from './availability';
import type { OwnerScheduleService } from './owner-schedule.service';
import { BusyTime } from './busy-time.entity';
import type { BusyTimeService } from './busy-time.service';
import { HeldTime } from './proposal.entity';
import type { ProposalService } from './proposals.service';

/** The longest range one calendar read covers: a month's view and its edges (AppointmentMessages.calendarRange says it). */
const MAX_RANGE_DAYS = 62;

function assertRange(from: Date, to: Date): void {
  if (!(to > from) || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
    throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.calendarRange);
}

/** The owner's calendar (issue #50): its jobs, the free times, moving a job, another crew, a job taken by phone. */
@Resolver()
export class OwnerScheduleResolver {
  constructor(
    private readonly services: { ownerSchedule: OwnerScheduleService; busyTimes: BusyTimeService; appointmentProposals: ProposalService },
  ) {}

  @OwnerOrScope('appointments:read')
  @Query(() => [Appointment], { description: `Every job whose time overlaps [from, to), in order (at most ${MAX_RANGE_DAYS} days)` })
  calendarJobs(@Arg('from') from: Date, @Arg('to') to: Date): Promise<Appointment[]> {
    assertRange(from, to);
    return this.services.ownerSchedule.jobsBetween(from, to);
  }

  @OwnerOrScope('appointments:read')
  @Query(() => [BusyTime], { description: `The owner's busy times overlapping [from, to), in order (at most ${MAX_RANGE_DAYS} days)` })
  busyTimes(@Arg('from') from: Date, @Arg('to') to: Date): Promise<BusyTime[]> {
    assertRange(from, to);
    return this.services.busyTimes.between(from, to);
  }

  @OwnerOrScope('appointments:read')
  @Query(() => [HeldTime], {
    description: `The times held for rejected requests' customers whose visit overlaps [from, to), in order (at most ${MAX_RANGE_DAYS} days)`,
  })
  heldTimes(@Arg('from') from: Date, @Arg('to') to: Date): Promise<HeldTime[]> {
    assertRange(from, to);
    return this.services.appointmentProposals.heldBetween(from, to);
  }

  @OwnerOrScope('appointments:read')
  @Query(() => DayAvailability, {
    description:
      "The start times of a day on the owner's calendar and whether a job of the service fits at each (a crew free for it and the drive after it); a move's own job (appointmentId) keeps its length and does not stand in its way",
  })
  jobStarts(
    @Arg('date') date: string,
    @Arg('serviceType', () => ServiceType) serviceType: ServiceType,
    @Arg('crew', () => Int, { nullable: true }) crew?: number,
    @Arg('appointmentId', () => ID, { nullable: true }) appointmentId?: string,
  ): Promise<DayAvailability> {
    if (appointmentId != null && !isUuid(appointmentId)) throw new DomainError(ErrorCode.BAD_USER_INPUT, notAValidId('appointmentId'));
    return this.services.ownerSchedule.freeStarts(date, {
      serviceType,
      crew: crew ?? undefined,
      appointmentId: appointmentId ?? undefined,
    });
  }

  @OwnerOrScope('appointments:write')
  @Mutation(() => AppointmentStatusPayload, {
    description: 'Moves a job to a free start time (and crew); a new time e-mails the customer with their invitation updated',
  })
  moveAppointment(
    @IdArg() id: string,
    @Arg('startsAt') startsAt: Date,
    @Arg('crew', () => Int, { nullable: true }) crew?: number,
  ): Promise<AppointmentStatusPayload> {
    return this.services.ownerSchedule.move(id, startsAt, crew ?? undefined);
  }

  @OwnerOrScope('appointments:write')
  @Mutation(() => Appointment, { description: 'Gives a job to another crew at the same time' })
  assignAppointmentCrew(@IdArg() id: string, @Arg('crew', () => Int) crew: number): Promise<Appointment> {
    return this.services.ownerSchedule.assignCrew(id, crew);
  }

  @OwnerOrScope('appointments:write')
  @Mutation(() => AppointmentStatusPayload, {
    description: 'A job taken by phone: confirmed at once; with an e-mail the customer gets the confirmation and its invitation',
  })
  createPhoneJob(@Arg('input') input: PhoneJobInput): Promise<AppointmentStatusPayload> {
    return this.services.ownerSchedule.createPhoneJob(input);
  }
}
