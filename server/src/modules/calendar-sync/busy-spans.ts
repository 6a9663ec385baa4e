import ICAL from 'ical.js';
import { addDays, zonedInstant, type TimeSpan } from '@plumbing/shared';

type IcalComponent = InstanceType<typeof ICAL.Component>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** The text is not an iCalendar file (an HTML sign-in page, a vCard, nothing). */
export class NotACalendar extends Error {}

/** Occurrences looked at per event: a rule repeating every minute for years stops there. */
const MAX_STEPS = 50_000;
/** Busy times kept per calendar, the earliest first. */
const MAX_SPANS = 5_000;

/** What a calendar keeps busy, and how many of its events could not be read (left out: the others still count). */
export interface CalendarBusy {
  spans: TimeSpan[];
  unreadable: number;
}

/**
 * The spans an iCalendar file keeps busy over `window`: every event and every occurrence of a
 * recurring one (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides moving or cancelling one), but those
 * marked free (TRANSP:TRANSPARENT) or cancelled. A time is read in the file's own VTIMEZONE, else
 * in the IANA zone its TZID names, else (a floating time, a zone not known) in the business zone
 * `timeZone`; an all-day event keeps its whole days busy in the business zone.
 */
export function busySpans(text: string, window: TimeSpan, timeZone: string): CalendarBusy {
  const busy: CalendarBusy = { spans: [], unreadable: 0 };
  for (const calendar of calendarsIn(text)) {
    const components = calendar.getAllSubcomponents('vevent');
    const isOverride = (component: IcalComponent) => component.hasProperty('recurrence-id');
    const series = new Set(components.filter((component) => !isOverride(component)).map(uidOf));
    for (const component of components) {
      // An override is read with its series; one whose series is not in the file stands alone.
      if (isOverride(component) && series.has(uidOf(component))) continue;
      const exceptions = isOverride(component) ? [] : components.filter((other) => isOverride(other) && uidOf(other) === uidOf(component));
      try {
        busy.spans.push(...occurrences(new ICAL.Event(component, { exceptions, strictExceptions: false }), window, timeZone));
      } catch {
        busy.unreadable += 1; // a broken rule or date in one event
      }
    }
  }
  busy.spans = busy.spans.sort((a, b) => a.start - b.start).slice(0, MAX_SPANS);
  return busy;
}

function calendarsIn(text: string): IcalComponent[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new NotACalendar();
  }
  // One component's jCal, or a list of them when the file holds several.
  const list = Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : (parsed as unknown[]);
  const calendars = list.map((jcal) => new ICAL.Component(jcal as unknown[])).filter((component) => component.name === 'vcalendar');
  if (calendars.length === 0) throw new NotACalendar();
  return calendars;
}

const uidOf = (component: IcalComponent) => String(component.getFirstPropertyValue('uid') ?? '');

function occurrences(event: IcalEvent, window: TimeSpan, timeZone: string): TimeSpan[] {
  const spans: TimeSpan[] = [];
  const keep = (span: TimeSpan | null) => span && span.end > window.start && span.start < window.end && spans.push(span);
  if (!event.isRecurring()) {
    keep(spanOf(event, event.startDate, event.endDate, timeZone));
    return spans;
  }
  const iterator = event.iterator();
  const seriesZone = zoneNamed(event, 'dtstart');
  for (let steps = 0, next = iterator.next(); next && steps < MAX_STEPS; steps += 1, next = iterator.next()) {
    if (instantOf(next, seriesZone, timeZone) >= window.end) break;
    const { item, startDate, endDate } = event.getOccurrenceDetails(next);
    keep(spanOf(item, startDate, endDate, timeZone));
  }
  return spans;
}

/** The span one occurrence keeps busy: none when it is free, cancelled or ends as it starts. */
function spanOf(item: IcalEvent, start: IcalTime, end: IcalTime, timeZone: string): TimeSpan | null {
  const value = (name: string) => String(item.component.getFirstPropertyValue(name) ?? '').toUpperCase();
  if (value('transp') === 'TRANSPARENT' || value('status') === 'CANCELLED') return null;
  if (start.isDate) {
    const last = end.isDate && end.compare(start) > 0 ? dateOf(end) : addDays(dateOf(start), 1);
    return { start: zonedInstant(dateOf(start), '00:00', timeZone).getTime(), end: zonedInstant(last, '00:00', timeZone).getTime() };
  }
  const startZone = zoneNamed(item, 'dtstart');
  const span = { start: instantOf(start, startZone, timeZone), end: instantOf(end, zoneNamed(item, 'dtend') ?? startZone, timeZone) };
  return span.end > span.start ? span : null;
}

/** The TZID a property of the event names, if any. */
function zoneNamed(event: IcalEvent, property: string): string | undefined {
  const tzid = event.component.getFirstProperty(property)?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const dateOf = (time: IcalTime) => `${String(time.year).padStart(4, '0')}-${twoDigits(time.month)}-${twoDigits(time.day)}`;

/** The instant (ms) a time of the file stands for; `tzid` is its property's TZID, which ical.js drops when the file defines no such zone. */
function instantOf(time: IcalTime, tzid: string | undefined, timeZone: string): number {
  if (time.isDate) return zonedInstant(dateOf(time), '00:00', timeZone).getTime();
  if (time.zone?.tzid === 'UTC') return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone?.component) return time.toUnixTime() * 1000; // the file's own VTIMEZONE
  const zone = tzid && isTimeZone(tzid) ? tzid : timeZone;
  return zonedInstant(dateOf(time), `${twoDigits(time.hour)}:${twoDigits(time.minute)}`, zone).getTime() + time.second * 1000;
}

const knownZones = new Map<string, boolean>();

/** Whether the platform knows `name` as an IANA time zone (Outlook's "Eastern Standard Time" it does not). */
function isTimeZone(name: string): boolean {
  let known = knownZones.get(name);
  if (known === undefined && knownZones.size >= 500) knownZones.clear(); // names come from the files: a bounded memory
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(name, known);
  }
  return known;
}
