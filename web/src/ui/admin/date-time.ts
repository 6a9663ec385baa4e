import { wallClock } from '@plumbing/shared';
import { MONTH_NAMES } from '../date-labels';

/** 'Mar 10, 2026 09:30' in the business time zone (spec §9: MMM dd, yyyy HH:mm), as the admin lists show a time. */
export function formatDateTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return 'Invalid Date';
  const { date, time } = wallClock(instant, timeZone);
  const [year, month, day] = date.split('-');
  return `${MONTH_NAMES[Number(month) - 1].slice(0, 3)} ${day}, ${year} ${time}`;
}
