import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { BOOKABLE_SLOT, buildAppointment, buildBusinessProfile } from '../../../test/factories';
import { APPOINTMENTS, REQUEST_APPOINTMENT, SAVE_BUSINESS_PROFILE, SET_APPOINTMENT_STATUS } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York.
const NOW = new Date('2026-03-02T15:00:00Z');
const REVIEW_URL = 'https://g.page/r/gulf-coast/review';
const HOUR = 3_600_000;

/** A header as it was sent (mailparser reads List-Unsubscribe into parts). */
const rawHeader = (mail: SmtpCatcher['messages'][number], key: string) =>
  mail.headerLines.find((header) => header.key === key)?.line.replace(/^[^:]+:\s*/, '');

describe('the review request after a completed visit, and one-click unsubscribe', () => {
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
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  const db = () => server.app.services.db;
  const drain = () => server.app.services.outbox.drainDue();
  const withReviewLink = () => server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ reviewUrl: REVIEW_URL }) }, admin);
  async function book(email: string, preferredDate = BOOKABLE_SLOT): Promise<string> {
    const booked = await server.graphql(
      REQUEST_APPOINTMENT,
      { input: buildAppointment({ customerEmail: email, preferredDate }) },
      undefined,
      { 'x-forwarded-for': `10.5.0.${++ip}` },
    );
    expect(booked.body.data.requestAppointment.success).toBe(true);
    return (await server.graphql(APPOINTMENTS, {}, admin)).body.data.appointments.find((a) => a.customerEmail === email)!.id;
  }
  const setStatus = (id: string, status: string) => server.graphql(SET_APPOINTMENT_STATUS, { id, status }, admin);
  const reviewRows = (id: string) =>
    db().query(
      `SELECT status, scheduled_for AS "scheduledFor" FROM outbox_email WHERE appointment_id = $1 AND kind = 'review-request' ORDER BY scheduled_for`,
      [id],
    );
  const reviewsSent = () => smtp.messages.filter((m) => m.subject?.startsWith('How did we do?'));

  it('asks every completed customer once, after the delay, with List-Unsubscribe headers', async () => {
    await withReviewLink();
    const id = await book('dana@example.com');
    await setStatus(id, 'confirmed');
    await setStatus(id, 'completed');
    expect(await reviewRows(id)).toEqual([{ status: 'pending', scheduledFor: new Date(NOW.getTime() + 2 * HOUR) }]);
    // Taken back before it went (a mis-tap, or the visit is not done after all): the request is
    // withdrawn, so the customer is not asked to review a visit that has not happened.
    now = new Date(NOW.getTime() + HOUR);
    await setStatus(id, 'confirmed');
    expect(await reviewRows(id)).toEqual([{ status: 'cancelled', scheduledFor: new Date(NOW.getTime() + 2 * HOUR) }]);
    // Completed again: one request, after the delay from then.
    await setStatus(id, 'completed');
    expect(await reviewRows(id)).toEqual([
      { status: 'cancelled', scheduledFor: new Date(NOW.getTime() + 2 * HOUR) },
      { status: 'pending', scheduledFor: new Date(NOW.getTime() + 3 * HOUR) },
    ]);

    now = new Date(NOW.getTime() + 3 * HOUR - 60_000);
    expect(await drain()).toBe(0);
    now = new Date(NOW.getTime() + 3 * HOUR);
    expect(await drain()).toBeGreaterThanOrEqual(1);
    await smtp.waitFor(5);
    const [request] = reviewsSent();
    expect(reviewsSent()).toHaveLength(1);
    // Once asked, never again: completed anew after going back, no second request is written.
    await setStatus(id, 'confirmed');
    await setStatus(id, 'completed');
    expect((await reviewRows(id)).filter((row: { status: string }) => row.status !== 'cancelled')).toEqual([
      { status: 'sent', scheduledFor: new Date(NOW.getTime() + 3 * HOUR) },
    ]);
    expect(request.subject).toBe('How did we do? A review would help Gulf Coast Plumbing & Renovation');
    expect(request.text).toContain(`Share your experience: Write a review: ${REVIEW_URL}`);
    const unsubscribe = rawHeader(request, 'list-unsubscribe')!;
    expect(unsubscribe).toMatch(/^<http:\/\/\S+\/unsubscribe\/[\w-]{43}>$/);
    expect(rawHeader(request, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(request.text).toContain(`No more reminders or review requests? Unsubscribe: ${unsubscribe.slice(1, -1)}`);
    // The booking's own e-mails are transactional: no unsubscribe.
    const receipt = smtp.messages.find((m) => m.subject?.startsWith('We received'))!;
    expect(rawHeader(receipt, 'list-unsubscribe')).toBeUndefined();

    // Without a review link in the business profile nobody is asked.
    await server.graphql(SAVE_BUSINESS_PROFILE, { input: buildBusinessProfile({ reviewUrl: null }) }, admin);
    const other = await book('sam@example.com', '2026-03-10T14:00:00.000Z');
    await setStatus(other, 'completed');
    expect(await reviewRows(other)).toEqual([]);
  });

  it('one-click unsubscribe works by POST, never by GET; an unsubscribed address gets no more reminders or review requests', async () => {
    await withReviewLink();
    const later = '2026-03-12T14:00:00.000Z'; // Thu 10:00 AM EDT, after the first visit
    const first = await book('dana@example.com');
    await setStatus(first, 'confirmed');
    const second = await book('dana@example.com', later);
    await setStatus(second, 'confirmed'); // schedules its reminder, which will carry an unsubscribe link
    // The first visit's reminder goes out with a link of its own, minted as it is sent.
    now = new Date(Date.parse(BOOKABLE_SLOT) - 24 * HOUR);
    await drain();
    const reminder = (await smtp.waitFor(7)).find((m) => m.subject?.startsWith('Reminder:'))!;
    const link = rawHeader(reminder, 'list-unsubscribe')!
      .slice(1, -1)
      .replace(/^http:\/\/localhost:\d+/, server.url);

    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<button type="submit"');
    expect(await db().query(`SELECT address FROM email_unsubscribed`)).toEqual([]);

    const unknown = await fetch(`${server.url}/unsubscribe/nope`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unknown.status).toBe(404);
    const oneClick = await fetch(link, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');
    expect(await db().query(`SELECT address FROM email_unsubscribed`)).toEqual([{ address: 'dana@example.com' }]);

    // The reminder written before is withdrawn when its time comes; the review request is never written.
    now = new Date(Date.parse(later) - 24 * HOUR);
    await drain();
    expect(
      await db().query(`SELECT status FROM outbox_email WHERE kind = 'appointment-reminder' AND appointment_id = $1`, [second]),
    ).toEqual([{ status: 'cancelled' }]);
    await setStatus(second, 'completed');
    expect(await reviewRows(second)).toEqual([]);
    now = new Date(Date.parse(later) + 30 * HOUR);
    await drain();
    expect(smtp.messages.filter((m) => rawHeader(m, 'list-unsubscribe'))).toEqual([reminder]);
  });
});
