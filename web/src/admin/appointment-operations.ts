import { graphql } from '../gql';

export const AdminAppointmentsQuery = graphql(`
  query AdminAppointments {
    appointments {
      id
      customerName
      customerEmail
      customerPhone
      serviceType
      preferredDate
      description
      status
      createdAt
      emails {
        id
        kind
        to
        subject
        status
        attempts
        lastError
        sentAt
      }
    }
  }
`);

export const SetAppointmentStatusMutation = graphql(`
  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!) {
    setAppointmentStatus(id: $id, status: $status) {
      appointment {
        id
        status
        emails {
          id
          kind
          to
          subject
          status
          attempts
          lastError
          sentAt
        }
      }
      emailSent
      emailError
    }
  }
`);

export const DeleteAppointmentMutation = graphql(`
  mutation DeleteAppointment($id: ID!) {
    deleteAppointment(id: $id)
  }
`);

export const ResendEmailMutation = graphql(`
  mutation ResendAppointmentEmail($id: ID!) {
    resendEmail(id: $id) {
      sent
      error
    }
  }
`);
