import { graphql } from '../../../gql';

export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      active
      createdAt
    }
  }
`);

export const RotateCalendarFeedMutation = graphql(`
  mutation RotateCalendarFeed {
    rotateCalendarFeed {
      url
      webcalUrl
      createdAt
    }
  }
`);

/** The owner's own calendars that keep times busy (issue #50), with the crews one may block. */
export const BusyCalendarsQuery = graphql(`
  query BusyCalendars {
    busyCalendars {
      id
      name
      shownUrl
      crew
      lastReadAt
      busyCount
      failingSince
      problem
    }
    appointmentSettings {
      crews {
        id
        name
      }
    }
  }
`);

export const AddBusyCalendarMutation = graphql(`
  mutation AddBusyCalendar($input: BusyCalendarInput!) {
    addBusyCalendar(input: $input) {
      id
    }
  }
`);

export const UpdateBusyCalendarMutation = graphql(`
  mutation UpdateBusyCalendar($id: ID!, $input: BusyCalendarInput!) {
    updateBusyCalendar(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteBusyCalendarMutation = graphql(`
  mutation DeleteBusyCalendar($id: ID!) {
    deleteBusyCalendar(id: $id)
  }
`);
