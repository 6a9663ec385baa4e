import { graphql } from '../../gql';

/** The scheduling rules, as the public form and the admin settings screen both read them. */
export const AppointmentSettingsFields = graphql(`
  fragment AppointmentSettingsFields on AppointmentSettings {
    enableScheduling
    availableDays
    availableHours {
      start
      end
    }
    excludedDates
    minDaysInAdvance
    maxDaysInAdvance
  }
`);

export const AppointmentSettingsQuery = graphql(`
  query AppointmentSettings {
    appointmentSettings {
      ...AppointmentSettingsFields
    }
  }
`);
