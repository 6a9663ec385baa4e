import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ChangeCollection, todayIn } from '@plumbing/shared';
import { useRefetchOnVisible } from '../../../platform/apollo/use-refetch-on-visible';
import { useDataChanged } from '../../../platform/change-events/use-data-changed';
import { AdminDashboardQuery } from './dashboard-operations';

/** The time now, moving on every minute: how long a request has waited keeps counting while Today is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Today's overview, kept live: asked again on a new booking or message, a change made on another
 * device, the tab shown again, and the new day; `now` moves on every minute.
 */
export function useTodayDashboard(timeZone: string) {
  const { data, error, refetch } = useQuery(AdminDashboardQuery, { fetchPolicy: 'cache-and-network' });
  const refresh = () => void refetch().catch(() => undefined);
  useDataChanged(ChangeCollection.appointments, refresh);
  useDataChanged(ChangeCollection.contactMessages, refresh);
  useRefetchOnVisible(refetch);
  const now = useMinuteClock();
  const dashboard = data?.adminDashboard;
  // Left open past midnight, Today moves on to the new day.
  const stale = dashboard && dashboard.today.date !== todayIn(timeZone, new Date(now));
  useEffect(() => {
    if (stale) void refetch().catch(() => undefined);
  }, [stale, refetch]);
  return { data, dashboard, error, refetch, now };
}
