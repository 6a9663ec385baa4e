import ICAL from 'ical.js';
import { calendarInvite, type CalendarEvent } from './ics';

const EVENT: CalendarEvent = {
  uid: 'a1@plumber.example',
  sequence: 0,
  start: new Date('2026-03-10T13:00:00Z'),
  durationMinutes: 60,
  summary: 'Repair Service',
  description: 'Leaking kitchen faucet',
  location: '1200 W Platt St, Tampa, FL 33606',
  organizer: { name: 'Gulf Coast Plumbing', email: 'office@plumber.example' },
  status: 'confirmed',
};

/** The invitation as a calendar app reads it (ical.js, Mozilla's parser). */
function parsed(event: CalendarEvent) {
  const vevent = new ICAL.Component(ICAL.parse(calendarInvite(event).content)).getFirstSubcomponent('vevent')!;
  const organizer = vevent.getFirstProperty('organizer')!;
  return {
    organizer: organizer.getFirstValue(),
    cn: organizer.getParameter('cn'),
    parameters: Object.keys(organizer.toJSON()[1]),
    summary: vevent.getFirstPropertyValue('summary'),
    description: vevent.getFirstPropertyValue('description'),
    location: vevent.getFirstPropertyValue('location'),
  };
}

// Issue #49, item 9: the business's name is the one parameter value written from the owner's text.
describe('the calendar invitation (RFC 5545)', () => {
  it('keeps a business name with double quotes inside its ORGANIZER CN: the organizer stays the business (RFC 6868)', () => {
    const name = 'Gulf "Coast":mailto:evil@example.com;X-A="';
    expect(parsed({ ...EVENT, organizer: { ...EVENT.organizer, name } })).toEqual({
      organizer: 'mailto:office@plumber.example',
      cn: name,
      parameters: ['cn'],
      summary: EVENT.summary,
      description: EVENT.description,
      location: EVENT.location,
    });
  });

  it('reads back every name, summary, description and place as written, whatever characters they hold', () => {
    for (const text of ['Bob\'s "24/7" Plumbing; Drains, Sewers', "A^B ^n ^^ ^'", 'Back\\slash: C:\\x', 'comma, semi;colon, colon: done']) {
      const read = parsed({ ...EVENT, summary: text, description: text, location: text, organizer: { ...EVENT.organizer, name: text } });
      expect([text, read]).toEqual([
        text,
        { organizer: 'mailto:office@plumber.example', cn: text, parameters: ['cn'], summary: text, description: text, location: text },
      ]);
    }
    // A line break or tab in the name cannot start a property: the name is one line (the summary and others keep theirs, escaped).
    expect(parsed({ ...EVENT, organizer: { ...EVENT.organizer, name: 'Gulf\r\nX-EVIL:1\tx' } })).toMatchObject({ cn: 'Gulf X-EVIL:1 x' });
  });
});
