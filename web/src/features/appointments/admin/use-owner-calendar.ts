import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { ChangeCollection, type Closure } from '@plumbing/shared';
import type { OwnerCalendarQuery as OwnerCalendarAnswer } from '../../../gql/graphql';
import { useRefetchOnVisible } from '../../../platform/apollo/use-refetch-on-visible';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { useSiteBusiness } from '../../../platform/site-business';
import { whenIdle } from '../../../ui/later';
import { viewDays, viewRange, type CalendarView } from './business-clock';
import { busyEvents, closedEvents, closedReason, gridHours, heldEvents, jobEvents } from './calendar-events';
import { OwnerCalendarQuery } from './owner-schedule-operations';

/**
 * The owner's calendar for a view of `date` (issue #50): its jobs, busy times and closed days as
 * the grid and the agenda draw them, with the times held for rejected requests' customers, kept
 * live: asked again on any change of the appointments or of the busy times (another tab, another
 * device, a booking from the website), and when the tab is shown again. The view last loaded stays
 * on screen while the next one loads.
 */
export function useOwnerCalendar(view: CalendarView, date: string, timeZone: string) {
  const variables = useMemo(() => viewRange(view, date, timeZone), [view, date, timeZone]);
  const { data, previousData, error, loading, refetch } = useQuery(OwnerCalendarQuery, { variables, fetchPolicy: 'cache-first' });
  const refresh = () => void refetch().catch(() => undefined);
  // A view the cache holds is shown from it, and asked for again once it is painted and the browser
  // idle: as cache-and-network would, but the ask's work is no part of a switch (scripts/calendar-bench.mjs).
  const fromCache = !loading && data !== undefined;
  useEffect(
    () => (fromCache ? whenIdle(refresh, 1_000) : undefined),
    // Once for each view shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [variables],
  );
  useDataChanged(ChangeCollection.appointments, refresh);
  useDataChanged(ChangeCollection.busyTimes, refresh);
  useRefetchOnVisible(refetch);
  const { closures } = useSiteBusiness();

  const shown = data ?? previousData;
  const drawn = useMemo(
    () => (shown ? drawnCalendar(shown, view, date, timeZone, closures) : null),
    [shown, view, date, timeZone, closures],
  );
  return { drawn, error, refetch, stale: Boolean(shown) && !data };
}

/** What the grid and the agenda draw of `answer` for a view of `date`. */
function drawnCalendar(answer: OwnerCalendarAnswer, view: CalendarView, date: string, timeZone: string, closures: readonly Closure[]) {
  const settings = answer.appointmentSettings;
  const jobs = jobEvents(answer.calendarJobs, settings.crews, timeZone);
  const busy = busyEvents(answer.busyTimes, settings.crews, timeZone);
  const closed = closedEvents(viewDays(view, date), settings, closures);
  const held = heldEvents(answer.heldTimes, timeZone);
  return {
    /** The view and day drawn (the answer may still be the last view's, while this one loads). */
    view,
    date,
    settings,
    jobs,
    busyTimes: answer.busyTimes,
    heldTimes: answer.heldTimes,
    shades: [...closed, ...busy, ...held],
    hours: gridHours(settings, [...jobs, ...busy, ...held]),
    conflicts: jobs.filter(({ job }) => job.keptOverlapping),
    /** Why the business is closed on `date` (the agenda's day), if it is. */
    dayClosed: closedReason(date, settings, closures),
  };
}
