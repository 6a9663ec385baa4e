import { Client } from 'pg';
import { JobRuleMessages } from '@plumbing/shared';
import { buildAppointment, buildAppointmentSettings, halfHours } from '../../../test/factories';
import { APPOINTMENT_SETTINGS, AVAILABILITY, REQUEST_APPOINTMENT, SAVE_APPOINTMENT_SETTINGS } from '../../../test/operations';
import { createTestDatabase } from '../../../test/test-database';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { openAppDatabase } from '../../database';
import { migrations } from '../../db/migrations';
import { createLogger } from '../../logger';

// Monday 2026-03-02, 10:00 in New York; Tuesday 2026-03-10 is inside the booking window (EDT from 2026-03-08).
const NOW = new Date('2026-03-02T15:00:00Z');
const NINE_AM = '2026-03-10T13:00:00.000Z';
const crews = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Crew ${index + 1}` }));

describe('jobs that take time, on crews (issue #50)', () => {
  let server: TestServer;
  let token: string;
  let ip = 0;
  const book = (input: Record<string, unknown>) =>
    server.graphql(REQUEST_APPOINTMENT, { input }, undefined, { 'x-forwarded-for': `10.2.${(++ip >> 8) & 255}.${ip & 255}` });
  const saveSettings = async (overrides: Record<string, unknown>) => {
    const answer = await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: buildAppointmentSettings(overrides) }, token);
    return answer.body.errors?.[0]?.message ?? answer.body.data.saveAppointmentSettings;
  };
  const rows = () =>
    server.app.services.db.query(
      `SELECT crew, duration_minutes, blocked_until, status FROM appointment WHERE status IN ('pending', 'confirmed') ORDER BY crew`,
    );

  beforeEach(async () => {
    server = await startTestServer({
      env: { BOOKING_REQUESTS_PER_HOUR: '10000' },
      overrides: { appointments: { now: () => NOW, requestRule: { limit: 1000, windowSeconds: 600 } }, mail: { pollMs: 60_000 } },
    });
    token = await server.adminToken();
  });
  afterEach(() => server.close());

  it.each([
    [1, 1],
    [3, 3],
  ])(
    'with %i crew(s), 200 simultaneous requests for overlapping installations make exactly %i booking(s)',
    async (count, booked) => {
      expect(await saveSettings({ crews: crews(count) })).toMatchObject({ crews: crews(count) });
      // Installations starting 9:00 to 11:00: each overlaps every other (4 hours and the drive).
      const starts = ['13:00', '13:30', '14:00', '14:30', '15:00'].map((time) => `2026-03-10T${time}:00.000Z`);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          book(buildAppointment({ serviceType: 'installation', customerEmail: `c${i}@example.com`, preferredDate: starts[i % 5] })),
        ),
      );
      const outcomes = answers.map((answer) => answer.body.data.requestAppointment);
      // A request that waited longer than the pool's 5 s for a connection (a loaded machine) is taken
      // for an outage: its lead is kept on disk and the visitor told it was received. Replayed, it
      // finds the crews taken and reaches the owner as a message: it never adds a booking.
      const { leadSpool, db } = server.app.services;
      // The server replays them too once it sees the database again: a replay under way when the
      // last lead was kept leaves that one to the next.
      for (let round = 0; round < 5 && (await leadSpool.size()) > 0; round++) await leadSpool.replay();
      expect(await leadSpool.size()).toBe(0);
      const [{ messages }] = await db.query('SELECT count(*)::int AS messages FROM contact_message');
      expect(outcomes.filter((outcome) => outcome.success)).toHaveLength(booked + messages);
      expect(new Set(outcomes.filter((outcome) => !outcome.success).map((outcome) => outcome.code))).toEqual(new Set(['SLOT_TAKEN']));
      const stored = await rows();
      expect(stored.map((row: { crew: number }) => row.crew)).toEqual(crews(count).map((crew) => crew.id));
      expect(stored.every((row: { duration_minutes: number }) => row.duration_minutes === 240)).toBe(true);
      // Every crew is out: no installation can start that morning any more.
      const day = (await server.graphql(AVAILABILITY, { date: '2026-03-10', serviceType: 'installation' })).body.data.availability;
      expect(day.slots.filter((slot) => slot.available && slot.startsAt < '2026-03-10T16:00:00.000Z')).toEqual([]);
    },
    // A burst of 200 on a loaded machine (full run 51: 57 s for the file) can outlast the suite's 30 s.
    120_000,
  );

  it('holds the crew for the job and the drive after it: a 4-hour job at 9:00 leaves 9:30 to 1:00 PM unavailable', async () => {
    expect(
      (await book(buildAppointment({ serviceType: 'installation', preferredDate: NINE_AM }))).body.data.requestAppointment.success,
    ).toBe(true);
    const unavailable = async (serviceType: string) =>
      (await server.graphql(AVAILABILITY, { date: '2026-03-10', serviceType })).body.data.availability.slots
        .filter((slot) => !slot.available)
        .map((slot) => slot.time);
    expect(await unavailable('inspection')).toEqual([...halfHours('09:00', '13:00'), '16:30', '17:00']);
    // An installation must also end by 5 PM.
    expect(await unavailable('installation')).toEqual(halfHours('09:00', '17:00'));
    // The crew's time cannot be taken by a job that would overlap it.
    const overlapping = await book(buildAppointment({ serviceType: 'inspection', preferredDate: '2026-03-10T15:00:00.000Z' }));
    expect(overlapping.body.data.requestAppointment.code).toBe('SLOT_TAKEN');
    const after = await book(buildAppointment({ serviceType: 'inspection', preferredDate: '2026-03-10T17:30:00.000Z' }));
    expect(after.body.data.requestAppointment.success).toBe(true);
  });

  it('keeps each service’s length, the drive and the crews the owner sets; a service booked by phone is refused online with the phone', async () => {
    const services = buildAppointmentSettings().services!.map((rule) =>
      rule.serviceType === 'emergency'
        ? { ...rule, bookableOnline: false }
        : rule.serviceType === 'repair'
          ? { ...rule, minutes: 90 }
          : rule,
    );
    const saved = await saveSettings({
      services,
      travelBufferMinutes: 15,
      crews: [
        { id: 1, name: ' Mike ' },
        { id: 2, name: 'Van 2' },
      ],
    });
    expect(saved).toMatchObject({
      services,
      travelBufferMinutes: 15,
      crews: [
        { id: 1, name: 'Mike' },
        { id: 2, name: 'Van 2' },
      ],
    });
    // The public reads the lengths, never the crews' names.
    const publicRead = await server.graphql(APPOINTMENT_SETTINGS, {});
    expect(publicRead.body.data.appointmentSettings).toMatchObject({ services, travelBufferMinutes: 15 });
    const crewsRead = await server.graphql('{ appointmentSettings { crews { name } } }', {});
    expect(crewsRead.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(crewsRead.body)).not.toContain('Mike');

    const emergency = await book(buildAppointment({ serviceType: 'emergency' }));
    expect(emergency.body.data.requestAppointment).toMatchObject({ success: false, code: 'BY_PHONE' });
    expect(emergency.body.data.requestAppointment.error).toMatch(
      /^We book this service by phone: please call us at \(\d{3}\) \d{3}-\d{4}\.$/,
    );
    expect((await book(buildAppointment({ serviceType: 'repair', preferredDate: NINE_AM }))).body.data.requestAppointment.success).toBe(
      true,
    );
    expect(await rows()).toEqual([
      { crew: 1, duration_minutes: 90, blocked_until: new Date('2026-03-10T14:45:00.000Z'), status: 'pending' },
    ]);

    // Refused: lengths off the quarter hours, a crew with jobs to come taken away, twin names.
    expect(await saveSettings({ services: [{ serviceType: 'repair', minutes: 100, bookableOnline: true }] })).toBe(
      JobRuleMessages.serviceMinutes,
    );
    expect(await saveSettings({ crews: [{ id: 2, name: 'Van 2' }] })).toBe(JobRuleMessages.crewHasJobs('Mike', 1));
    expect(
      await saveSettings({
        crews: [
          { id: 1, name: 'Mike' },
          { id: 3, name: 'mike' },
        ],
      }),
    ).toBe(JobRuleMessages.crewNameTaken('mike'));
    expect(await saveSettings({ crews: [{ id: 1, name: 'Mike' }] })).toMatchObject({ crews: [{ id: 1, name: 'Mike' }] });
  });

  it("keeps the owner's busy times free: for every crew, or for the one crew they block; a source's new read replaces its times", async () => {
    await saveSettings({ crews: crews(2) });
    const { busyTimes } = server.app.services;
    const dentist = { startsAt: new Date('2026-03-10T15:00:00Z'), endsAt: new Date('2026-03-10T16:00:00Z') };
    await busyTimes.replace('feed:test', [{ ...dentist, crew: null }]);
    const unavailable = async () =>
      (await server.graphql(AVAILABILITY, { date: '2026-03-10', serviceType: 'inspection' })).body.data.availability.slots
        .filter((slot) => !slot.available)
        .map((slot) => slot.time);
    // An hour's inspection and the drive may not reach into 11:00-12:00, on either crew.
    expect(await unavailable()).toEqual([...halfHours('10:00', '11:30'), '16:30', '17:00']);
    const refused = await book(buildAppointment({ serviceType: 'inspection', preferredDate: '2026-03-10T14:30:00.000Z' }));
    expect(refused.body.data.requestAppointment.code).toBe('SLOT_TAKEN');
    const listed = await server.graphql(
      'query ($from: DateTimeISO!, $to: DateTimeISO!) { busyTimes(from: $from, to: $to) { startsAt endsAt crew } }',
      { from: '2026-03-10T00:00:00Z', to: '2026-03-11T00:00:00Z' },
      token,
    );
    expect(listed.body.data.busyTimes).toEqual([{ startsAt: '2026-03-10T15:00:00.000Z', endsAt: '2026-03-10T16:00:00.000Z', crew: null }]);

    // Blocking crew 1 only: crew 2 takes the job.
    await busyTimes.replace('feed:test', [{ ...dentist, crew: 1 }]);
    expect(await unavailable()).toEqual(['16:30', '17:00']);
    expect(
      (await book(buildAppointment({ serviceType: 'inspection', preferredDate: '2026-03-10T14:30:00.000Z' }))).body.data.requestAppointment
        .success,
    ).toBe(true);
    expect(await rows()).toMatchObject([{ crew: 2 }]);
    await busyTimes.replace('feed:test', []);
    expect(
      (await server.graphql('{ busyTimes(from: "2026-03-10T00:00:00Z", to: "2026-03-11T00:00:00Z") { crew } }', {}, token)).body.data
        .busyTimes,
    ).toEqual([]);
  });

  it('is guaranteed by the database: two overlapping active jobs of one crew are refused whatever writes them', async () => {
    const url = server.databaseUrl;
    const insert = async (crew: number, start: string, end: string) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          `INSERT INTO appointment (customer_name, customer_email, customer_phone, service_type, preferred_date, duration_minutes, blocked_until, crew)
           VALUES ('X', 'x@example.com', '+18135550100', 'repair', $1, 60, $2, $3)`,
          [start, end, crew],
        );
        // Both transactions have written before either commits: only the constraint can tell.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await client.query('COMMIT');
        return 'committed';
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        return (error as { code?: string }).code;
      } finally {
        await client.end();
      }
    };
    const results = await Promise.all([
      insert(1, '2026-03-10T13:00:00Z', '2026-03-10T14:30:00Z'),
      insert(1, '2026-03-10T14:00:00Z', '2026-03-10T15:30:00Z'),
      insert(2, '2026-03-10T14:00:00Z', '2026-03-10T15:30:00Z'),
    ]);
    expect(results.filter((result) => result === 'committed')).toHaveLength(2);
    // The other is refused: an exclusion violation (23P01), or, when both wrote at the same instant
    // and each waits for the other's row, a deadlock PostgreSQL breaks by refusing one (40P01; full
    // run 57). The app's own writers never meet so: they take the day's lock first.
    expect(results.filter((result) => result !== 'committed')).toEqual([expect.stringMatching(/^(23P01|40P01)$/)]);
    // Back to back is fine: the ranges are half-open.
    const crewOneFreeFrom = results[0] === 'committed' ? '2026-03-10T14:30:00Z' : '2026-03-10T15:30:00Z';
    expect(await insert(1, crewOneFreeFrom, '2026-03-10T17:00:00Z')).toBe('committed');
  });
});

describe('appointments from before jobs had lengths (issue #50 migration)', () => {
  it('get their service’s length, the drive and crew 1; two that now overlap are both kept and shown as a conflict', async () => {
    const before = migrations.findIndex((migration) => migration.name === 'JobLengths1764400000000');
    const database = await createTestDatabase(migrations.slice(0, before));
    try {
      // Booked back to back under the 30-minute slots: a repair at 9:00 and an inspection at 9:30, then one the next day.
      await database.db.query(
        `INSERT INTO appointment (customer_name, customer_email, customer_phone, service_type, preferred_date, status) VALUES
          ('Ann', 'ann@example.com', '+18135550101', 'repair', '2026-03-10T13:00:00Z', 'confirmed'),
          ('Ben', 'ben@example.com', '+18135550102', 'inspection', '2026-03-10T13:30:00Z', 'pending'),
          ('Cal', 'cal@example.com', '+18135550103', 'installation', '2026-03-10T13:30:00Z', 'cancelled'),
          ('Dee', 'dee@example.com', '+18135550104', 'maintenance', '2026-03-11T13:00:00Z', 'confirmed')`,
      );
      await (await openAppDatabase(database.url, createLogger('silent'))).destroy();
      expect(
        await database.db.query(
          `SELECT customer_name AS name, duration_minutes AS minutes, blocked_until, crew, kept_overlapping AS conflict
             FROM appointment ORDER BY customer_name`,
        ),
      ).toEqual([
        { name: 'Ann', minutes: 120, blocked_until: new Date('2026-03-10T15:30:00Z'), crew: 1, conflict: true },
        { name: 'Ben', minutes: 60, blocked_until: new Date('2026-03-10T15:00:00Z'), crew: 1, conflict: true },
        { name: 'Cal', minutes: 240, blocked_until: new Date('2026-03-10T18:00:00Z'), crew: 1, conflict: false },
        { name: 'Dee', minutes: 90, blocked_until: new Date('2026-03-11T15:00:00Z'), crew: 1, conflict: false },
      ]);
      // The constraint holds for everything else from now on.
      await expect(
        database.db.query(
          `INSERT INTO appointment (customer_name, customer_email, customer_phone, service_type, preferred_date, duration_minutes, blocked_until)
           VALUES ('Eve', 'eve@example.com', '+18135550105', 'repair', '2026-03-11T14:00:00Z', 60, '2026-03-11T15:30:00Z')`,
        ),
      ).rejects.toMatchObject({ code: '23P01' });
    } finally {
      await database.drop();
    }
  });
});
