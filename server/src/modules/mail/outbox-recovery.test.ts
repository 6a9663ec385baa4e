import type { SmtpCatcher } from '@plumbing/test-support';
import { buildAppointment, separateSlot } from '../../../test/factories';
import { REQUEST_APPOINTMENT } from '../../../test/operations';
import { OFFICE_EMAIL, startServerWithMail } from '../../../test/server-with-mail';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { until } from '../../../test/until';

// Monday 2026-03-02 in New York; each booking on a day of its own (one crew, jobs that take hours: issue #50).
const NOW = new Date('2026-03-02T15:00:00Z');

// Issue #49, item 2: the owner hears "the e-mails kept meanwhile are going out now"; they must.
describe('e-mails kept while SMTP failed go out as soon as it works again, not after their back-off', () => {
  let first: TestServer;
  let second: TestServer;
  let smtp: SmtpCatcher;
  let ip = 0;

  beforeAll(async () => {
    // The outboxes' own polling slowed down: what goes out, goes out because SMTP works again.
    ({ server: first, smtp } = await startServerWithMail(() => NOW));
    second = await startTestServer({
      databaseUrl: first.databaseUrl,
      env: { SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: OFFICE_EMAIL },
      overrides: { appointments: { now: () => NOW }, mail: { pollMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await smtp?.stop();
  });

  async function book(server: TestServer, day: number): Promise<void> {
    const input = buildAppointment({ customerEmail: `customer-${day}@example.com`, preferredDate: separateSlot(day) });
    const answer = await server.graphql(REQUEST_APPOINTMENT, { input }, undefined, { 'x-forwarded-for': `10.49.2.${++ip}` });
    expect(answer.body.data.requestAppointment.success).toBe(true);
  }

  it('SMTP refusing, then back: the first e-mail that goes out takes every kept one with it, from either instance', async () => {
    const db = first.app.services.db;
    const kept = () =>
      db.query(`SELECT id, next_attempt_at FROM outbox_email WHERE status = 'pending' AND attempts > 0`) as Promise<
        Array<{ id: string; next_attempt_at: Date }>
      >;
    smtp.refuseMail(true);
    // Three bookings on two instances: each receipt and owner's alert is refused and waits out its back-off (30 s, then longer).
    await book(first, 0);
    await book(second, 1);
    await book(second, 2);
    await until(async () => (await kept()).length === 6);
    const keptBefore = await kept();
    expect(keptBefore.every((row) => row.next_attempt_at.getTime() > Date.now() + 15_000)).toBe(true);

    smtp.refuseMail(false);
    await book(first, 3);
    // Its two e-mails go out at once, and the six kept ones right after them: not 30 s later.
    await smtp.waitFor(8);
    const rows = () =>
      db.query(`SELECT id, status, attempts FROM outbox_email ORDER BY created_at`) as Promise<
        Array<{ id: string; status: string; attempts: number }>
      >;
    await until(async () => (await rows()).every((row) => row.status === 'sent'));
    expect(await rows()).toHaveLength(8);
    const keptIds = new Set(keptBefore.map((row) => row.id));
    for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: keptIds.has(row.id) ? 2 : 1 });
    // Each went out once.
    expect(new Set(smtp.messages.map((message) => message.messageId)).size).toBe(8);
    expect(
      smtp.messages.filter((message) => message.to && 'value' in message.to && message.to.value[0].address === OFFICE_EMAIL),
    ).toHaveLength(4);
  });
});
