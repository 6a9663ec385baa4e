import type { SmtpCatcher } from '@plumbing/test-support';
import { startServerWithMail } from '../../../test/server-with-mail';
import type { TestServer } from '../../../test/test-server';

const email = (subject: string) => ({ kind: 'test', to: 'dana@example.com', subject, text: subject, html: `<p>${subject}</p>` });

// Seen in CI: a booking's receipt reached the customer after the owner's rejection written a moment later.
describe('e-mails to one person', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    ({ server, smtp } = await startServerWithMail(() => new Date()));
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it('arrive in the order they were written, whichever change sends its own first', async () => {
    const { db, outbox } = server.app.services;
    const [receipt] = await db.transaction((manager) => outbox.enqueue(manager, [email('We received your request')]));
    const [rejection] = await db.transaction((manager) => outbox.enqueue(manager, [email('Can we come at another time?')]));

    // The later change's sending runs first (the earlier one's was slower to start).
    expect(await outbox.deliver([rejection.id])).toEqual({ sent: true, recorded: false });
    expect(await outbox.deliver([receipt.id])).toEqual({ sent: true, recorded: false });
    await smtp.waitFor(2);
    expect(smtp.messages.map((mail) => mail.subject)).toEqual(['We received your request', 'Can we come at another time?']);
  });
});
