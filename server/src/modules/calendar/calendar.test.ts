import ICAL from 'ical.js';
import { buildAppointment, buildAppointmentSettings } from '../../../test/factories';
import {
  APPOINTMENTS,
  CALENDAR_FEED,
  REQUEST_APPOINTMENT,
  ROTATE_CALENDAR_FEED,
  SAVE_APPOINTMENT_SETTINGS,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

// The feed is read on Sunday 2026-10-25, a week before daylight saving time ends in New York (2026-11-01).
const FEED_READ_AT = new Date('2026-10-25T12:00:00Z');
const onClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);

describe('the calendar feed: GET /calendar/{token}.ics', () => {
  let server: TestServer;
  let token: string;
  let bookedAt = new Date('2026-09-14T14:00:00Z');
  let ip = 0;
  const ids: Record<string, string> = {};

  async function book(customerName: string, preferredDate: string) {
    const answer = await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ customerName, preferredDate }) }, undefined, {
      'x-forwarded-for': `10.4.0.${++ip}`,
    });
    expect([customerName, answer.body.data.requestAppointment]).toEqual([customerName, { success: true, error: null, code: null }]);
  }
  const setStatus = (name: string, status: string) => server.graphql(SET_APPOINTMENT_STATUS, { id: ids[name], status }, token);
  const rotate = async () => (await server.graphql(ROTATE_CALENDAR_FEED, {}, token)).body.data.rotateCalendarFeed;
  const get = (url: string) => fetch(url.replace(server.config.publicUrl, server.url));
  function events(text: string) {
    return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        status: component.getFirstPropertyValue('status'),
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
      };
    });
  }

  beforeAll(async () => {
    server = await startTestServer({
      overrides: { appointments: { now: () => bookedAt }, calendar: { now: () => FEED_READ_AT }, mail: { pollMs: 60_000 } },
    });
    token = await server.adminToken();
    await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: buildAppointmentSettings({ maxDaysInAdvance: 200 }) }, token);
    await book('Olga Past', '2026-09-21T13:00:00.000Z'); // 34 days before the feed is read: too old
    await book('Rita Recent', '2026-09-28T13:00:00.000Z'); // 27 days before: kept
    bookedAt = new Date('2026-10-20T14:00:00Z');
    await book('Dana Rivera', '2026-10-30T13:00:00.000Z'); // Friday 9:00 AM EDT, pending
    await book('Eli Moss', '2026-11-02T14:00:00.000Z'); // Monday 9:00 AM EST, confirmed
    await book('Cal Cancelled', '2026-11-03T14:00:00.000Z');
    await book('Rex Rejected', '2026-11-04T14:00:00.000Z');
    await book('Fay Far', '2027-01-25T14:00:00.000Z'); // 92 days after: too far
    for (const { id, customerName } of (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments) ids[customerName] = id;
    await setStatus('Rita Recent', 'confirmed');
    await setStatus('Eli Moss', 'confirmed');
    await setStatus('Cal Cancelled', 'cancelled');
    await setStatus('Rex Rejected', 'rejected');
  });
  afterAll(() => server.close());

  it('holds every pending and confirmed visit from 30 days back to 90 ahead, one VEVENT each with a stable UID, right on both sides of the DST change', async () => {
    expect((await server.graphql(CALENDAR_FEED, {}, token)).body.data.calendarFeed).toEqual({ active: false, createdAt: null });
    const link = await rotate();
    expect(link.url).toMatch(new RegExp(`^${server.config.publicUrl}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(link.webcalUrl).toBe(link.url.replace(/^http:/, 'webcal:'));
    expect((await server.graphql(CALENDAR_FEED, {}, token)).body.data.calendarFeed).toEqual({
      active: true,
      createdAt: FEED_READ_AT.toISOString(),
    });

    const response = await get(link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    const feed = events(text);
    expect(feed.map(({ summary, status }) => [summary, status])).toEqual([
      ['Repair Service – Rita Recent', 'CONFIRMED'],
      ['Repair Service – Dana Rivera', 'TENTATIVE'],
      ['Repair Service – Eli Moss', 'CONFIRMED'],
    ]);
    const [, dana, eli] = feed;
    // 9:00 AM on the business's clocks before and after the change: 13:00 UTC, then 14:00 UTC.
    expect([onClock(dana.start), onClock(eli.start)]).toEqual(['Fri, Oct 30, 9:00 AM EDT', 'Mon, Nov 2, 9:00 AM EST']);
    expect([dana.start.toISOString(), eli.start.toISOString()]).toEqual(['2026-10-30T13:00:00.000Z', '2026-11-02T14:00:00.000Z']);
    // A repair: the owner's calendar shows its real length (issue #50).
    expect(eli.end.getTime() - eli.start.getTime()).toBe(120 * 60_000);
    expect(dana.uid).toBe(`${ids['Dana Rivera']}@${new URL(server.config.publicUrl).hostname}`);
    expect(dana.description).toBe('Phone: (813) 555-0100\nEmail: dana@example.com\nRequested, not confirmed yet\n\nLeaking kitchen faucet');

    // Read again, the same visits are the same events.
    expect(events(await (await get(link.url)).text()).map((event) => event.uid)).toEqual(feed.map((event) => event.uid));
  });

  it('a new address makes the old one answer 404; unknown and malformed addresses answer 404 too', async () => {
    const before = await rotate();
    expect((await get(before.url)).status).toBe(200);
    const after = await rotate();
    expect(after.url).not.toBe(before.url);
    const old = await get(before.url);
    expect([old.status, old.headers.get('cache-control'), await old.text()]).toEqual([404, 'no-store', 'Not found']);
    expect((await get(after.url)).status).toBe(200);
    for (const path of [
      `/calendar/${'A'.repeat(43)}.ics`,
      '/calendar/short.ics',
      `/calendar/${after.url.split('/').pop()!.replace('.ics', '')}`,
    ]) {
      expect([path, (await fetch(`${server.url}${path}`)).status]).toEqual([path, 404]);
    }
  });

  it('a business name with a line break (saved before names were checked) cannot add lines to the feed (issue #37)', async () => {
    const link = await rotate();
    await server.app.services.db.query(`UPDATE business_profile SET name = $1`, [
      'Bayside\r\nBEGIN:VEVENT\r\nSUMMARY:Injected\r\nEND:VEVENT\r\nX-EVIL:1',
    ]);
    await server.app.services.changeEvents.publish('businessProfile', 'updated', '1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = await (await get(link.url)).text();
    expect(text.match(/^BEGIN:VEVENT/gm)).toHaveLength(3);
    expect(text).not.toMatch(/^(SUMMARY:Injected|X-EVIL)/m);
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('x-wr-calname')).toBe(
      'Bayside BEGIN:VEVENT SUMMARY:Injected END:VEVENT X-EVIL:1 appointments',
    );
  });

  it('refuses the feed’s admin operations without the admin token', async () => {
    for (const answer of [await server.graphql(CALENDAR_FEED), await server.graphql(ROTATE_CALENDAR_FEED)]) {
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors![0]).toMatchObject({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });
});
