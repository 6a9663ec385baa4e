import { MailMessages } from '@plumbing/shared';
import { buildAppointment, separateSlot } from '../../../test/factories';
import {
  APPOINTMENTS,
  REQUEST_APPOINTMENT,
  REQUEST_APPOINTMENT_FOLLOW_UP,
  RESEND_EMAIL,
  SET_APPOINTMENT_STATUS,
  SITE_WARNINGS,
  SITE_WARNINGS_WITH_LINKS,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

// Issue #36: without SMTP_URL nothing leaves the machine, and nothing may look as if it had.
describe('e-mail not set up (no SMTP_URL)', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      overrides: { appointments: { now: () => new Date('2026-03-02T15:00:00Z') }, mail: { pollMs: 60_000 } },
    });
    token = await server.adminToken();
  });
  afterAll(() => server.close());

  it('records every e-mail as recorded, never sent, and the status change says the customer was not told', async () => {
    expect((await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment() })).body.data.requestAppointment.success).toBe(true);
    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;

    const confirmed = (await server.graphql(SET_APPOINTMENT_STATUS, { id, status: 'confirmed' }, token)).body.data.setAppointmentStatus;
    expect(confirmed).toMatchObject({ emailSent: false, emailRecorded: true, emailError: null });

    const rows = await server.app.services.db.query(
      `SELECT kind, status, sent_at FROM outbox_email WHERE scheduled_for IS NULL ORDER BY created_at, kind`,
    );
    expect(rows).toEqual([
      { kind: 'appointment-alert', status: 'recorded', sent_at: null },
      { kind: 'appointment-received', status: 'recorded', sent_at: null },
      { kind: 'appointment-confirmed', status: 'recorded', sent_at: null },
    ]);

    // Resending one is recorded again, and says so.
    const [{ id: emailId }] = await server.app.services.db.query(`SELECT id FROM outbox_email WHERE kind = 'appointment-confirmed'`);
    expect((await server.graphql(RESEND_EMAIL, { id: emailId }, token)).body.data.resendEmail).toEqual({
      sent: false,
      recorded: true,
      error: null,
    });
  });

  it('tells the booking form that no confirmation e-mail goes out, so it says the office will call instead (issue #51)', async () => {
    const answer = await server.graphql(REQUEST_APPOINTMENT_FOLLOW_UP, { input: buildAppointment({ preferredDate: separateSlot(0) }) });
    expect(answer.body.data.requestAppointment).toMatchObject({ success: true, confirmationByEmail: false });
  });

  it('warns the owner on every admin screen, in one line the owner may hide, with the way to what to set; the public is refused', async () => {
    // Issue #51: a standing choice, not a failure: one line linking to Today's checklist, which says what to set.
    expect((await server.graphql(SITE_WARNINGS_WITH_LINKS, {}, token)).body.data.siteWarnings).toEqual([
      {
        part: 'email',
        title: 'E-mail is not set up',
        action: MailMessages.setUpHint,
        link: { label: 'How to set it up', to: '/admin' },
        dismissible: true,
      },
    ]);
    const anonymous = await server.graphql(SITE_WARNINGS);
    expect(anonymous.body.errors?.[0].message).toBe('User is not authenticated');
  });

  it('POST /api/send-email answers that it recorded the message and sent nothing', async () => {
    const response = await fetch(`${server.url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ to: 'dana@example.com', subject: 'Hello', text: 'Hi' }),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, error: MailMessages.recorded });
  });
});
