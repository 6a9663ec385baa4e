import { startCalendarServer, type CalendarServer } from '@plumbing/test-support';
import { buildAppointment, buildAppointmentSettings, halfHours } from '../../../test/factories';
import { icalendar, OUTLOOK_EASTERN, vevent } from '../../../test/calendar-files';
import {
  ADD_BUSY_CALENDAR,
  AVAILABILITY,
  BUSY_TIMES,
  DELETE_BUSY_CALENDAR,
  REQUEST_APPOINTMENT,
  SAVE_APPOINTMENT_SETTINGS,
  UPDATE_BUSY_CALENDAR,
  type BusyCalendarValues,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York. Summer time starts on 2026-03-08 and ends on 2026-11-01.
const NOW = new Date('2026-03-02T15:00:00Z');

/**
 * The owner's work calendar as Outlook publishes it (its own VTIMEZONE, named as no IANA zone is):
 * every Tuesday 10:00-11:00 but the 17th, once more on Thursday the 12th, the 24th moved to the
 * afternoon and the 31st cancelled; beside it, an event in Chicago's zone named without a VTIMEZONE
 * (every Wednesday 9:00 since 2025), a free one, an all-day one, a floating one and a cancelled one.
 */
const WORK = icalendar(
  ...OUTLOOK_EASTERN,
  ...vevent(
    'UID:weekly@test',
    'SUMMARY:Supplier visit',
    'DTSTART;TZID=Eastern Standard Time:20260303T100000',
    'DTEND;TZID=Eastern Standard Time:20260303T110000',
    'RRULE:FREQ=WEEKLY;BYDAY=TU',
    'EXDATE;TZID=Eastern Standard Time:20260317T100000',
    'RDATE;TZID=Eastern Standard Time:20260312T100000',
  ),
  ...vevent(
    'UID:weekly@test',
    'RECURRENCE-ID;TZID=Eastern Standard Time:20260324T100000',
    'DTSTART;TZID=Eastern Standard Time:20260324T140000',
    'DTEND;TZID=Eastern Standard Time:20260324T150000',
  ),
  ...vevent(
    'UID:weekly@test',
    'RECURRENCE-ID;TZID=Eastern Standard Time:20260331T100000',
    'DTSTART;TZID=Eastern Standard Time:20260331T100000',
    'DTEND;TZID=Eastern Standard Time:20260331T110000',
    'STATUS:CANCELLED',
  ),
  ...vevent('DTSTART;TZID=America/Chicago:20250101T090000', 'DTEND;TZID=America/Chicago:20250101T100000', 'RRULE:FREQ=WEEKLY'),
  ...vevent('DTSTART;TZID=America/New_York:20260310T120000', 'DTEND;TZID=America/New_York:20260310T130000', 'TRANSP:TRANSPARENT'),
  ...vevent('DTSTART;VALUE=DATE:20260311', 'DTEND;VALUE=DATE:20260312'),
  ...vevent('DTSTART:20260313T080000', 'DTEND:20260313T083000'),
  ...vevent('DTSTART:20260316T140000Z', 'DTEND:20260316T150000Z', 'STATUS:CANCELLED'),
);

/** The second crew's van service, Friday the 13th 13:00-14:00 in New York. */
const VAN = icalendar(...vevent('DTSTART;TZID=America/New_York:20260313T130000', 'DTEND;TZID=America/New_York:20260313T140000'));

const span = (startsAt: string, endsAt: string, crew: number | null = null) => ({
  startsAt: `${startsAt}:00.000Z`,
  endsAt: `${endsAt}:00.000Z`,
  crew,
});

describe("the owner's own calendars keep times busy (issue #50)", () => {
  let server: TestServer;
  let calendars: CalendarServer;
  let token: string;
  let ip = 0;

  beforeAll(async () => {
    calendars = await startCalendarServer();
    calendars.serve('/work.ics', { body: WORK });
    calendars.serve('/van.ics', { body: VAN });
    server = await startTestServer({
      env: { OUTBOUND_ALLOW_LOOPBACK: 'true' },
      overrides: {
        appointments: { now: () => NOW },
        'calendar-sync': { now: () => NOW, pollMs: 3_600_000 },
        mail: { pollMs: 60_000 },
      },
    });
    token = await server.adminToken();
    const crews = [
      { id: 1, name: 'Mike' },
      { id: 2, name: 'Ana' },
    ];
    await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: buildAppointmentSettings({ crews }) }, token);
  });
  afterAll(async () => {
    await server?.close();
    await calendars?.stop();
  });

  const add = async (input: BusyCalendarValues) => {
    const answer = await server.graphql(ADD_BUSY_CALENDAR, { input }, token);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.addBusyCalendar;
  };
  const busyTimes = async (from: string, to: string) => (await server.graphql(BUSY_TIMES, { from, to }, token)).body.data.busyTimes;
  const unavailable = async (date: string) =>
    (await server.graphql(AVAILABILITY, { date, serviceType: 'inspection' })).body.data.availability.slots
      .filter((slot) => !slot.available)
      .map((slot) => slot.time);
  const book = async (preferredDate: string) =>
    (
      await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ serviceType: 'inspection', preferredDate }) }, undefined, {
        'x-forwarded-for': `10.7.0.${++ip}`,
      })
    ).body.data.requestAppointment;

  it('expands recurring events in their zones across both daylight-saving changes, with their exceptions; free and cancelled ones block nothing', async () => {
    const work = await add({ url: calendars.url('/work.ics'), name: 'Work' });
    expect(work).toMatchObject({ name: 'Work', crew: null, lastReadAt: NOW.toISOString(), failingSince: null, problem: null });

    expect(await busyTimes('2026-03-02T05:00:00Z', '2026-04-02T04:00:00Z')).toEqual([
      span('2026-03-03T15:00', '2026-03-03T16:00'), // Tuesday 10:00 EST
      span('2026-03-04T15:00', '2026-03-04T16:00'), // Wednesday 9:00 CST
      span('2026-03-10T14:00', '2026-03-10T15:00'), // Tuesday 10:00 EDT
      span('2026-03-11T04:00', '2026-03-12T04:00'), // the whole of Wednesday in New York
      span('2026-03-11T14:00', '2026-03-11T15:00'), // Wednesday 9:00 CDT
      span('2026-03-12T14:00', '2026-03-12T15:00'), // the added Thursday
      span('2026-03-13T12:00', '2026-03-13T12:30'), // floating 8:00, read in the business zone
      span('2026-03-18T14:00', '2026-03-18T15:00'), // (the 16th's was cancelled, the 17th's taken out)
      span('2026-03-24T18:00', '2026-03-24T19:00'), // moved to 14:00
      span('2026-03-25T14:00', '2026-03-25T15:00'),
      span('2026-04-01T14:00', '2026-04-01T15:00'), // (the 31st's was cancelled)
    ]);
    expect(await busyTimes('2026-10-26T04:00:00Z', '2026-11-09T05:00:00Z')).toEqual([
      span('2026-10-27T14:00', '2026-10-27T15:00'), // Tuesday 10:00 EDT
      span('2026-10-28T14:00', '2026-10-28T15:00'), // Wednesday 9:00 CDT
      span('2026-11-03T15:00', '2026-11-03T16:00'), // Tuesday 10:00 EST
      span('2026-11-04T15:00', '2026-11-04T16:00'), // Wednesday 9:00 CST
    ]);

    // The public booking form: an hour's inspection and the drive may not reach into Tuesday 10:00-11:00; Wednesday is out all day.
    expect(await unavailable('2026-03-10')).toEqual([...halfHours('09:00', '10:30'), '16:30', '17:00']);
    expect(await unavailable('2026-03-11')).toEqual(halfHours('09:00', '17:00'));
    expect(await book('2026-03-10T14:00:00.000Z')).toMatchObject({ success: false, code: 'SLOT_TAKEN' });
    expect(await book('2026-03-11T17:00:00.000Z')).toMatchObject({ success: false });
    // The free event (Tuesday 12:00) blocks nothing.
    expect(await book('2026-03-10T16:00:00.000Z')).toMatchObject({ success: true });
  });

  it('a calendar blocks the one crew it is given; another crew takes the job; deleting it frees its times', async () => {
    const van = await add({ url: calendars.url('/van.ics'), name: 'Van service', crew: 1 });
    expect(van).toMatchObject({ crew: 1, busyCount: 1 });
    const friday = span('2026-03-13T17:00', '2026-03-13T18:00', 1);
    expect(await busyTimes('2026-03-13T16:00:00Z', '2026-03-14T00:00:00Z')).toEqual([friday]);

    // Crew 2 is free at 13:00: the time is offered and booked, once.
    expect(await unavailable('2026-03-13')).toEqual(['16:30', '17:00']);
    expect(await book('2026-03-13T17:00:00.000Z')).toMatchObject({ success: true });
    expect(await book('2026-03-13T17:00:00.000Z')).toMatchObject({ success: false, code: 'SLOT_TAKEN' });
    const [{ crew }] = await server.app.services.db.query(`SELECT crew FROM appointment WHERE preferred_date = '2026-03-13T17:00:00Z'`);
    expect(crew).toBe(2);

    // Given every crew, it is read again at once.
    const changed = await server.graphql(UPDATE_BUSY_CALENDAR, { id: van.id, input: { name: 'Van service', crew: null } }, token);
    expect(changed.body.data.updateBusyCalendar).toMatchObject({ crew: null, busyCount: 1 });
    expect(await busyTimes('2026-03-13T16:00:00Z', '2026-03-14T00:00:00Z')).toEqual([{ ...friday, crew: null }]);
    // A crew there is not is refused.
    const unknown = await server.graphql(UPDATE_BUSY_CALENDAR, { id: van.id, input: { name: 'Van service', crew: 7 } }, token);
    expect(unknown.body.errors?.[0].message).toBe('There is no crew 7');

    expect((await server.graphql(DELETE_BUSY_CALENDAR, { id: van.id }, token)).body.data.deleteBusyCalendar).toBe(true);
    expect(await busyTimes('2026-03-13T16:00:00Z', '2026-03-14T00:00:00Z')).toEqual([]);
  });
});
