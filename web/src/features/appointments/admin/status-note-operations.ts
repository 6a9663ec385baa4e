import { graphql } from '../../../gql';

/** The free start times of a day for the job being rejected, to propose instead (its own time does not stand in the way). */
export const ProposalStartsQuery = graphql(`
  query ProposalStarts($date: String!, $serviceType: ServiceType!, $appointmentId: ID) {
    jobStarts(date: $date, serviceType: $serviceType, appointmentId: $appointmentId) {
      date
      bookable
      slots {
        time
        startsAt
        available
      }
    }
  }
`);

/** Why the business takes no jobs on a day, asked before a job on it is confirmed; null when it does. */
export const ClosedDayQuery = graphql(`
  query ClosedDay($date: String!) {
    closedDay(date: $date)
  }
`);

/** The active jobs on the days a closure being saved would close. */
export const JobsOnDatesQuery = graphql(`
  query JobsOnDates($dates: [String!]!) {
    jobsOnDates(dates: $dates) {
      ...AdminAppointmentFields
    }
  }
`);
