import { graphql } from '../../../gql';
import type { AdminAppointmentFieldsFragment } from '../../../gql/graphql';

/** What the dialog shows of each e-mail, after a status change as on first load. */
export const AppointmentEmailFields = graphql(`
  fragment AppointmentEmailFields on OutboxEmail {
    id
    kind
    to
    subject
    status
    attempts
    lastError
    sentAt
    scheduledFor
  }
`);

/** What the list, its cards, the details dialog and Today show of an appointment. */
export const AdminAppointmentFields = graphql(`
  fragment AdminAppointmentFields on Appointment {
    id
    customerName
    customerEmail
    customerPhone
    serviceType
    preferredDate
    serviceAddress
    outsideServiceArea
    description
    status
    locale
    createdAt
    crew
    durationMinutes
    keptOverlapping
    bookedBy
    emails {
      ...AppointmentEmailFields
    }
  }
`);

export type AdminAppointment = AdminAppointmentFieldsFragment;

export const AdminAppointmentsQuery = graphql(`
  query AdminAppointments {
    appointments {
      ...AdminAppointmentFields
    }
  }
`);

/** A status change; a rejection or a cancellation may carry a note for the customer (issue #50). */
export const SetAppointmentStatusMutation = graphql(`
  mutation SetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $note: StatusNoteInput) {
    setAppointmentStatus(id: $id, status: $status, note: $note) {
      appointment {
        id
        status
        emails {
          ...AppointmentEmailFields
        }
      }
      emailSent
      emailError
      emailRecorded
    }
  }
`);

/** The customer's photos, asked for each time the dialog opens: their addresses work for minutes (issue #40). */
export const AppointmentPhotosQuery = graphql(`
  query AppointmentPhotos($id: ID!) {
    appointment(id: $id) {
      id
      photos {
        ...CustomerPhotoFields
      }
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
      recorded
      error
    }
  }
`);
