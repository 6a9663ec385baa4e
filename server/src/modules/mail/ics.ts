import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { oneLine } from '../../lib/single-line';

/** One appointment as a calendar event (RFC 5545); times in UTC, so every calendar shows the right local time. */
export interface CalendarEvent {
  /** The same for every message about one appointment, so calendar apps update or remove the one event. */
  uid: string;
  /** Grows with each change (RFC 5545 §3.8.7.4): a calendar app keeps the message with the highest. */
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  /** Without it the event names no place. */
  location?: string;
  organizer: { name: string; email: string };
  /** confirmed and tentative publish the event; cancelled asks calendar apps to remove it (METHOD:CANCEL). */
  status: 'confirmed' | 'tentative' | 'cancelled';
}

/**
 * A parameter value (the organizer's CN) as RFC 6868 writes what RFC 5545 cannot quote: ^ as ^^ and
 * a double quote as ^' (ical-generator would write \", which ends the value: a business named
 * `A":mailto:x@evil.example;X="` would make x@evil.example the organizer). On one line first.
 */
function parameterValue(text: string): string {
  return oneLine(text).replace(/\^/g, '^^').replace(/"/g, "^'");
}

/** The invitation file and the content type its attachment carries (the method repeated, as RFC 6047 asks). */
export function calendarInvite(event: CalendarEvent, now = new Date()): { content: string; contentType: string } {
  const method = event.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH;
  const calendar = ical({ method, prodId: { company: 'Plumbing site', product: 'Appointments', language: 'EN' } });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    stamp: now,
    start: event.start,
    end: new Date(event.start.getTime() + event.durationMinutes * 60_000),
    summary: event.summary,
    description: event.description,
    location: event.location,
    organizer: { ...event.organizer, name: parameterValue(event.organizer.name) },
    status: { confirmed: ICalEventStatus.CONFIRMED, tentative: ICalEventStatus.TENTATIVE, cancelled: ICalEventStatus.CANCELLED }[
      event.status
    ],
  });
  return { content: calendar.toString(), contentType: `text/calendar; charset=utf-8; method=${method}` };
}
