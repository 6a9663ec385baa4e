import { useQuery } from '@apollo/client/react';
import type { AdminAreaPagesQuery } from '../../../gql/graphql';
import { AdminAreaPagesQuery as AdminAreaPagesDocument } from './area-pages-operations';

export type EditableAreaPage = AdminAreaPagesQuery['areaPages'][number];
export type ProfileArea = AdminAreaPagesQuery['businessProfile']['serviceAreas'][number];

/**
 * The business profile's areas with their pages (issue #42), in the profile's order, and the pages
 * whose area has left the profile. `fetchPolicy`: the list follows the server; the editor starts
 * from what is loaded and asks again.
 */
export function useAreaPages() {
  const { data, error, loading, refetch } = useQuery(AdminAreaPagesDocument, { fetchPolicy: 'cache-and-network' });
  const pages = data?.areaPages ?? [];
  const areas = data?.businessProfile.serviceAreas ?? [];
  const bySlug = new Map(pages.map((page) => [page.slug, page]));
  return {
    loaded: Boolean(data),
    loading: loading && !data,
    error,
    refetch,
    areas: areas.map((area) => ({ area, page: bySlug.get(area.slug) ?? null })),
    orphans: pages.filter((page) => page.areaName === null),
    pages,
  };
}
