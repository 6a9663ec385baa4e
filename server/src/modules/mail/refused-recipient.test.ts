import type { SmtpCatcher } from '@plumbing/test-support';
import { createLogger } from '../../logger';
import { buildAppointment } from '../../../test/factories';
import { APPOINTMENT, APPOINTMENTS, REQUEST_APPOINTMENT } from '../../../test/operations';
import { startServerWithMail } from '../../../test/server-with-mail';
import type { TestServer } from '../../../test/test-server';

// Monday 2026-03-02, 10:00 in New York: the factories' slot is bookable.
const NOW = new Date('2026-03-02T15:00:00Z');

const email = (to: string) => ({ kind: 'manual', to, subject: 'Your invoice', text: 'Attached.', html: '<p>Attached.</p>' });

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await condition());) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Issue #49, item 11: a recipient the mail server refuses for good is not tried forever.
describe("an e-mail whose recipient the mail server refuses (the real SMTP server's answer)", () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let token: string;
  const logged: string[] = [];
  const rows = async (to: string) =>
    (await server.app.services.db.query(`SELECT status, attempts, last_error FROM outbox_email WHERE to_address = $1`, [to])) as Array<{
      status: string;
      attempts: number;
      last_error: string | null;
    }>;
  /** Every row is due again now, and the worker looks. */
  const retryNow = async () => {
    await server.app.services.db.query(`UPDATE outbox_email SET next_attempt_at = now()`);
    await server.app.services.outbox.drainDue();
  };

  beforeAll(async () => {
    ({ server, smtp, token } = await startServerWithMail(() => NOW, {
      logger: createLogger('info', { write: (line: string) => void logged.push(line) }),
    }));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('refused for good (550, no such mailbox): failed after one try, and the owner sees it failed', async () => {
    smtp.refuseRecipient('gone@example.com', 550);
    const booked = await server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ customerEmail: 'gone@example.com' }) });
    expect(booked.body.data.requestAppointment.success).toBe(true);
    await smtp.waitFor(1); // the owner's alert goes out
    await until(async () => (await rows('gone@example.com'))[0]?.attempts > 0);
    expect(await rows('gone@example.com')).toEqual([{ status: 'failed', attempts: 1, last_error: expect.stringContaining('550') }]);
    await retryNow();
    expect(await rows('gone@example.com')).toEqual([expect.objectContaining({ status: 'failed', attempts: 1 })]);

    const [{ id }] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    const { emails } = (await server.graphql(APPOINTMENT, { id }, token)).body.data.appointment!;
    expect(emails.map(({ to, status }) => [to, status]).sort()).toEqual([
      ['gone@example.com', 'failed'],
      ['office@example.com', 'sent'],
    ]);
  });

  it('an address the server cannot read (a quoted local part, 501) is failed after one try too', async () => {
    // Written before such addresses were refused at the forms.
    const report = await server.app.services.outbox.sendNow(email('"x@y.com"@example.com'));
    expect(report).toMatchObject({ sent: false, error: expect.stringContaining('501') });
    await retryNow();
    expect(await rows('"x@y.com"@example.com')).toEqual([{ status: 'failed', attempts: 1, last_error: expect.stringContaining('501') }]);
  });

  it('refused for now (450, mailbox busy): tried again, and sent once taken', async () => {
    smtp.refuseRecipient('busy@example.com', 450);
    expect(await server.app.services.outbox.sendNow(email('busy@example.com'))).toMatchObject({ sent: false });
    expect(await rows('busy@example.com')).toEqual([{ status: 'pending', attempts: 1, last_error: expect.stringContaining('450') }]);
    smtp.refuseRecipient('busy@example.com', null);
    await retryNow();
    expect(await rows('busy@example.com')).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  it('logs the e-mails by id, never their addresses', () => {
    expect(logged.join('\n')).toMatch(/"msg":"e-mail failed for good"/);
    for (const address of ['gone@example.com', 'x@y.com', 'busy@example.com']) expect(logged.join('\n')).not.toContain(address);
  });
});
