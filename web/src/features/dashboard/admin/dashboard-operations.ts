import { graphql } from '../../../gql';

/** Today: the visits and the waiting requests carry what their dialogs show, so one tap opens them. */
export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      today {
        date
        visits {
          ...AdminAppointmentFields
        }
      }
      tomorrow {
        date
        visits {
          ...AdminAppointmentFields
        }
      }
      waiting {
        kind
        id
        name
        email
        phone
        service
        receivedAt
        visitAt
        appointment {
          ...AdminAppointmentFields
        }
        message {
          ...AdminContactMessageFields
        }
      }
      responseTime {
        days
        answered
        unanswered
        medianSeconds
        p90Seconds
      }
    }
  }
`);
