import { graphql } from '../../../gql';

export const ManagedAppointmentQuery = graphql(`
  query ManagedAppointment($token: String!) {
    appointmentByToken(token: $token) {
      ...ManagedAppointmentFields
    }
    ...SchedulingRulesFields
  }
`);

export const ManagedAppointmentFields = graphql(`
  fragment ManagedAppointmentFields on ManagedAppointment {
    serviceType
    startsAt
    status
    firstName
    canChange
    changeRefusalCode
    changeRefusal
  }
`);

export const ManageAppointmentResultFields = graphql(`
  fragment ManageAppointmentResultFields on ManageAppointmentPayload {
    success
    error
    code
    appointment {
      ...ManagedAppointmentFields
    }
  }
`);

export const CancelAppointmentByTokenMutation = graphql(`
  mutation CancelAppointmentByToken($token: String!) {
    cancelAppointmentByToken(token: $token) {
      ...ManageAppointmentResultFields
    }
  }
`);

export const RescheduleAppointmentByTokenMutation = graphql(`
  mutation RescheduleAppointmentByToken($token: String!, $preferredDate: DateTimeISO!) {
    rescheduleAppointmentByToken(token: $token, preferredDate: $preferredDate) {
      ...ManageAppointmentResultFields
    }
  }
`);
