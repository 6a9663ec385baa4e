import { registerEnumType } from 'type-graphql';

/** What the projects list may be sorted by (the overview table's columns and the dates). */
export enum ProjectOrderBy {
  completionDate = 'completionDate',
  title = 'title',
  category = 'category',
  type = 'type',
  createdAt = 'createdAt',
  updatedAt = 'updatedAt',
}
registerEnumType(ProjectOrderBy, { name: 'ProjectOrderBy' });

export enum SortDirection {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

