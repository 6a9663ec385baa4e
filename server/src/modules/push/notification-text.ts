/**
 * How a person is named on a lock screen, where anyone near the phone reads it: the first name and
 * the initial of the last ("Maria P."); the owner opens the notification for the rest.
 */
export function shortName(fullName: string): string {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}

/** At most `length` characters of `text` on one line, cut at a word with "…". */
export function excerpt(text: string, length: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > length / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** "Wed 10:00 AM" within the coming week, "Wed, Mar 18, 10:00 AM" later, on the business zone's clocks. */
export function visitTime(instant: Date, timeZone: string, now: Date): string {
  const withinAWeek = instant.getTime() - now.getTime() < 6 * 24 * 60 * 60 * 1000;
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    ...(withinAWeek ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}
