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
