import { useQuery } from '@apollo/client/react';
import { ProjectServiceAreasQuery } from './projects-operations';

/**
 * The areas a project may have been done in (issue #42): the business profile's, by name, with
 * `current` kept when it has left the profile since, so that the editor never drops it unseen.
 */
export function useServiceAreaOptions(current: string): { options: Array<{ value: string; label: string }>; loading: boolean } {
  const { data, loading } = useQuery(ProjectServiceAreasQuery);
  const areas = data?.businessProfile.serviceAreas ?? [];
  const gone =
    current && !loading && !areas.some(({ slug }) => slug === current)
      ? [{ value: current, label: `${current} (no longer a service area)` }]
      : [];
  return {
    options: [{ value: '', label: 'None' }, ...areas.map(({ name, slug }) => ({ value: slug, label: name })), ...gone],
    loading,
  };
}
