import { MONTH_NAMES, wallClock } from '@plumbing/shared';

/** 'Mar 10, 2026 09:30' in the business time zone (spec §9: MMM dd, yyyy HH:mm): the appointments table's date column only. */
export function formatDateTime(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return 'Invalid Date';
  const { date, time } = wallClock(instant, timeZone);
  const [year, month, day] = date.split('-');
  return `${MONTH_NAMES[Number(month) - 1].slice(0, 3)} ${day}, ${year} ${time}`;
}

/**
 * 'Mar 10, 2026, 9:30 AM' in the business time zone: every other time the admin shows (a record's,
 * a backup's, a delivery's), on the 12-hour clock Today and the dialogs use (issue #51).
 */
export function formatTimestamp(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return 'Invalid Date';
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(instant).replace(/\u202f/g, ' ');
}

/** 'Tue, Mar 10 · 9:30 AM' in the business time zone: when a visit is, as a card shows it. */
export function formatVisit(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return 'Invalid Date';
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(instant);
  return `${day} · ${formatClock(iso, timeZone)}`;
}

/** '9:30 AM' in the business time zone. */
export function formatClock(iso: string, timeZone: string): string {
  // Some ICU versions put a narrow no-break space before AM/PM; a plain one reads and searches the same.
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso)).replace(/\u202f/g, ' ');
}

/** How long something took or has waited: '45 min', '2 h 5 min', '3 d 4 h'; under a minute reads '1 min'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
