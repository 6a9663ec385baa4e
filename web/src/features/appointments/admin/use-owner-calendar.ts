import { useQuery } from '@apollo/client/react';
import { useLayoutEffect, useMemo, useState } from 'react';
import { ChangeCollection } from '@plumbing/shared';
import { useRefetchOnVisible } from '../../../platform/apollo/use-refetch-on-visible';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { useSiteBusiness } from '../../../platform/site-config';
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
  // What is asked follows the view once the screen shows it. Asked at once, a render of the next
  // view set aside (a transition interrupted by an answer) left the view on screen asking for its
  // own range again, the two asking in turn for as long as a draw took (scripts/calendar-bench.mjs).
  // Followed before the browser paints, so no frame of the old view is drawn in between.
  const [asked, setAsked] = useState({ view, date });
  useLayoutEffect(() => setAsked((current) => (current.view === view && current.date === date ? current : { view, date })), [view, date]);
  const variables = useMemo(() => viewRange(asked.view, asked.date, timeZone), [asked, timeZone]);
  const { data, previousData, error, refetch } = useQuery(OwnerCalendarQuery, { variables, fetchPolicy: 'cache-and-network' });
  const refresh = () => void refetch().catch(() => undefined);
  useDataChanged(ChangeCollection.appointments, refresh);
  useDataChanged(ChangeCollection.busyTimes, refresh);
  useRefetchOnVisible(refetch);
  const { closures } = useSiteBusiness();

  const shown = data ?? previousData;
  const drawn = useMemo(() => {
    if (!shown) return null;
    const settings = shown.appointmentSettings;
    const jobs = jobEvents(shown.calendarJobs, settings.crews, timeZone);
    const busy = busyEvents(shown.busyTimes, settings.crews, timeZone);
    const closed = closedEvents(viewDays(asked.view, asked.date), settings, closures);
    const held = heldEvents(shown.heldTimes, timeZone);
    return {
      /** The view and day drawn: those asked, which follow the screen's a render later. */
      ...asked,
      settings,
      jobs,
      busyTimes: shown.busyTimes,
      heldTimes: shown.heldTimes,
      shades: [...closed, ...busy, ...held],
      hours: gridHours(settings, [...jobs, ...busy, ...held]),
      conflicts: jobs.filter(({ job }) => job.keptOverlapping),
      /** Why the business is closed on `date` (the agenda's day), if it is. */
      dayClosed: closedReason(asked.date, settings, closures),
    };
  }, [shown, asked, timeZone, closures]);

  return { drawn, error, refetch, stale: Boolean(shown) && !data };
}
