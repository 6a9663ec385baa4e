import {
  AppointmentMessages,
  closedDayWords,
  closureOn,
  dateRefusal,
  DomainError,
  ErrorCode,
  isCalendarDate,
  MAX_JOB_DATES,
  OwnerNoticeMessages,
} from '@plumbing/shared';
import type { AppointmentContext } from './appointment-context';
import { ACTIVE_STATUSES, Appointment } from './appointment.entity';
import type { SchedulingService } from './scheduling.service';

/**
 * The owner's days off over booked jobs (issue #50): before a closure is saved,
 * the jobs it would fall on; before a job is confirmed, whether its day is one the business is closed.
 */
export class ClosedDayService {
  constructor(
    private readonly context: AppointmentContext,
    private readonly scheduling: SchedulingService,
  ) {}

  /** The active jobs (pending or confirmed) starting on any of `dates` (YYYY-MM-DD in the business zone), in order. */
  activeJobsOn(dates: readonly string[]): Promise<Appointment[]> {
    if (dates.length > MAX_JOB_DATES) throw new DomainError(ErrorCode.BAD_USER_INPUT, OwnerNoticeMessages.tooManyDates);
    if (!dates.every(isCalendarDate)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    return this.context.deps.db
      .getRepository(Appointment)
      .createQueryBuilder('a')
      .where('a.status IN (:...active)', { active: ACTIVE_STATUSES })
      .andWhere('(a.preferred_date AT TIME ZONE :zone)::date = ANY(CAST(:dates AS date[]))', { zone: this.context.timeZone, dates })
      .orderBy('a.preferred_date', 'ASC')
      .getMany();
  }

  /** Why the business takes no jobs on `date` (a closure, a weekday off), in the owner's words; null when it does. */
  async closedDay(date: string): Promise<string | null> {
    if (!isCalendarDate(date)) throw new DomainError(ErrorCode.BAD_USER_INPUT, AppointmentMessages.invalidDate);
    const calendar = await this.scheduling.bookingCalendar();
    // The booking window does not bind the owner: only the day itself is asked about.
    const refusal = dateRefusal(date, calendar, { firstDate: date, lastDate: date });
    if (refusal === null || refusal === 'outside-window') return null;
    return closedDayWords(refusal, closureOn(date, calendar.closures)?.name);
  }
}
