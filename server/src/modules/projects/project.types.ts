import { graphqlEnum, type ValueOf } from '../../lib/graphql-enum';

/** What the projects list may be sorted by (the overview table's columns and the dates). */
export const ProjectOrderBy = graphqlEnum('ProjectOrderBy', ['completionDate', 'title', 'category', 'type', 'createdAt', 'updatedAt']);
export type ProjectOrderBy = ValueOf<typeof ProjectOrderBy>;

export const SortDirection = graphqlEnum('SortDirection', ['asc', 'desc']);
export type SortDirection = ValueOf<typeof SortDirection>;
