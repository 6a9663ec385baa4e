import { graphql } from '../../../gql';
import type { OwnerCalendarQuery as OwnerCalendarAnswer } from '../../../gql/graphql';

/**
 * What the owner's calendar reads for a range (issue #50): its jobs, the owner's busy times, the
 * times held for rejected requests' customers, and the rules that shape the grid.
 */
export const OwnerCalendarQuery = graphql(`
  query OwnerCalendar($from: DateTimeISO!, $to: DateTimeISO!) {
    calendarJobs(from: $from, to: $to) {
      ...AdminAppointmentFields
    }
    busyTimes(from: $from, to: $to) {
      startsAt
      endsAt
      crew
    }
    heldTimes(from: $from, to: $to) {
      appointmentId
      customerName
      startsAt
      endsAt
      crew
      heldUntil
    }
    appointmentSettings {
      ...JobRulesFields
    }
  }
`);

export type CalendarSettings = OwnerCalendarAnswer['appointmentSettings'];
export type CalendarBusyTime = OwnerCalendarAnswer['busyTimes'][number];
export type CalendarHeldTime = OwnerCalendarAnswer['heldTimes'][number];

/**
 * The rules the calendar, the dialog's Move and the New job form read (issue #50): the working days
 * and hours, the services' lengths, the drive and the crews. One set of fields for all three, so
 * that none of their answers leaves the others' fields missing from the cache.
 */
export const JobRulesFields = graphql(`
  fragment JobRulesFields on AppointmentSettings {
    availableDays
    availableHours {
      start
      end
    }
    services {
      serviceType
      minutes
      bookableOnline
    }
    ...CrewSettingsFields
  }
`);

export const JobSettingsQuery = graphql(`
  query JobSettings {
    appointmentSettings {
      ...JobRulesFields
    }
  }
`);

/** The start times of a day and whether a job fits at each (a move's own job does not stand in its way). */
export const JobStartsQuery = graphql(`
  query JobStarts($date: String!, $serviceType: ServiceType!, $crew: Int, $appointmentId: ID) {
    jobStarts(date: $date, serviceType: $serviceType, crew: $crew, appointmentId: $appointmentId) {
      ...DayTimesFields
    }
  }
`);

/** What a move or a job taken by phone answers: the job as the calendar shows it, and the e-mail it caused. */
export const JobChangeFields = graphql(`
  fragment JobChangeFields on AppointmentStatusPayload {
    appointment {
      ...AdminAppointmentFields
    }
    emailSent
    emailError
    emailRecorded
  }
`);

export const MoveAppointmentMutation = graphql(`
  mutation MoveAppointment($id: ID!, $startsAt: DateTimeISO!, $crew: Int) {
    moveAppointment(id: $id, startsAt: $startsAt, crew: $crew) {
      ...JobChangeFields
    }
  }
`);

export const AssignAppointmentCrewMutation = graphql(`
  mutation AssignAppointmentCrew($id: ID!, $crew: Int!) {
    assignAppointmentCrew(id: $id, crew: $crew) {
      ...AdminAppointmentFields
    }
  }
`);

export const CreatePhoneJobMutation = graphql(`
  mutation CreatePhoneJob($input: PhoneJobInput!) {
    createPhoneJob(input: $input) {
      ...JobChangeFields
    }
  }
`);
