import { useQuery } from '@apollo/client/react';
import { ChangeCollection } from '@plumbing/shared';
import type { ServiceType } from '../../../gql/graphql';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { JobStartsQuery } from './owner-schedule-operations';

export interface StartsWanted {
  date: string;
  serviceType: ServiceType;
  /** Only this crew's free times; none: any crew's. */
  crew?: number | null;
  /** The job being moved: it does not stand in its own way. */
  appointmentId?: string;
}

/**
 * The free start times of a day for a job (jobStarts): only these are offered, by the dialog's
 * Move and the New job form. Asked afresh for each choice and again whenever a job changes anywhere.
 */
export function useJobStarts({ date, serviceType, crew, appointmentId }: StartsWanted, skip = false) {
  const { data, loading, error, refetch } = useQuery(JobStartsQuery, {
    variables: { date, serviceType, crew: crew ?? null, appointmentId: appointmentId ?? null },
    fetchPolicy: 'network-only',
    skip,
  });
  useDataChanged(ChangeCollection.appointments, () => {
    if (!skip) void refetch().catch(() => undefined);
  });
  const answer = data?.jobStarts.date === date ? data.jobStarts : undefined;
  return { free: answer?.slots.filter((slot) => slot.available) ?? [], loaded: Boolean(answer), loading, failed: Boolean(error) };
}
