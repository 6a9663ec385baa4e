import type { ComponentProps } from 'react';
import type { GraphiQL } from 'graphiql';

/** A tab's operation, variables and headers (@graphiql/react does not export the type by name). */
type TabDefinition = NonNullable<ComponentProps<typeof GraphiQL>['defaultTabs']>[number];

/** Ready operations a developer can run at once: the public reads, then the admin's appointments list. */
export function defaultTabs(firstBookableDate: string | undefined, headers: string): TabDefinition[] {
  const tab = (query: string, variables?: object): TabDefinition => ({
    query,
    variables: variables && JSON.stringify(variables, null, 2),
    headers,
  });
  return [
    tab(`query Projects {
  projects {
    id
    title
    category
    completionDate
    imageUrl
  }
}
`),
    tab(
      `# The free and taken slots of the next day that can be booked (bookingWindow.firstDate).
query Availability($date: String!) {
  bookingWindow { firstDate lastDate }
  availability(date: $date) { bookable slots { time available } }
}
`,
      { date: firstBookableDate ?? '' },
    ),
    tab(
      `query PageBySlug($slug: String!) {
  pageBySlug(slug: $slug) {
    slug
    title
    content
  }
}
`,
      { slug: 'water-heater-services' },
    ),
    tab(`# Admin only: without the signed-in admin's token in the headers it answers "User is not authenticated".
query Appointments {
  appointments {
    id
    customerName
    serviceType
    preferredDate
    status
  }
}
`),
  ];
}
