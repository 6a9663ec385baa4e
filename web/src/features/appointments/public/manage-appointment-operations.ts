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
    proposals {
      startsAt
      heldUntil
      held
    }
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

/** The customer books one of the times the owner proposed with a rejection (issue #50): confirmed at once. */
export const BookProposedTimeByTokenMutation = graphql(`
  mutation BookProposedTimeByToken($token: String!, $startsAt: DateTimeISO!) {
    bookProposedTimeByToken(token: $token, startsAt: $startsAt) {
      ...ManageAppointmentResultFields
    }
  }
`);
