import { graphql } from '../../../gql';

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
