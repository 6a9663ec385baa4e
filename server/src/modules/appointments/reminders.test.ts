import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, buildAppointmentSettings } from '../../../test/factories';
import {
  APPOINTMENTS,
  CANCEL_APPOINTMENT_BY_TOKEN,
  DELETE_APPOINTMENT,
  REQUEST_APPOINTMENT,
  RESCHEDULE_APPOINTMENT_BY_TOKEN,
  SAVE_APPOINTMENT_SETTINGS,
  SET_APPOINTMENT_STATUS,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { reminderDueAt } from './reminders';

const ZONE = 'America/New_York';
// Monday 2026-10-26, 10:00 EDT: a week before daylight saving time ends (Sunday 2026-11-01, 2:00 EDT → 1:00 EST).
const NOW = new Date('2026-10-26T14:00:00Z');
const MONDAY_AFTER = '2026-11-02T14:00:00.000Z'; // 9:00 AM EST
const SUNDAY_OF_CHANGE = '2026-11-01T15:00:00.000Z'; // 10:00 AM EST
const WEDNESDAY = '2026-10-28T13:00:00.000Z'; // 9:00 AM EDT

describe('reminder due times', () => {
  it('a whole day of lead is the same clock time the day before, across the end of daylight saving time', () => {
    // The day before the Sunday of the change has 25 hours: 10:00 EDT on Saturday.
    expect(reminderDueAt(new Date(SUNDAY_OF_CHANGE), 24, ZONE).toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(reminderDueAt(new Date(MONDAY_AFTER), 24, ZONE).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(reminderDueAt(new Date(MONDAY_AFTER), 48, ZONE).toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(reminderDueAt(new Date(MONDAY_AFTER), 26, ZONE).toISOString()).toBe('2026-11-01T12:00:00.000Z');
    expect(reminderDueAt(new Date(MONDAY_AFTER), 2, ZONE).toISOString()).toBe('2026-11-02T12:00:00.000Z');
    // Spring forward (Sunday 2026-03-08): 9:30 Monday EDT, reminded 9:30 Sunday EDT.
    expect(reminderDueAt(new Date('2026-03-09T13:30:00Z'), 24, ZONE).toISOString()).toBe('2026-03-08T13:30:00.000Z');
  });
});

describe('reminders before a confirmed visit', () => {
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
      overrides: { appointments: { now: () => now }, mail: { pollMs: 60_000, now: () => now } },
    });
    admin = await server.adminToken();
    // Every day of the week, so the Sunday of the change can be booked.
    await server.graphql(SAVE_APPOINTMENT_SETTINGS, { input: buildAppointmentSettings({ availableDays: [0, 1, 2, 3, 4, 5, 6] }) }, admin);
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  const db = () => server.app.services.db;
  const drain = () => server.app.services.outbox.drainDue();
  async function bookAndConfirm(email: string, preferredDate: string): Promise<{ id: string; token: string }> {
    const booked = await server.graphql(
      REQUEST_APPOINTMENT,
      { input: buildAppointment({ customerEmail: email, preferredDate }) },
      undefined,
      { 'x-forwarded-for': `10.3.0.${++ip}` },
    );
    expect(booked.body.data.requestAppointment.success).toBe(true);
    const id = (await server.graphql(APPOINTMENTS, {}, admin)).body.data.appointments.find((a) => a.customerEmail === email)!.id;
    expect(
      (await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, admin)).body.data.setAppointmentStatus.emailSent,
    ).toBe(true);
    // The link is minted as the receipt goes out: it is in the customer's mailbox, not in the outbox.
    const receiptTo = () =>
      smtp.messages.find((m) => m.to && 'text' in m.to && m.to.text === email && m.subject?.startsWith('We received'));
    for (const deadline = Date.now() + 10_000; !receiptTo() && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return { id, token: /\/appointments\/([\w-]{43})/.exec(receiptTo()!.text ?? '')![1] };
  }
  const reminders = (id: string) =>
    db().query(
      `SELECT status, scheduled_for AS "scheduledFor", next_attempt_at AS "nextAttemptAt" FROM outbox_email WHERE appointment_id = $1 AND kind = 'appointment-reminder' ORDER BY created_at`,
      [id],
    );
  const remindersSent = () => smtp.messages.filter((m) => m.subject?.startsWith('Reminder:'));

  it('is due a day before at the same clock time, across the change, and is sent once when it is due', async () => {
    const sunday = await bookAndConfirm('sunday@example.com', SUNDAY_OF_CHANGE);
    const monday = await bookAndConfirm('monday@example.com', MONDAY_AFTER);
    expect(await reminders(sunday.id)).toEqual([
      { status: 'pending', scheduledFor: new Date('2026-10-31T14:00:00Z'), nextAttemptAt: new Date('2026-10-31T14:00:00Z') },
    ]);
    expect(await reminders(monday.id)).toEqual([
      { status: 'pending', scheduledFor: new Date('2026-11-01T14:00:00Z'), nextAttemptAt: new Date('2026-11-01T14:00:00Z') },
    ]);
    await smtp.waitFor(6); // receipts, alerts, confirmations: the reminders wait
    expect(remindersSent()).toEqual([]);

    now = new Date('2026-10-31T13:59:00Z');
    expect(await drain()).toBe(0);
    now = new Date('2026-10-31T14:00:00Z');
    expect(await drain()).toBe(1);
    now = new Date('2026-11-01T14:00:00Z');
    expect(await drain()).toBe(1);
    expect(await drain()).toBe(0);
    await smtp.waitFor(8);
    const [first] = remindersSent();
    expect(first.subject).toBe('Reminder: your appointment on Sun, Nov 1, 2026, 10:00 AM ET');
    expect(first.text).toContain(
      'This is a reminder of your repair appointment with Gulf Coast Plumbing & Renovation on Sun, Nov 1, 2026, 10:00 AM ET.',
    );
    expect(first.text).toContain('Call us at (813) 555-0142');
    expect(first.text).toMatch(/Need to change it\? Manage your appointment: http:\/\/\S+\/appointments\/[\w-]{43}/);
    expect(first.text).not.toContain('Leaking kitchen faucet');
    expect(
      (await server.graphql(`query ($id: ID!) { appointment(id: $id) { emails { kind status scheduledFor } } }`, { id: sunday.id }, admin))
        .body.data.appointment.emails,
    ).toContainEqual({
      kind: 'appointment-reminder',
      status: 'sent',
      scheduledFor: '2026-10-31T14:00:00.000Z',
    });
  });

  it('cancelling withdraws it, rescheduling withdraws it until the new time is confirmed, confirming inside the lead window or with reminders off sends none', async () => {
    const cancelled = await bookAndConfirm('cancel@example.com', MONDAY_AFTER);
    expect(
      (await server.graphql(CANCEL_APPOINTMENT_BY_TOKEN, { token: cancelled.token }, undefined, { 'x-forwarded-for': '10.4.0.1' })).body
        .data.cancelAppointmentByToken.success,
    ).toBe(true);
    expect((await reminders(cancelled.id)).map((r: { status: string }) => r.status)).toEqual(['cancelled']);

    const moved = await bookAndConfirm('move@example.com', SUNDAY_OF_CHANGE);
    const answer = await server.graphql(RESCHEDULE_APPOINTMENT_BY_TOKEN, { token: moved.token, preferredDate: MONDAY_AFTER }, undefined, {
      'x-forwarded-for': '10.4.0.2',
    });
    expect(answer.body.data.rescheduleAppointmentByToken.success).toBe(true);
    expect((await reminders(moved.id)).map((r: { status: string }) => r.status)).toEqual(['cancelled']);
    await server.graphql(SET_APPOINTMENT_STATUS, { id: moved.id, status: 'confirmed' }, admin);
    expect(await reminders(moved.id)).toEqual([
      expect.objectContaining({ status: 'cancelled', scheduledFor: new Date('2026-10-31T14:00:00Z') }),
      expect.objectContaining({ status: 'pending', scheduledFor: new Date('2026-11-01T14:00:00Z') }),
    ]);
    // The owner deleting the appointment withdraws it too.
    await server.graphql(DELETE_APPOINTMENT, { id: moved.id }, admin);
    expect(
      await db().query(`SELECT count(*)::int AS n FROM outbox_email WHERE kind = 'appointment-reminder' AND status = 'pending'`),
    ).toEqual([{ n: 0 }]);

    // Tomorrow morning's visit, confirmed less than 24 hours ahead: no reminder.
    const soon = await bookAndConfirm('soon@example.com', '2026-10-27T13:00:00.000Z');
    expect(await reminders(soon.id)).toEqual([]);
    await server.graphql(
      SAVE_APPOINTMENT_SETTINGS,
      { input: buildAppointmentSettings({ availableDays: [0, 1, 2, 3, 4, 5, 6], reminderLeadHours: 0 }) },
      admin,
    );
    const off = await bookAndConfirm('off@example.com', WEDNESDAY);
    expect(await reminders(off.id)).toEqual([]);

    now = new Date('2026-11-03T00:00:00Z');
    expect(await drain()).toBe(0);
    expect(remindersSent()).toEqual([]);
  });

  it('is sent exactly once with two instances draining the outbox', async () => {
    const second = await startTestServer({
      databaseUrl: server.databaseUrl,
      env: { SMTP_URL: smtp.url },
      overrides: { mail: { pollMs: 60_000, now: () => now } },
    });
    try {
      await bookAndConfirm('twice@example.com', WEDNESDAY);
      now = new Date('2026-10-27T13:00:00Z');
      const drained = await Promise.all([drain(), second.app.services.outbox.drainDue()]);
      expect(drained.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await Promise.all([drain(), second.app.services.outbox.drainDue()])).toEqual([0, 0]);
      expect(await db().query(`SELECT status, attempts FROM outbox_email WHERE kind = 'appointment-reminder'`)).toEqual([
        { status: 'sent', attempts: 1 },
      ]);
      await smtp.waitFor(4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(remindersSent()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
