import type { SmtpCatcher } from '@plumbing/test-support';
import {
  BOOKABLE_SLOT,
  buildAppointment,
  separateSlot,
  buildAppointmentSettings,
  buildBusinessProfile,
  type AppointmentRequest,
  halfHours,
} from '../../../test/factories';
import {
  APPOINTMENT,
  APPOINTMENTS,
  AVAILABILITY,
  BOOKING_WINDOW,
  DELETE_APPOINTMENT,
  REQUEST_APPOINTMENT,
  REQUEST_APPOINTMENT_FOLLOW_UP,
  RESEND_EMAIL,
  SAVE_APPOINTMENT_SETTINGS,
  SAVE_BUSINESS_PROFILE,
  SET_APPOINTMENT_STATUS,
  SITE_WARNINGS,
} from '../../../test/operations';
import { startServerWithMail } from '../../../test/server-with-mail';
import type { TestServer } from '../../../test/test-server';
import { until } from '../../../test/until';

// Monday 2026-03-02, 10:00 in New York; 2026-03-10 is a Tuesday inside the booking window.
const NOW = new Date('2026-03-02T15:00:00Z');
const SLOT = BOOKABLE_SLOT; // 9:30 AM EDT

describe('appointments', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let token: string;
  let ip = 0;
  /** Each request from its own address unless told otherwise, so the per-address limit stays out of the way. */
  const book = (input: AppointmentRequest, from = `10.0.0.${++ip % 250}`) =>
    server.graphql(REQUEST_APPOINTMENT, { input }, undefined, { 'x-forwarded-for': from });

  beforeEach(async () => {
    ({ server, smtp, token } = await startServerWithMail(() => NOW));
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  it('books a slot: stored as pending, the slot turns taken, customer and business are e-mailed', async () => {
    const result = await book(buildAppointment({ customerEmail: 'Dana@Example.com' }));
    expect(result.body).toEqual({ data: { requestAppointment: { success: true, error: null, code: null } } });

    // A repair holds the one crew 9:30-11:30 and the drive until noon: an inspection fits before 8:00 or from noon, over by 5 PM.
    const day = (await server.graphql(AVAILABILITY, { date: '2026-03-10', serviceType: 'inspection' })).body.data.availability;
    expect(day.bookable).toBe(true);
    expect(day.slots.find((s) => s.time === '09:30')).toEqual({ time: '09:30', startsAt: SLOT, available: false });
    expect(day.slots.filter((s) => !s.available).map((s) => s.time)).toEqual([...halfHours('09:00', '11:30'), '16:30', '17:00']);
    expect(JSON.stringify(day)).not.toContain('Dana');

    const [appointment] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    expect(appointment).toMatchObject({
      customerName: 'Dana Rivera',
      customerEmail: 'dana@example.com',
      status: 'pending',
      preferredDate: SLOT,
    });

    const mails = await smtp.waitFor(2);
    const receipt = mails.find((m) => m.to && 'text' in m.to && m.to.text === 'dana@example.com')!;
    const alert = mails.find((m) => m.to && 'text' in m.to && m.to.text === 'office@example.com')!;
    expect(receipt.subject).toBe('We received your appointment request for Tue, Mar 10, 2026, 9:30 AM ET');
    expect(receipt.text).toContain('within 1 business hour');
    expect(receipt.text).toContain('(813) 555-0142');
    expect(receipt.html).toContain('Tue, Mar 10, 2026, 9:30 AM ET');
    expect(alert.text).toContain('(813) 555-0100');
    expect(alert.text).toContain('Leaking kitchen faucet');
  });

  it("answers that a confirmation e-mail goes out, and the UID of the calendar event the owner's confirmation will update (issue #51)", async () => {
    const answer = (await server.graphql(REQUEST_APPOINTMENT_FOLLOW_UP, { input: buildAppointment() })).body.data.requestAppointment;
    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    expect(answer).toEqual({ success: true, confirmationByEmail: true, calendarUid: expect.stringMatching(new RegExp(`^${id}@[^@]+$`)) });
    await smtp.waitFor(2);
    await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token);
    const ics = (await smtp.waitFor(3))[2].attachments.find((a) => a.filename === 'appointment.ics')!;
    // The event the booking form offered to save is the one the invitation updates, not a second one.
    expect(ics.content.toString()).toContain(`UID:${answer.calendarUid}`);
  });

  it('with SMTP_URL set, the owner is warned of nothing', async () => {
    expect((await server.graphql(SITE_WARNINGS, {}, token)).body.data.siteWarnings).toEqual([]);
  });

  it('validates with the spec messages and never takes a status from the client', async () => {
    const invalid = await book(buildAppointment({ customerName: '', customerEmail: 'nope', customerPhone: '', serviceType: 'magic' }));
    const messages = invalid.body.errors![0].extensions!.validationErrors as Array<{
      property: string;
      constraints: Record<string, string>;
    }>;
    expect(Object.fromEntries(messages.map((e) => [e.property, Object.values(e.constraints)]))).toEqual({
      customerName: ['Name is required'],
      customerEmail: ['Invalid email address'],
      customerPhone: expect.arrayContaining(['Phone number is required']),
      serviceType: ['Please select a service type'],
    });
    const withStatus = await book({ ...buildAppointment(), status: 'confirmed' });
    expect(withStatus.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect((await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments).toEqual([]);
  });

  it('takes only addresses SMTP servers take, and a name typed over several lines as one line (issue #49)', async () => {
    for (const customerEmail of ['"x@y.com"@example.com', '"dana"@example.com', 'dana@[127.0.0.1]']) {
      const refused = await book(buildAppointment({ customerEmail }));
      const errors = refused.body.errors?.[0].extensions?.validationErrors as Array<{
        property: string;
        constraints: Record<string, string>;
      }>;
      expect({ customerEmail, errors: errors?.map((e) => [e.property, Object.values(e.constraints)]) }).toEqual({
        customerEmail,
        errors: [['customerEmail', ['Invalid email address']]],
      });
    }
    const booked = await book(buildAppointment({ customerName: 'Dana\r\n\r\nRivera', customerPhone: '(813)\n555-0100' }));
    expect(booked.body.data.requestAppointment.success).toBe(true);
    const [appointment] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    expect(appointment.customerName).toBe('Dana Rivera');
    const alert = (await smtp.waitFor(2)).find((m) => m.to && 'text' in m.to && m.to.text === 'office@example.com')!;
    expect(alert.subject).toBe('New appointment request: Dana Rivera, Tue, Mar 10, 2026, 9:30 AM ET');
  });

  it('refuses slots outside the rules', async () => {
    for (const preferredDate of [
      '2026-03-07T14:00:00.000Z',
      '2026-03-10T13:45:00.000Z',
      '2026-03-02T16:00:00.000Z',
      '2026-05-05T13:30:00.000Z',
    ]) {
      expect((await book(buildAppointment({ preferredDate }))).body.data.requestAppointment).toEqual({
        success: false,
        code: 'SLOT_UNAVAILABLE',
        error: 'That time cannot be booked. Please choose another time.',
      });
    }
  });

  it('of 50 simultaneous requests for one slot exactly one succeeds', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(buildAppointment({ customerEmail: `c${i}@example.com` }))));
    const answers = results.map((r) => r.body.data.requestAppointment);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(
      answers
        .filter((a) => !a.success)
        .every((a) => a.code === 'SLOT_TAKEN' && a.error === 'That time was just taken. Please choose another time.'),
    ).toBe(true);
    expect(await server.app.services.db.query(`SELECT count(*)::int AS n FROM appointment`)).toEqual([{ n: 1 }]);
  });

  it('keeps the appointment when SMTP is down and delivers each e-mail once when it is back', async () => {
    await smtp.stop();
    expect((await book(buildAppointment())).body.data.requestAppointment.success).toBe(true);
    const outbox = server.app.services.outbox;
    const db = server.app.services.db;
    await until(async () => (await db.query(`SELECT count(*)::int AS n FROM outbox_email WHERE attempts > 0`))[0].n === 2);
    const [pending] = await db.query(`SELECT count(*)::int AS n, max(last_error) AS error FROM outbox_email WHERE status = 'pending'`);
    expect(pending.n).toBe(2);
    expect(pending.error).toMatch(/ECONNREFUSED/);

    await smtp.start();
    expect(await outbox.drainDue()).toBe(0); // not due yet: the retry waits its backoff
    await db.query(`UPDATE outbox_email SET next_attempt_at = now()`);
    await Promise.all([
      outbox.drainDue(),
      outbox.drainDue(),
      outbox.deliver((await db.query(`SELECT id FROM outbox_email`)).map((r: { id: string }) => r.id)),
    ]);
    await db.query(`UPDATE outbox_email SET next_attempt_at = now()`);
    expect(await outbox.drainDue()).toBe(0);
    expect(smtp.messages).toHaveLength(2);
    expect(await db.query(`SELECT status, attempts FROM outbox_email ORDER BY kind`)).toEqual([
      { status: 'sent', attempts: 2 },
      { status: 'sent', attempts: 2 },
    ]);
  });

  it('confirming e-mails a calendar invitation at the right local time; rejecting a notice; completing nothing', async () => {
    await book(buildAppointment());
    await smtp.waitFor(2);
    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;

    const confirmed = await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token);
    expect(confirmed.body.data.setAppointmentStatus).toEqual({
      appointment: { id, status: 'confirmed' },
      emailSent: true,
      emailError: null,
      emailRecorded: false,
    });
    const confirmation = (await smtp.waitFor(3))[2];
    expect(confirmation.subject).toBe('Your appointment is confirmed: Tue, Mar 10, 2026, 9:30 AM ET');
    const ics = confirmation.attachments.find((a) => a.filename === 'appointment.ics')!;
    const dtstart = /DTSTART:(\d{8}T\d{6}Z)/.exec(ics.content.toString())![1];
    const start = new Date(dtstart.replace(/(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/, '$1-$2-$3T$4:$5:$6Z'));
    expect(start.toLocaleString('en-US', { timeZone: 'America/New_York' })).toBe('3/10/2026, 9:30:00 AM');
    expect(ics.content.toString()).toMatch(/BEGIN:VEVENT[\s\S]*UID:[\s\S]*END:VCALENDAR/);
    // No service address given: the event names no place rather than the office, where the work is not.
    expect(ics.content.toString()).not.toMatch(/^LOCATION/m);

    const rejected = await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'rejected' }, token);
    expect(rejected.body.data.setAppointmentStatus.emailSent).toBe(true);
    expect((await smtp.waitFor(4))[3].subject).toBe('About your appointment request for Tue, Mar 10, 2026, 9:30 AM ET');

    const completed = await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'completed' }, token);
    expect(completed.body.data.setAppointmentStatus).toMatchObject({ emailSent: false, emailError: null });
    await smtp.stop();
    const confirmedAgain = await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token);
    expect(confirmedAgain.body.data.setAppointmentStatus.emailSent).toBe(false);
    expect(confirmedAgain.body.data.setAppointmentStatus.emailError).toMatch(/^email: /);
    await smtp.start();
    expect(smtp.messages).toHaveLength(4);

    const emails = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments[0].emails;
    // Each confirmation also schedules the reminder a day before the visit; leaving confirmed withdraws it.
    expect(emails.map((e) => `${e.kind}:${e.status}`)).toEqual([
      'appointment-received:sent',
      'appointment-alert:sent',
      'appointment-confirmed:sent',
      'appointment-reminder:cancelled',
      'appointment-rejected:sent',
      'appointment-confirmed:pending',
      'appointment-reminder:pending',
    ]);
  });

  it('obeys saved settings at once', async () => {
    const input = buildAppointmentSettings({
      availableDays: [2],
      availableHours: { start: '08:00', end: '10:00' },
      minDaysInAdvance: 0,
      maxDaysInAdvance: 60,
    });
    expect((await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input }, token)).body.data.saveAppointmentSettings).toMatchObject(input);
    const tuesday = (await server.graphql(AVAILABILITY, { date: '2026-03-10' })).body.data.availability;
    expect(tuesday.slots.map((s) => s.time)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
    expect((await server.graphql(AVAILABILITY, { date: '2026-03-11' })).body.data.availability.bookable).toBe(false);
    // "Today" is the business's 2026-03-02, whatever the visitor's clock says.
    expect((await server.graphql(BOOKING_WINDOW)).body.data.bookingWindow).toEqual({ firstDate: '2026-03-02', lastDate: '2026-05-01' });
    await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: { ...input, minDaysInAdvance: 1, maxDaysInAdvance: 30 } }, token);
    expect((await server.graphql(BOOKING_WINDOW)).body.data.bookingWindow).toEqual({ firstDate: '2026-03-03', lastDate: '2026-04-01' });

    await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: { ...input, enableScheduling: false } }, token);
    expect((await book(buildAppointment())).body.data.requestAppointment.code).toBe('SCHEDULING_DISABLED');

    const bad = await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: { ...input, minDaysInAdvance: 10, maxDaysInAdvance: 5 } }, token);
    expect(bad.body.errors![0].message).toBe('Minimum days in advance cannot be more than maximum days in advance');
  });

  it('drops honeypot submissions and limits requests per address', async () => {
    expect((await book(buildAppointment({ website: 'http://spam.example' }))).body.data.requestAppointment.success).toBe(true);
    expect(await server.app.services.db.query(`SELECT count(*)::int AS n FROM appointment`)).toEqual([{ n: 0 }]);
    const answers = [];
    for (let n = 0; n < 6; n++) {
      answers.push((await book(buildAppointment({ preferredDate: separateSlot(n) }), '10.9.9.9')).body.data.requestAppointment);
    }
    expect(answers.map((a) => a.success)).toEqual([true, true, true, true, true, false]);
    expect(answers[5].code).toBe('RATE_LIMITED');
  });

  it("e-mails the unconfirmed address nothing the visitor wrote; the owner's alert keeps everything", async () => {
    const spam = buildAppointment({ customerName: 'Win at http://spam.example', description: 'Cheap pills at http://spam.example/buy' });
    expect((await book(spam)).body.data.requestAppointment.success).toBe(true);
    const mails = await smtp.waitFor(2);
    const receipt = mails.find((m) => m.subject!.startsWith('We received'))!;
    const alert = mails.find((m) => m.subject!.startsWith('New appointment request'))!;
    expect(`${receipt.subject} ${receipt.text} ${receipt.html}`).not.toContain('spam.example');
    expect(receipt.text).toContain('Tue, Mar 10, 2026, 9:30 AM ET');
    expect(receipt.text).toContain('Repair Service');
    expect(alert.text).toContain('Win at http://spam.example');
    expect(alert.text).toContain('Cheap pills at http://spam.example/buy');

    // The owner rejecting such a request does not pass the text on either.
    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    expect((await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'rejected' }, token)).body.data.setAppointmentStatus.emailSent).toBe(
      true,
    );
    const rejection = (await smtp.waitFor(3))[2];
    expect(`${rejection.subject} ${rejection.text} ${rejection.html}`).not.toContain('spam.example');
  });

  it('the service address reaches the owner, the admin list and the invitation, not the unconfirmed receipt', async () => {
    const serviceAddress = '12 Bayshore Blvd, Apt 4; Tampa, FL 33606';
    expect((await book(buildAppointment({ serviceAddress: `  ${serviceAddress} ` }))).body.data.requestAppointment.success).toBe(true);
    const [{ id, serviceAddress: stored }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    expect(stored).toBe(serviceAddress);

    const mails = await smtp.waitFor(2);
    const receipt = mails.find((m) => m.subject!.startsWith('We received'))!;
    const alert = mails.find((m) => m.subject!.startsWith('New appointment request'))!;
    expect(alert.text).toContain(`Service address: ${serviceAddress}`);
    expect(receipt.text).not.toContain('Bayshore');

    await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token);
    const confirmation = (await smtp.waitFor(3))[2];
    expect(confirmation.text).toContain(`Service address: ${serviceAddress}`);
    const ics = confirmation.attachments.find((a) => a.filename === 'appointment.ics')!.content.toString();
    expect(ics).toContain('\r\nLOCATION:12 Bayshore Blvd\\, Apt 4\\; Tampa\\, FL 33606\r\n');

    const tooLong = await book(buildAppointment({ serviceAddress: 'x'.repeat(201) }));
    expect(tooLong.body.errors![0].extensions!.validationErrors).toEqual([
      expect.objectContaining({ property: 'serviceAddress', constraints: { maxLength: 'Service address must be at most 200 characters' } }),
    ]);
    const blank = await book(buildAppointment({ serviceAddress: '   ', preferredDate: separateSlot(0) }));
    expect(blank.body.data.requestAppointment.success).toBe(true);
    const addresses = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments.map((a) => a.serviceAddress);
    expect(addresses.sort()).toEqual([serviceAddress, null]);
  });

  it("flags an address whose ZIP code no service area lists, in the stored request and the owner's alert only (issue #42)", async () => {
    const saveAreas = async (serviceAreas: Array<{ name: string; slug: string; zipCodes: string[] }>) =>
      expect(
        (await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ serviceAreas }) }, token)).body.errors,
      ).toBeUndefined();
    const flagOf = async (customerEmail: string) =>
      (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments.find((a) => a.customerEmail === customerEmail)!
        .outsideServiceArea;
    const alertTo = async (count: number, customerName: string) =>
      (await smtp.waitFor(count)).find(
        (m) => m.to && 'text' in m.to && m.to.text === 'office@example.com' && m.subject!.includes(customerName),
      )!;
    await saveAreas([
      { name: 'Brandon', slug: 'brandon', zipCodes: ['33510', '33511'] },
      { name: 'Tampa', slug: 'tampa', zipCodes: [] },
    ]);

    const outside = buildAppointment({
      customerName: 'Olive Outside',
      customerEmail: 'olive@example.com',
      serviceAddress: '9 Gulf Blvd, Clearwater, FL 33767',
    });
    expect((await book(outside)).body.data.requestAppointment.success).toBe(true);
    expect(await flagOf('olive@example.com')).toBe(true);
    const flagged = await alertTo(2, 'Olive Outside');
    expect(flagged.subject).toMatch(/^New appointment request \(outside the service area\): Olive Outside/);
    expect(flagged.text).toContain('Outside the service area: the ZIP code of the service address is in none of your service areas.');
    const receipt = (await smtp.waitFor(2)).find((m) => m.to && 'text' in m.to && m.to.text === 'olive@example.com')!;
    expect(`${receipt.subject} ${receipt.text}`).not.toMatch(/service area/i);

    const inside = buildAppointment({
      customerName: 'Ian Inside',
      customerEmail: 'ian@example.com',
      serviceAddress: '1 Oakfield Dr, Brandon, FL 33511-4410',
      preferredDate: separateSlot(0),
    });
    expect((await book(inside)).body.data.requestAppointment.success).toBe(true);
    expect(await flagOf('ian@example.com')).toBe(false);
    const plain = await alertTo(4, 'Ian Inside');
    expect(`${plain.subject} ${plain.text}`).not.toContain('Outside the service area');

    // No ZIP codes anywhere: nothing is checked.
    await saveAreas([{ name: 'Brandon', slug: 'brandon', zipCodes: [] }]);
    const unchecked = buildAppointment({
      customerName: 'Una Unchecked',
      customerEmail: 'una@example.com',
      serviceAddress: '9 Gulf Blvd, Clearwater, FL 33767',
      preferredDate: separateSlot(1),
    });
    expect((await book(unchecked)).body.data.requestAppointment.success).toBe(true);
    expect(await flagOf('una@example.com')).toBe(false);
  });

  it('a pending request stops holding its slot after 7 days; a confirmed one never does', async () => {
    const db = server.app.services.db;
    const age = (days: number, email: string) =>
      db.query(`UPDATE appointment SET created_at = now() - make_interval(days => $1) WHERE customer_email = $2`, [days, email]);
    // Asked past the response cache (kept 10 s), which no write clears when a hold merely lapses.
    const slotFree = async (date: string, startsAt: string) =>
      (await server.graphql(AVAILABILITY, { date }, token)).body.data.availability.slots.find((s) => s.startsAt === startsAt)!.available;
    const OTHER_SLOT = '2026-03-10T17:00:00.000Z'; // 1 PM, after the 9:30 repair and the drive

    await book(buildAppointment({ customerEmail: 'stale@example.com' }));
    await book(buildAppointment({ customerEmail: 'confirmed@example.com', preferredDate: OTHER_SLOT }));
    const confirmedId = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments.find(
      (a) => a.customerEmail === 'confirmed@example.com',
    )!.id;
    await server.graphql(SET_APPOINTMENT_STATUS, { id: confirmedId, status: 'confirmed' }, token);

    await age(6, 'stale@example.com');
    expect(await slotFree('2026-03-10', SLOT)).toBe(false);
    expect((await book(buildAppointment({ customerEmail: 'second@example.com' }))).body.data.requestAppointment.code).toBe('SLOT_TAKEN');

    await age(8, 'stale@example.com');
    await age(30, 'confirmed@example.com');
    expect(await slotFree('2026-03-10', SLOT)).toBe(true);
    expect(await slotFree('2026-03-10', OTHER_SLOT)).toBe(false);
    expect(
      (await book(buildAppointment({ customerEmail: 'confirmed-slot@example.com', preferredDate: OTHER_SLOT }))).body.data
        .requestAppointment.code,
    ).toBe('SLOT_TAKEN');

    // Of many simultaneous requests for the released slot exactly one gets it; the stale request is cancelled.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => book(buildAppointment({ customerEmail: `c${i}@example.com` }))));
    expect(answers.filter((a) => a.body.data.requestAppointment.success)).toHaveLength(1);
    expect(await slotFree('2026-03-10', SLOT)).toBe(false);
    const rows = await db.query(`SELECT customer_email, status FROM appointment WHERE preferred_date = $1 ORDER BY created_at`, [SLOT]);
    expect(rows).toEqual([
      { customer_email: 'stale@example.com', status: 'cancelled' },
      { customer_email: expect.stringMatching(/^c\d+@example.com$/), status: 'pending' },
    ]);

    // The owner, too, can give the slot to another request once the pending one's hold has lapsed.
    const staleId = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments.find(
      (a) => a.customerEmail === 'stale@example.com',
    )!.id;
    const refused = await server.graphql(SET_APPOINTMENT_STATUS, { id: staleId, status: 'confirmed' }, token);
    expect(refused.body.errors![0].message).toBe('Another active appointment already holds that time.');
    await age(8, rows[1].customer_email);
    expect(
      (await server.graphql(SET_APPOINTMENT_STATUS, { id: staleId, status: 'confirmed' }, token)).body.data.setAppointmentStatus.appointment
        .status,
    ).toBe('confirmed');
    expect(await db.query(`SELECT status FROM appointment WHERE customer_email = $1`, [rows[1].customer_email])).toEqual([
      { status: 'cancelled' },
    ]);
  });

  it('counts booking requests per IPv6 /64, not per address', async () => {
    const fromNetwork = [
      '2001:db8:1:2::a',
      '2001:db8:1:2:ffff::1',
      '2001:0db8:0001:0002:0:0:0:3',
      '2001:db8:1:2:abcd:1:2:3',
      '2001:db8:1:2::5',
      '2001:db8:1:2::6',
    ];
    const answers = [];
    for (const [n, address] of fromNetwork.entries()) {
      answers.push((await book(buildAppointment({ preferredDate: separateSlot(n) }), address)).body.data.requestAppointment);
    }
    expect(answers.map((a) => a.code)).toEqual([null, null, null, null, null, 'RATE_LIMITED']);
    expect((await book(buildAppointment({ preferredDate: separateSlot(6) }), '2001:db8:1:3::a')).body.data.requestAppointment.success).toBe(
      true,
    );
  });

  it('takes at most 60 booking requests an hour from everyone together', async () => {
    // Saturday: every request is counted and answered "cannot be booked" until the hour's budget is spent.
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => book(buildAppointment({ preferredDate: '2026-03-07T14:00:00.000Z' }))),
    );
    const codes = answers.map((a) => a.body.data.requestAppointment.code);
    expect(codes.filter((code) => code === 'SLOT_UNAVAILABLE')).toHaveLength(60);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(10);
    expect(answers.find((a) => a.body.data.requestAppointment.code === 'RATE_LIMITED')!.body.data.requestAppointment.error).toBe(
      'We are receiving an unusual number of booking requests. Please call us to book your appointment.',
    );
    expect((await book(buildAppointment())).body.data.requestAppointment.code).toBe('RATE_LIMITED');
  });

  it('refuses every admin operation without a token and shows the public no customer data', async () => {
    await book(buildAppointment());
    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    const adminOnly: Array<[string, Record<string, unknown>]> = [
      [APPOINTMENTS, {}],
      [APPOINTMENT, { id }],
      [SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }],
      [DELETE_APPOINTMENT, { id }],
      [
        SAVE_APPOINTMENT_SETTINGS,
        {
          input: buildAppointmentSettings({
            enableScheduling: false,
            availableDays: [],
            availableHours: { start: '09:00', end: '10:00' },
            minDaysInAdvance: 0,
            maxDaysInAdvance: 1,
          }),
        },
      ],
      [RESEND_EMAIL, { id }],
    ];
    for (const [query, variables] of adminOnly) {
      for (const bad of [undefined, 'not-a-token']) {
        const result = await server.graphql(query, variables, bad);
        expect(result.body.errors?.[0].message).toBe('User is not authenticated');
        expect(JSON.stringify(result.body)).not.toContain('dana@example.com');
      }
    }
    const send = (auth?: string) =>
      fetch(`${server.url}/api/send-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        body: JSON.stringify({ to: 'someone@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' }),
      });
    expect((await send()).status).toBe(401);
    expect((await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments[0].status).toBe('pending');
    const sent = await send(token);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ success: true, error: null });
    expect((await smtp.waitFor(3)).some((m) => m.subject === 'Hello')).toBe(true);
  });
});
