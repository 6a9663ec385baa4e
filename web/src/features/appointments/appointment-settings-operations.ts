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
    minDaysInAdvance
    maxDaysInAdvance
    services {
      serviceType
      minutes
      bookableOnline
    }
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

/** What only the owner's settings screen shows of the job rules (issue #50): which services are confirmed at once, the drive between jobs and the crews. */
export const CrewSettingsFields = graphql(`
  fragment CrewSettingsFields on AppointmentSettings {
    services {
      serviceType
      confirmAtOnce
    }
    travelBufferMinutes
    crews {
      id
      name
    }
  }
`);

export const AppointmentSettingsQuery = graphql(`
  query AppointmentSettings {
    appointmentSettings {
      ...AppointmentSettingsFields
      ...CustomerMessageSettingsFields
      ...CrewSettingsFields
    }
  }
`);
