import type { WeeklyHours } from '@plumbing/shared';

/** Monday first, as people write ranges like "Mon-Sat"; the index of WeeklyHours is this one's + 1 (mod 7). */
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
const TIME = '(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm)';
const HOURS = new RegExp(`${DAY}\\s*(?:-|–|to)\\s*${DAY}\\s+${TIME}\\s*(?:-|–|to)\\s*${TIME}`, 'i');

function clock(hour: string, minute: string | undefined, meridiem: string): string {
  const h = (Number(hour) % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute ?? '00'}`;
}

/**
 * Opening hours written like "Mon-Sat 7am-6pm" (BUSINESS_HOURS) as a week of ranges, for
 * the first start's profile; null for wording it does not recognise.
 */
export function weeklyHoursFromText(text: string): WeeklyHours | null {
  const match = HOURS.exec(text);
  if (!match) return null;
  const [, fromDay, toDay, openH, openM, openAmPm, closeH, closeM, closeAmPm] = match;
  const index = (day: string) => DAYS.findIndex((d) => d.startsWith(day.toLowerCase().slice(0, 3)));
  const from = index(fromDay);
  const to = index(toDay);
  const days = from <= to ? DAYS.slice(from, to + 1) : [...DAYS.slice(from), ...DAYS.slice(0, to + 1)];
  const open = clock(openH, openM, openAmPm);
  const close = clock(closeH, closeM, closeAmPm);
  return Array.from({ length: 7 }, (_, weekday) => (days.includes(DAYS[(weekday + 6) % 7]) ? [{ open, close }] : []));
}
