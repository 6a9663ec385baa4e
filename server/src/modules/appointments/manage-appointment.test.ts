import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { BOOKABLE_SLOT, buildAppointment, buildAppointmentSettings, separateSlot } from '../../../test/factories';
import {
  APPOINTMENT_BY_TOKEN,
  APPOINTMENTS,
  AVAILABILITY,
  CANCEL_APPOINTMENT_BY_TOKEN,
  REQUEST_APPOINTMENT,
  RESCHEDULE_APPOINTMENT_BY_TOKEN,
  SAVE_APPOINTMENT_SETTINGS,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York; SLOT is Tuesday 2026-03-10, 9:30 AM EDT.
const NOW = new Date('2026-03-02T15:00:00Z');
const SLOT = BOOKABLE_SLOT;
const TWO_PM = '2026-03-10T18:00:00.000Z'; // after the 9:30 repair and the drive (issue #50)
const WEDNESDAY = '2026-03-11T15:00:00.000Z'; // 11:00 AM EDT

const LINK = /http:\/\/[^\s"<]+\/appointments\/([\w-]+)/;

describe('customers manage their own appointment', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let admin: string;
  let now: Date;
  let ip = 0;

  beforeEach(async () => {
    now = NOW;
    smtp = await startSmtpCatcher();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: 'office@example.com' },
      overrides: { appointments: { now: () => now }, mail: { pollMs: 60_000 } },
    });
    admin = await server.adminToken();
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  const from = () => ({ 'x-forwarded-for': `10.1.${(++ip >> 8) & 255}.${ip & 255}` });
  const db = () => server.app.services.db;
  /** The e-mails `to` has had, once there are `count`. */
  async function mailsTo(to: string, count: number): Promise<ParsedMail[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === to);
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) throw new Error(`expected ${count} e-mails to ${to}, got ${mails.length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const tokenIn = (mail: ParsedMail) => LINK.exec(mail.text ?? '')![1];
  /** Books `preferredDate` for `email` and answers the manage token its receipt carries. */
  async function book(email = 'dana@example.com', preferredDate = SLOT): Promise<string> {
    const answer = await server.graphql(
      REQUEST_APPOINTMENT,
      { input: buildAppointment({ customerEmail: email, preferredDate }) },
      undefined,
      from(),
    );
    expect(answer.body.data.requestAppointment.success).toBe(true);
    return tokenIn((await mailsTo(email, 1))[0]);
  }
  const view = async (token: string) =>
    (await server.graphql(APPOINTMENT_BY_TOKEN, { token }, undefined, from())).body.data.appointmentByToken;
  const cancel = async (token: string) =>
    (await server.graphql(CANCEL_APPOINTMENT_BY_TOKEN, { token }, undefined, from())).body.data.cancelAppointmentByToken;
  const reschedule = async (token: string, preferredDate: string) =>
    (await server.graphql(RESCHEDULE_APPOINTMENT_BY_TOKEN, { token, preferredDate }, undefined, from())).body.data
      .rescheduleAppointmentByToken;
  const idOf = async (email: string) =>
    (await server.graphql(APPOINTMENTS, {}, admin)).body.data.appointments.find((a) => a.customerEmail === email)!.id;
  const setStatus = (id: string, status: string) => server.graphql(SET_APPOINTMENT_STATUS, { id, status }, admin);
  const slotFree = async (startsAt: string) =>
    (await server.graphql(AVAILABILITY, { date: startsAt.slice(0, 10) }, admin)).body.data.availability.slots.find(
      (s) => s.startsAt === startsAt,
    )!.available;

  it('the link carries 32 random bytes, kept only as their SHA-256, and opens the appointment until 30 days after the visit', async () => {
    const token = await book();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await db().query(`SELECT encode(token_hash, 'hex') AS hash FROM appointment_manage_token`);
    expect(row.hash).toBe(createHash('sha256').update(token).digest('hex'));
    const dump = JSON.stringify(
      await db().query(`SELECT a.*, t.* FROM appointment a JOIN appointment_manage_token t ON t.appointment_id = a.id`),
    );
    expect(dump).not.toContain(token);

    expect(await view(token)).toEqual({
      serviceType: 'repair',
      startsAt: SLOT,
      status: 'pending',
      firstName: 'Dana',
      canChange: true,
      changeRefusalCode: null,
      changeRefusal: null,
    });
    // No other customer data is there to ask for.
    const probe = await server.graphql(
      `query ($token: String!) { appointmentByToken(token: $token) { customerEmail } }`,
      { token },
      undefined,
      from(),
    );
    expect(probe.body.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');

    for (const wrong of [token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'), 'nope', '', 'x'.repeat(5000)])
      expect(await view(wrong)).toBeNull();

    now = new Date(Date.parse(SLOT) + 30 * 86_400_000 - 60_000);
    expect(await view(token)).toMatchObject({ status: 'pending', canChange: false, changeRefusalCode: 'TOO_CLOSE' });
    now = new Date(Date.parse(SLOT) + 30 * 86_400_000 + 60_000);
    expect(await view(token)).toBeNull();
    expect(await cancel(token)).toMatchObject({
      success: false,
      code: 'LINK_INVALID',
      error: 'This link is not valid any more. Please call us about your appointment.',
      appointment: null,
    });
  });

  it('fetching the link or reading the appointment changes nothing (link scanners, previews)', async () => {
    const token = await book();
    await mailsTo('office@example.com', 1);
    const before = await db().query(`SELECT a.*, (SELECT count(*) FROM outbox_email)::int AS emails FROM appointment a`);
    for (const method of ['GET', 'HEAD']) {
      await fetch(`${server.url}/appointments/${token}`, {
        method,
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; SafeLinks scanner)' },
      });
    }
    await fetch(
      `${server.url}/graphql?query=${encodeURIComponent(APPOINTMENT_BY_TOKEN)}&variables=${encodeURIComponent(JSON.stringify({ token }))}`,
    );
    // A mutation is never run by GET.
    const byGet = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent(CANCEL_APPOINTMENT_BY_TOKEN)}&variables=${encodeURIComponent(JSON.stringify({ token }))}`,
      {
        headers: { 'apollo-require-preflight': 'true' },
      },
    );
    expect(byGet.status).toBe(405);
    await view(token);
    expect(await db().query(`SELECT a.*, (SELECT count(*) FROM outbox_email)::int AS emails FROM appointment a`)).toEqual(before);
  });

  it('a customer cancels: the slot is free at once, both are told; a second try, a finished job or the last hours are refused', async () => {
    const token = await book();
    await mailsTo('office@example.com', 1);
    const cancelled = await cancel(token);
    expect(cancelled).toMatchObject({
      success: true,
      error: null,
      code: null,
      appointment: { status: 'cancelled', canChange: false, changeRefusalCode: 'NOT_CHANGEABLE' },
    });
    expect(cancelled.appointment!.changeRefusal).toBe('This appointment is cancelled and can no longer be changed online.');
    expect(await slotFree(SLOT)).toBe(true);

    const [, notice] = await mailsTo('dana@example.com', 2);
    expect(notice.subject).toBe('Your appointment for Tue, Mar 10, 2026, 9:30 AM ET is cancelled');
    expect(notice.text).toContain('is cancelled, as you asked');
    expect(notice.attachments).toEqual([]); // never confirmed: no calendar event to remove
    const [, alert] = await mailsTo('office@example.com', 2);
    expect(alert.subject).toBe('Cancelled by the customer: Dana Rivera, Tue, Mar 10, 2026, 9:30 AM ET');
    expect(alert.text).not.toMatch(LINK);

    expect(await cancel(token)).toMatchObject({ success: false, code: 'NOT_CHANGEABLE' });

    const done = await book('done@example.com', TWO_PM);
    await setStatus(await idOf('done@example.com'), 'completed');
    expect(await cancel(done)).toMatchObject({
      success: false,
      code: 'NOT_CHANGEABLE',
      error: 'This appointment is completed and can no longer be changed online.',
    });

    // The cut-off (default 2 hours) before the visit: the customer calls instead.
    const soon = await book('soon@example.com', WEDNESDAY);
    now = new Date(Date.parse(WEDNESDAY) - 2 * 3_600_000);
    const late = {
      success: false,
      code: 'TOO_CLOSE',
      error: 'Please call us at (813) 555-0142 to change an appointment this close to the visit.',
    };
    expect(await cancel(soon)).toMatchObject(late);
    expect(await reschedule(soon, '2026-03-12T15:00:00.000Z')).toMatchObject(late);
    now = new Date(Date.parse(WEDNESDAY) - 2 * 3_600_000 - 60_000);
    await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: buildAppointmentSettings({ changeCutoffHours: 0 }) }, admin);
    expect(await cancel(soon)).toMatchObject({ success: true });
    expect(await cancel('unknown-token')).toMatchObject({ success: false, code: 'LINK_INVALID' });
  });

  it('a customer reschedules under every booking rule; the appointment is pending again at the new time and the old slot is free', async () => {
    const token = await book();
    const id = await idOf('dana@example.com');
    await setStatus(id, 'confirmed');
    await book('other@example.com', TWO_PM);

    expect(await reschedule(token, SLOT)).toMatchObject({
      success: false,
      code: 'SAME_TIME',
      error: 'Your appointment is already at that time. Please choose another time.',
    });
    expect(await reschedule(token, TWO_PM)).toMatchObject({
      success: false,
      code: 'SLOT_TAKEN',
      error: 'That time was just taken. Please choose another time.',
      appointment: { startsAt: SLOT, status: 'confirmed' },
    });
    for (const refused of [
      '2026-03-07T14:00:00.000Z',
      '2026-03-10T13:45:00.000Z',
      '2026-03-02T16:00:00.000Z',
      '2026-05-05T13:30:00.000Z',
    ]) {
      expect(await reschedule(token, refused)).toMatchObject({
        success: false,
        code: 'SLOT_UNAVAILABLE',
        error: 'That time cannot be booked. Please choose another time.',
      });
    }

    const moved = await reschedule(token, WEDNESDAY);
    expect(moved).toMatchObject({ success: true, appointment: { startsAt: WEDNESDAY, status: 'pending', canChange: true } });
    expect(await slotFree(SLOT)).toBe(true);
    expect(await slotFree(WEDNESDAY)).toBe(false);
    expect((await server.graphql(APPOINTMENTS, {}, admin)).body.data.appointments.find((a) => a.id === id)).toMatchObject({
      status: 'pending',
      preferredDate: WEDNESDAY,
    });

    const notice = (await mailsTo('dana@example.com', 3))[2];
    expect(notice.subject).toBe('Your appointment is moved to Wed, Mar 11, 2026, 11:00 AM ET');
    expect(notice.text).toContain('from Tue, Mar 10, 2026, 9:30 AM ET to Wed, Mar 11, 2026, 11:00 AM ET');
    const alert = (await mailsTo('office@example.com', 3))[2];
    expect(alert.subject).toBe('Moved by the customer: Dana Rivera, now Wed, Mar 11, 2026, 11:00 AM ET');

    // A request the customer moved holds its new slot for the full hold from the move, not from when it was made.
    await db().query(`UPDATE appointment SET created_at = now() - interval '8 days' WHERE id = $1`, [id]);
    expect(await slotFree(WEDNESDAY)).toBe(false);

    await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: buildAppointmentSettings({ enableScheduling: false }) }, admin);
    expect(await reschedule(token, '2026-03-12T15:00:00.000Z')).toMatchObject({ success: false, code: 'SCHEDULING_DISABLED' });
  });

  it('a customer moves a long job within its own day: its own time does not stand in its way (issue #50)', async () => {
    const answer = await server.graphql(
      REQUEST_APPOINTMENT,
      { input: buildAppointment({ customerEmail: 'ivy@example.com', serviceType: 'installation', preferredDate: SLOT }) },
      undefined,
      from(),
    );
    expect(answer.body.data.requestAppointment.success).toBe(true);
    const token = tokenIn((await mailsTo('ivy@example.com', 1))[0]);
    const TEN_THIRTY = '2026-03-10T14:30:00.000Z';
    // To everyone else 10:30 is taken by this very job; to its own link it is free.
    expect(await slotFree(TEN_THIRTY)).toBe(false);
    const forMove = await server.graphql(
      'query ($token: String!, $date: String!) { availabilityForMove(token: $token, date: $date) { slots { startsAt available } } }',
      { token, date: '2026-03-10' },
      undefined,
      from(),
    );
    const free = forMove.body.data.availabilityForMove.slots.filter((slot: { available: boolean }) => slot.available);
    expect(free.map((slot: { startsAt: string }) => slot.startsAt)).toContain(TEN_THIRTY);
    expect(free.map((slot: { startsAt: string }) => slot.startsAt)).not.toContain(SLOT); // where it is already
    // The job's own 4 hours must still end by 5 PM.
    expect(free.map((slot: { startsAt: string }) => slot.startsAt)).not.toContain('2026-03-10T17:30:00.000Z');
    expect(await reschedule(token, TEN_THIRTY)).toMatchObject({ success: true, appointment: { startsAt: TEN_THIRTY } });
    const unknown = await server.graphql(
      'query ($token: String!, $date: String!) { availabilityForMove(token: $token, date: $date) { date } }',
      { token: 'unknown-token', date: '2026-03-10' },
      undefined,
      from(),
    );
    expect(unknown.body.errors?.[0]?.message).toBe('This link is not valid any more. Please call us about your appointment.');
  });

  it('of customers racing to move into one slot exactly one wins', async () => {
    const tokens = [];
    for (let i = 0; i < 8; i += 1) tokens.push(await book(`racer${i}@example.com`, separateSlot(i + 1)));
    const target = '2026-03-10T18:00:00.000Z';
    const answers = await Promise.all(tokens.map((token) => reschedule(token, target)));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).map((a) => a.code)).toEqual(Array(7).fill('SLOT_TAKEN'));
    expect(
      await db().query(`SELECT count(*)::int AS n FROM appointment WHERE preferred_date = $1 AND status IN ('pending', 'confirmed')`, [
        target,
      ]),
    ).toEqual([{ n: 1 }]);
    expect(await db().query(`SELECT count(*)::int AS n FROM appointment WHERE status IN ('pending', 'confirmed')`)).toEqual([{ n: 8 }]);
  });

  it('every customer e-mail carries a working manage link; the calendar event keeps its UID, counts SEQUENCE up and is cancelled with METHOD:CANCEL', async () => {
    // Each step waits for the e-mail of the one before, as a customer's own steps do: e-mails sent
    // after a commit (the receipt, the move) may otherwise arrive after the next step's.
    const token = await book();
    const id = await idOf('dana@example.com');
    await mailsTo('dana@example.com', 1);
    await setStatus(id, 'confirmed');
    expect(await reschedule(token, WEDNESDAY)).toMatchObject({ success: true });
    await mailsTo('dana@example.com', 3);
    await setStatus(id, 'confirmed');
    expect(await cancel(token)).toMatchObject({ success: true });
    const other = await book('rejected@example.com', TWO_PM);
    await mailsTo('rejected@example.com', 1);
    await setStatus(await idOf('rejected@example.com'), 'rejected');

    const mails = [...(await mailsTo('dana@example.com', 5)), ...(await mailsTo('rejected@example.com', 2))];
    expect(mails.map((m) => m.subject)).toEqual([
      'We received your appointment request for Tue, Mar 10, 2026, 9:30 AM ET',
      'Your appointment is confirmed: Tue, Mar 10, 2026, 9:30 AM ET',
      'Your appointment is moved to Wed, Mar 11, 2026, 11:00 AM ET',
      'Your appointment is confirmed: Wed, Mar 11, 2026, 11:00 AM ET',
      'Your appointment for Wed, Mar 11, 2026, 11:00 AM ET is cancelled',
      'We received your appointment request for Tue, Mar 10, 2026, 2:00 PM ET',
      'About your appointment request for Tue, Mar 10, 2026, 2:00 PM ET',
    ]);
    // Every e-mail about an appointment that can still change carries a working link; a cancelled or
    // declined one, which cannot, offers none (issue #38).
    const [cancelledMail, declinedMail] = [mails[4], mails[6]];
    for (const mail of mails.filter((m) => m !== cancelledMail && m !== declinedMail)) {
      expect(mail.text).toContain('Need to change it? Manage your appointment: http');
      expect(mail.html).toMatch(/Need to change it\? <a href="http:\/\/[^"]+\/appointments\/[\w-]{43}"[^>]*>Manage your appointment<\/a>/);
      expect(await view(tokenIn(mail))).not.toBeNull();
    }
    for (const mail of [cancelledMail, declinedMail]) expect(mail.text).not.toMatch(LINK);
    expect(tokenIn(mails[5])).toBe(other);
    for (const alert of await mailsTo('office@example.com', 4)) expect(alert.text).not.toMatch(LINK);

    const events = mails.slice(0, 5).map((mail) => {
      const ics = mail.attachments.find((a) => a.filename === 'appointment.ics');
      if (!ics) return null;
      const calendar = new ICAL.Component(ICAL.parse(ics.content.toString()));
      const event = calendar.getFirstSubcomponent('vevent')!;
      return {
        method: calendar.getFirstPropertyValue('method'),
        contentType: ics.contentType,
        uid: event.getFirstPropertyValue('uid'),
        sequence: event.getFirstPropertyValue('sequence'),
        status: event.getFirstPropertyValue('status'),
        start: new ICAL.Event(event).startDate.toJSDate().toISOString(),
      };
    });
    const uid = `${id}@${new URL(server.config.publicUrl).hostname}`;
    expect(events).toEqual([
      null,
      { method: 'PUBLISH', contentType: 'text/calendar', uid, sequence: 0, status: 'CONFIRMED', start: SLOT },
      { method: 'PUBLISH', contentType: 'text/calendar', uid, sequence: 1, status: 'TENTATIVE', start: WEDNESDAY },
      // Each later message updates the one event: a higher SEQUENCE every time (issue #38).
      { method: 'PUBLISH', contentType: 'text/calendar', uid, sequence: 2, status: 'CONFIRMED', start: WEDNESDAY },
      { method: 'CANCEL', contentType: 'text/calendar', uid, sequence: 3, status: 'CANCELLED', start: WEDNESDAY },
    ]);
  });

  it('a confirmed visit moved and then cancelled before it is confirmed again: the cancellation still removes the moved event (issue #38)', async () => {
    const token = await book();
    await setStatus(await idOf('dana@example.com'), 'confirmed');
    expect(await reschedule(token, WEDNESDAY)).toMatchObject({ success: true });
    // As a customer's own steps do, the cancel follows the move's e-mail (sent after its commit, so it may otherwise come second).
    await mailsTo('dana@example.com', 3);
    expect(await cancel(token)).toMatchObject({ success: true });
    const cancellation = (await mailsTo('dana@example.com', 4))[3];
    expect(cancellation.subject).toBe('Your appointment for Wed, Mar 11, 2026, 11:00 AM ET is cancelled');
    const ics = cancellation.attachments.find((a) => a.filename === 'appointment.ics')!;
    const calendar = new ICAL.Component(ICAL.parse(ics.content.toString()));
    expect([calendar.getFirstPropertyValue('method'), calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')]).toEqual([
      'CANCEL',
      2,
    ]);
  });

  it('the link opens a private page rendered by the server: never cached or indexed; an unknown or expired link is the 404 screen', async () => {
    const token = await book();
    const page = await fetch(`${server.url}/appointments/${token}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).toContain('<title>Your Appointment | ');
    for (const shown of [
      'Hello Dana,',
      'Repair Service',
      'Tue, Mar 10, 2026, 9:30 AM ET',
      'Requested: we will confirm it within 1 business hour',
      'Reschedule',
      'Cancel Appointment',
    ]) {
      expect(html).toContain(shown);
    }
    expect(html).not.toContain('dana@example.com');
    expect(html).not.toContain('555-0100');
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain('/appointments');

    for (const wrong of ['unknown', token.slice(1), `${token}x`]) {
      const missing = await fetch(`${server.url}/appointments/${wrong}`);
      const missingHtml = await missing.text();
      expect(missing.status).toBe(404);
      expect(missingHtml).toContain('404 - Page Not Found');
      expect(missingHtml).not.toContain('Dana');
    }
    now = new Date(Date.parse(SLOT) + 31 * 86_400_000);
    const expired = await fetch(`${server.url}/appointments/${token}`);
    expect([expired.status, (await expired.text()).includes('Dana')]).toEqual([404, false]);
  });

  it('a client that looked up too many links gets the 404 page, without the appointment', async () => {
    const token = await book();
    const headers = { 'x-forwarded-for': '10.8.8.8' };
    for (let i = 0; i < 30; i += 1) await fetch(`${server.url}/appointments/guess-${i}`, { headers });
    const refused = await fetch(`${server.url}/appointments/${token}`, { headers });
    expect([refused.status, (await refused.text()).includes('Dana')]).toEqual([404, false]);
    expect((await fetch(`${server.url}/appointments/${token}`, { headers: from() })).status).toBe(200);
  });

  it('limits lookups and changes per address', async () => {
    const token = await book();
    const headers = { 'x-forwarded-for': '10.7.7.7' };
    const answers = [];
    for (let i = 0; i < 31; i += 1)
      answers.push((await server.graphql(APPOINTMENT_BY_TOKEN, { token: `guess-${i}` }, undefined, headers)).body);
    expect(answers.slice(0, 30).every((a) => a.data.appointmentByToken === null)).toBe(true);
    expect(answers[30].errors![0]).toMatchObject({
      message: 'Too many requests from your connection. Please wait a few minutes or call us.',
      extensions: { code: 'RATE_LIMITED' },
    });
    const blocked = (await server.graphql(CANCEL_APPOINTMENT_BY_TOKEN, { token }, undefined, headers)).body.data.cancelAppointmentByToken;
    expect(blocked).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(await view(token)).toMatchObject({ status: 'pending' });
  });

  it('one appointment moves at most 3 times a day, from any number of addresses (issue #37)', async () => {
    const token = await book();
    const times = ['2026-03-10T15:00:00.000Z', '2026-03-10T16:00:00.000Z', '2026-03-10T17:00:00.000Z', '2026-03-10T18:00:00.000Z'];
    const answers = [];
    for (const time of times) answers.push(await reschedule(token, time));
    expect(answers.map((a) => a.success)).toEqual([true, true, true, false]);
    expect(answers[3]).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'This appointment was moved several times today. Please call us to change it again.',
    });
    expect(await view(token)).toMatchObject({ startsAt: times[2] });
  });
});

describe('changes through manage links count toward the site-wide hourly budget (issue #37)', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.8.0.${++ip}` });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, BOOKING_REQUESTS_PER_HOUR: '3' },
      overrides: { appointments: { now: () => NOW }, mail: { pollMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('reschedules and cancels spend the budget that bookings do: each sends e-mails', async () => {
    expect(
      (await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment() }, undefined, from())).body.data.requestAppointment.success,
    ).toBe(true);
    const receipt = (await smtp.waitFor(2)).find((mail) => mail.subject?.startsWith('We received'))!;
    const token = LINK.exec(receipt.text ?? '')![1];
    const move = (preferredDate: string) => server.graphql(RESCHEDULE_APPOINTMENT_BY_TOKEN, { token, preferredDate }, undefined, from());
    expect((await move(TWO_PM)).body.data.rescheduleAppointmentByToken.success).toBe(true);
    expect((await move(WEDNESDAY)).body.data.rescheduleAppointmentByToken.success).toBe(true);
    const refused = (await move(SLOT)).body.data.rescheduleAppointmentByToken;
    expect(refused).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      error: 'We are receiving an unusual number of requests. Please call us to change your appointment.',
    });
    const cancel = (await server.graphql(CANCEL_APPOINTMENT_BY_TOKEN, { token }, undefined, from())).body.data.cancelAppointmentByToken;
    expect(cancel).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
