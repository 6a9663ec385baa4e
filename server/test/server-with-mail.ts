import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/** Where the owner's alerts go on a server started by startServerWithMail. */
export const OFFICE_EMAIL = 'office@example.com';

/**
 * A test server whose e-mails reach a real SMTP catcher (the owner's alerts to OFFICE_EMAIL), with
 * the appointments' clock at `now()` and the outbox's own polling slowed down (each change sends its
 * e-mails after commit), and the admin's token. The caller closes the server, then stops the catcher.
 */
export async function startServerWithMail(
  now: () => Date,
  options: TestServerOptions = {},
): Promise<{ server: TestServer; smtp: SmtpCatcher; token: string }> {
  const smtp = await startSmtpCatcher();
  const server = await startTestServer({
    ...options,
    env: { SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: OFFICE_EMAIL, ...options.env },
    overrides: {
      ...options.overrides,
      appointments: { now, ...options.overrides?.appointments },
      mail: { pollMs: 60_000, ...options.overrides?.mail },
    },
  });
  return { server, smtp, token: await server.adminToken() };
}

/** The e-mails the catcher has had for `to`, in order. */
export function mailsIn(smtp: SmtpCatcher, to: string): SmtpCatcher['messages'] {
  return smtp.messages.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);
}

/** The e-mails `to` has had, once there are `count` (10 seconds at most). */
export async function mailsTo(smtp: SmtpCatcher, to: string, count: number): Promise<SmtpCatcher['messages']> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = mailsIn(smtp, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} e-mails to ${to}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
