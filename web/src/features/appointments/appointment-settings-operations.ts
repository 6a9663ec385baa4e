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

/** What only the owner's settings screen shows: the customers' own changes, the reminders and the review request (issue #18). */
export const CustomerMessageSettingsFields = graphql(`
  fragment CustomerMessageSettingsFields on AppointmentSettings {
    changeCutoffHours
    reminderLeadHours
    reviewDelayHours
  }
`);

export const AppointmentSettingsQuery = graphql(`
  query AppointmentSettings {
    appointmentSettings {
      ...AppointmentSettingsFields
      ...CustomerMessageSettingsFields
    }
  }
`);
