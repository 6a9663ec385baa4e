import { buildAppointment, buildContactMessage } from '../../../test/factories';
import {
  ADMIN_DASHBOARD,
  APPOINTMENTS,
  CONTACT_MESSAGES,
  REQUEST_APPOINTMENT,
  SEND_CONTACT_MESSAGE,
  SET_APPOINTMENT_STATUS,
  SET_CONTACT_MESSAGE_HANDLED,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { percentile } from './response-time';

// Bookings are made on Monday 2026-03-02; Today is read on Tuesday 2026-03-10 at 8:00 AM EDT.
const BOOKED_ON = new Date('2026-03-02T15:00:00Z');
const TODAY = new Date('2026-03-10T12:00:00Z');
const minutes = (n: number) => n * 60_000;
const before = (ms: number) => new Date(TODAY.getTime() - ms).toISOString();

describe('Today: adminDashboard and the first answer to each request', () => {
  let server: TestServer;
  let token: string;
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.3.0.${++ip % 250}` });
  const book = (customerName: string, preferredDate: string) =>
    server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ customerName, preferredDate }) }, undefined, from());
  const write = (name: string, message = 'Please call me back.') =>
    server.graphql(SEND_CONTACT_MESSAGE, { input: buildContactMessage({ name, message }) }, undefined, from());
  const sql = (text: string, values: unknown[]) => server.app.services.db.query(text, values);
  /** Sets when a row came in and was first answered, as if it happened then. */
  const history = (table: 'appointment' | 'contact_message', id: string, createdAt: string, firstResponseAt: string | null) =>
    sql(`UPDATE ${table} SET created_at = $2, first_response_at = $3 WHERE id = $1`, [id, createdAt, firstResponseAt]);

  beforeAll(async () => {
    server = await startTestServer({
      overrides: {
        appointments: { now: () => BOOKED_ON },
        dashboard: { now: () => TODAY },
        mail: { pollMs: 60_000 },
        push: { pollMs: 60_000 },
      },
    });
    token = await server.adminToken();
  });
  afterAll(() => server.close());

  it('records the owner’s first answer: a request’s first status change, a message first marked handled', async () => {
    await book('Ivy Stone', '2026-03-13T13:00:00.000Z');
    await write('Jon Park');
    const [ivy] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    const [jon] = (await server.graphql(CONTACT_MESSAGES, {}, token)).body.data.contactMessages;
    const firstAnswers = async () =>
      (
        await sql(
          `SELECT (SELECT first_response_at FROM appointment WHERE id = $1) AS ivy, (SELECT first_response_at FROM contact_message WHERE id = $2) AS jon`,
          [ivy.id, jon.id],
        )
      )[0] as { ivy: Date | null; jon: Date | null };
    expect(await firstAnswers()).toEqual({ ivy: null, jon: null });

    await server.graphql(SET_APPOINTMENT_STATUS, { id: ivy.id, status: 'confirmed' }, token);
    await server.graphql(SET_CONTACT_MESSAGE_HANDLED, { id: jon.id, handled: true }, token);
    const first = await firstAnswers();
    expect(first).toEqual({ ivy: expect.any(Date), jon: expect.any(Date) });
    // Later moves are not the first answer.
    await server.graphql(SET_APPOINTMENT_STATUS, { id: ivy.id, status: 'completed' }, token);
    await server.graphql(SET_CONTACT_MESSAGE_HANDLED, { id: jon.id, handled: false }, token);
    await server.graphql(SET_CONTACT_MESSAGE_HANDLED, { id: jon.id, handled: true }, token);
    expect(await firstAnswers()).toEqual(first);
    await sql(`DELETE FROM appointment WHERE id = $1`, [ivy.id]);
    await sql(`DELETE FROM contact_message WHERE id = $1`, [jon.id]);
  });

  it('answers today’s and tomorrow’s visits, who waits and for how long, and the median and 90th percentile time to answer', async () => {
    for (const [name, slot] of [
      ['Dana Rivera', '2026-03-10T13:30:00.000Z'], // today 9:30 AM, waiting
      ['Eli Moss', '2026-03-10T16:00:00.000Z'], // today 12:00 PM (after Dana's repair and the drive), confirmed
      ['Fay Chen', '2026-03-10T19:00:00.000Z'], // today 3:00 PM, cancelled: no visit
      ['Gus Hall', '2026-03-11T14:00:00.000Z'], // tomorrow 10:00 AM, waiting
      ['Hal Ruiz', '2026-03-12T13:00:00.000Z'], // the day after, waiting
      ['Ida Cole', '2026-03-12T16:00:00.000Z'], // cancelled by the customer before any answer: waits for nothing
    ]) {
      expect((await book(name, slot)).body.data.requestAppointment.success).toBe(true);
    }
    for (const name of ['Sam Okafor', 'Tia Brooks', 'Uma Patel', 'Vic Lane', 'Wes Old']) await write(name);
    const appointments = Object.fromEntries(
      (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments.map((a) => [a.customerName.split(' ')[0], a.id]),
    );
    const messages = Object.fromEntries(
      (await server.graphql(CONTACT_MESSAGES, {}, token)).body.data.contactMessages.map((m) => [m.name.split(' ')[0], m.id]),
    );
    await server.graphql(SET_APPOINTMENT_STATUS, { id: appointments.Eli, status: 'confirmed' }, token);
    await server.graphql(SET_APPOINTMENT_STATUS, { id: appointments.Fay, status: 'cancelled' }, token);
    for (const name of ['Tia', 'Uma', 'Vic', 'Wes'])
      await server.graphql(SET_CONTACT_MESSAGE_HANDLED, { id: messages[name], handled: true }, token);

    // Waiting: Sam for 3 hours, Dana 2 hours, Gus 30 minutes, Hal 10 minutes.
    await history('contact_message', messages.Sam, before(minutes(180)), null);
    await history('appointment', appointments.Dana, before(minutes(120)), null);
    await history('appointment', appointments.Gus, before(minutes(30)), null);
    await history('appointment', appointments.Hal, before(minutes(10)), null);
    // The customer's own cancellation (their manage link) leaves the request unanswered by the owner.
    await history('appointment', appointments.Ida, before(minutes(50)), null);
    await sql(`UPDATE appointment SET status = 'cancelled' WHERE id = $1`, [appointments.Ida]);
    // Answered in 10, 20, 30, 60 and 240 minutes; Wes 40 days ago (outside the 30 days) in one minute.
    const day = minutes(24 * 60);
    await history('appointment', appointments.Eli, before(day), before(day - minutes(10)));
    await history('appointment', appointments.Fay, before(day), before(day - minutes(20)));
    await history('contact_message', messages.Tia, before(2 * day), before(2 * day - minutes(30)));
    await history('contact_message', messages.Uma, before(2 * day), before(2 * day - minutes(60)));
    await history('contact_message', messages.Vic, before(3 * day), before(3 * day - minutes(240)));
    await history('contact_message', messages.Wes, before(40 * day), before(40 * day - minutes(1)));

    const { adminDashboard } = (await server.graphql(ADMIN_DASHBOARD, {}, token)).body.data;
    expect(adminDashboard.today).toEqual({
      date: '2026-03-10',
      visits: [
        { id: appointments.Dana, customerName: 'Dana Rivera', preferredDate: '2026-03-10T13:30:00.000Z', status: 'pending' },
        { id: appointments.Eli, customerName: 'Eli Moss', preferredDate: '2026-03-10T16:00:00.000Z', status: 'confirmed' },
      ],
    });
    expect(adminDashboard.tomorrow).toEqual({
      date: '2026-03-11',
      visits: [{ id: appointments.Gus, customerName: 'Gus Hall', preferredDate: '2026-03-11T14:00:00.000Z', status: 'pending' }],
    });
    expect(adminDashboard.waiting).toEqual([
      {
        kind: 'message',
        id: messages.Sam,
        name: 'Sam Okafor',
        phone: '(813) 555-0177',
        service: 'Installation',
        waitingSeconds: 3 * 3600,
        visitAt: null,
        appointment: null,
        message: { id: messages.Sam, message: 'Please call me back.' },
      },
      {
        kind: 'appointment',
        id: appointments.Dana,
        name: 'Dana Rivera',
        phone: '(813) 555-0100',
        service: 'Repair Service',
        waitingSeconds: 2 * 3600,
        visitAt: '2026-03-10T13:30:00.000Z',
        appointment: { id: appointments.Dana, status: 'pending' },
        message: null,
      },
      {
        kind: 'appointment',
        id: appointments.Gus,
        name: 'Gus Hall',
        phone: '(813) 555-0100',
        service: 'Repair Service',
        waitingSeconds: 1800,
        visitAt: '2026-03-11T14:00:00.000Z',
        appointment: { id: appointments.Gus, status: 'pending' },
        message: null,
      },
      {
        kind: 'appointment',
        id: appointments.Hal,
        name: 'Hal Ruiz',
        phone: '(813) 555-0100',
        service: 'Repair Service',
        waitingSeconds: 600,
        visitAt: '2026-03-12T13:00:00.000Z',
        appointment: { id: appointments.Hal, status: 'pending' },
        message: null,
      },
    ]);
    // Median of 10, 20, 30, 60, 240 minutes: 30 min; 90th percentile: 60 + 0.6 × 180 = 168 min.
    expect(adminDashboard.responseTime).toEqual({ days: 30, answered: 5, unanswered: 4, medianSeconds: 1800, p90Seconds: 168 * 60 });
  });

  it('is the admin’s only', async () => {
    const answer = await server.graphql(ADMIN_DASHBOARD);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors![0]).toMatchObject({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('interpolates percentiles between the nearest ranks', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([10, 20, 30, 60, 240], 0.9)).toBeCloseTo(168);
  });
});
