import { Writable } from 'node:stream';
import pino from 'pino';
import { startCalendarServer, type CalendarServer } from '@plumbing/test-support';
import { BUSY_CALENDAR_FAILURES, BusyCalendarMessages, MAX_BUSY_CALENDARS } from '@plumbing/shared';
import { icalendar, vevent } from '../../../test/calendar-files';
import {
  ADD_BUSY_CALENDAR,
  BUSY_CALENDARS,
  BUSY_TIMES,
  DELETE_BUSY_CALENDAR,
  SITE_WARNINGS_WITH_LINKS,
  UPDATE_BUSY_CALENDAR,
  type BusyCalendarValues,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York.
const NOW = new Date('2026-03-02T15:00:00Z');
const MINUTE = 60_000;
/** The part of a private address that opens the calendar, as Google's "secret address in iCal format" has it. */
const SECRET = 'private-5f0c2a9e81d44b7f93a6c0de12ab34cd';
const PATH = `/calendar/ical/owner%40example.com/${SECRET}/basic.ics`;
const DENTIST = icalendar(...vevent('DTSTART:20260310T150000Z', 'DTEND:20260310T160000Z'));
const DENTIST_SPAN = { startsAt: '2026-03-10T15:00:00.000Z', endsAt: '2026-03-10T16:00:00.000Z', crew: null };

describe("an owner's calendar that cannot be read (issue #50)", () => {
  let server: TestServer;
  let calendars: CalendarServer;
  let token: string;
  let clock = NOW;
  /** Every line the app logged, every GraphQL answer it gave. */
  const logged: string[] = [];
  const answers: string[] = [];

  beforeAll(async () => {
    calendars = await startCalendarServer();
    server = await startTestServer({
      env: { OUTBOUND_ALLOW_LOOPBACK: 'true' },
      overrides: { 'calendar-sync': { now: () => clock, pollMs: 3_600_000, limits: { timeoutMs: 1_000 } } },
      logger: pino(
        { level: 'trace' },
        new Writable({
          write(chunk, _encoding, done) {
            logged.push(String(chunk));
            done();
          },
        }),
      ),
    });
    token = await server.adminToken();
  });
  afterEach(async () => {
    for (const { id } of await listed()) await call(DELETE_BUSY_CALENDAR, { id });
  });
  afterAll(async () => {
    await server?.close();
    await calendars?.stop();
  });

  async function call<Data, Variables>(operation: Parameters<TestServer['graphql']>[0], variables?: Variables) {
    const answer = await server.graphql(operation as string, variables as Record<string, unknown>, token);
    answers.push(JSON.stringify(answer.body));
    return answer.body as { data: Data; errors?: Array<{ message: string }> };
  }
  const add = (input: BusyCalendarValues) => call<{ addBusyCalendar: { id: string } }, unknown>(ADD_BUSY_CALENDAR, { input });
  const listed = async () => (await call<{ busyCalendars: Array<Record<string, unknown>> }, unknown>(BUSY_CALENDARS)).data.busyCalendars;
  const busyTimes = async () =>
    (await call<{ busyTimes: unknown[] }, unknown>(BUSY_TIMES, { from: '2026-03-10T00:00:00Z', to: '2026-03-11T00:00:00Z' })).data
      .busyTimes;
  const calendarWarnings = async () =>
    (await server.graphql(SITE_WARNINGS_WITH_LINKS, {}, token)).body.data.siteWarnings.filter((warning) => warning.part === 'calendars');
  /** Moves the clock and reads what is due, as every instance does every 30 seconds. */
  const later = async (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * MINUTE);
    await server.app.services.busyCalendarReader.readDue();
  };

  it('keeps its last good busy times, says why, and is said on Today after 30 minutes; the address is never answered nor logged', async () => {
    calendars.serve(PATH, { body: DENTIST });
    const { data } = await add({ url: calendars.url(PATH), name: 'Personal' });
    const { id } = data.addBusyCalendar;
    expect(await listed()).toEqual([
      expect.objectContaining({ name: 'Personal', shownUrl: expect.stringMatching(/^127\.0\.0\.1:\d+\/…asic\.ics$/), busyCount: 1 }),
    ]);
    expect(await busyTimes()).toEqual([DENTIST_SPAN]);

    // Each way of failing: the last good copy keeps blocking, and the reason is said.
    const failures: Array<[Parameters<CalendarServer['serve']>[1], keyof typeof BUSY_CALENDAR_FAILURES]> = [
      [{ status: 404, body: 'Not Found', contentType: 'text/html' }, 'notFound'],
      [{ body: `${DENTIST}${' '.repeat(5 * 1024 * 1024)}` }, 'tooLarge'],
      [{ body: '<!doctype html><title>Sign in</title>', contentType: 'text/html' }, 'notCalendar'],
      [{ stall: true }, 'timedOut'],
    ];
    for (const [answer, problem] of failures) {
      calendars.serve(PATH, answer);
      await later(5);
      expect([problem, await listed()]).toEqual([
        problem,
        [expect.objectContaining({ problem, failingSince: '2026-03-02T15:05:00.000Z' })],
      ]);
      expect(await busyTimes()).toEqual([DENTIST_SPAN]);
    }
    // Failing since 15:05: at 15:25 nothing is said yet; at 15:35 Today says it, with the way to fix it.
    expect(clock.toISOString()).toBe('2026-03-02T15:20:00.000Z');
    await later(5);
    expect(await calendarWarnings()).toEqual([]);
    await later(10);
    expect(await calendarWarnings()).toEqual([
      {
        part: 'calendars',
        title: BusyCalendarMessages.failingWarning('“Personal”', 'Mon, Mar 2, 2026, 10:05 AM ET', BUSY_CALENDAR_FAILURES.timedOut),
        action: BusyCalendarMessages.failingWarningHint,
        link: { label: 'Open Notifications & Calendar', to: '/admin/notifications' },
        dismissible: false,
      },
    ]);

    // Fixed: read at the next turn, the warning goes.
    calendars.serve(PATH, { body: icalendar() });
    await later(5);
    expect(await listed()).toEqual([expect.objectContaining({ problem: null, failingSince: null, busyCount: 0 })]);
    expect(await busyTimes()).toEqual([]);
    expect(await calendarWarnings()).toEqual([]);

    // Renamed, the address stays; given a new one, it is read at once.
    await call(UPDATE_BUSY_CALENDAR, { id, input: { name: 'Home' } });
    calendars.serve(`${PATH}?v=2`, { body: DENTIST });
    const moved = await call<{ updateBusyCalendar: Record<string, unknown> }, unknown>(UPDATE_BUSY_CALENDAR, {
      id,
      input: { name: 'Home', url: calendars.url(`${PATH}?v=2`) },
    });
    expect(moved.data.updateBusyCalendar).toMatchObject({ name: 'Home', busyCount: 1 });

    // What the site said and logged, and what it keeps, never holds the address.
    expect(answers.filter((text) => text.includes(SECRET))).toEqual([]);
    expect(logged.filter((line) => line.includes(SECRET) || line.includes('basic.ics'))).toEqual([]);
    expect(logged.some((line) => line.includes(id))).toBe(true);
    const [row] = await server.app.services.db.query(`SELECT * FROM busy_calendar`);
    expect(JSON.stringify(row)).not.toContain(SECRET);
  });

  it(`refuses a fourth calendar, and addresses that are not a calendar's`, async () => {
    calendars.serve('/a.ics', { body: icalendar() });
    const ids: string[] = [];
    for (let n = 0; n < MAX_BUSY_CALENDARS; n += 1) ids.push((await add({ url: calendars.url('/a.ics') })).data.addBusyCalendar.id);
    expect((await add({ url: calendars.url('/a.ics') })).errors?.[0].message).toBe(BusyCalendarMessages.tooMany);
    for (const id of ids) await call(DELETE_BUSY_CALENDAR, { id });
    expect((await add({ url: '' })).errors?.[0].message).toBe(BusyCalendarMessages.addressMissing);
    expect((await add({ url: 'calendar.google.com/secret' })).errors?.[0].message).toBe(BusyCalendarMessages.addressInvalid);
    expect((await add({ url: 'https://10.0.0.8/cal.ics' })).errors?.[0].message).toBe(BusyCalendarMessages.addressPrivate('10.0.0.8'));
    expect((await add({ url: 'webcal://169.254.169.254/latest/meta-data' })).errors?.[0].message).toBe(
      BusyCalendarMessages.addressPrivate('169.254.169.254'),
    );
    expect(await listed()).toEqual([]);
  });

  it('refuses this machine without the test setting', async () => {
    const production = await startTestServer();
    try {
      const answer = await production.graphql(
        ADD_BUSY_CALENDAR,
        { input: { url: calendars.url('/a.ics') } },
        await production.adminToken(),
      );
      expect(answer.body.errors?.[0].message).toBe(BusyCalendarMessages.addressPrivate('127.0.0.1'));
    } finally {
      await production.close();
    }
  });
});
