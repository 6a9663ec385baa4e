import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { createLogger } from '../../logger';
import { keptMessageAlert } from '../contact/contact-emails';
import { CONTACT_LEAD } from '../contact/contact.service';
import { startTestServer, type TestServer } from '../../../test/test-server';

/** A customer's details, none of which the log may carry. */
const CUSTOMER = {
  name: 'Kept Customer',
  email: 'kept.customer@example.com',
  phone: '+18135550177',
  service: 'maintenance' as const,
  message: 'Water under the sink',
};
const DETAILS = ['Kept Customer', 'kept.customer@example.com', '555-0177', '5550177', 'Water under the sink'];

// Issue #49, item 11: the log names a lead by its id, never by the customer's details.
describe('a lead kept on disk, in the log', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  const logged: string[] = [];
  const logLines = () => logged.map((line) => JSON.parse(line) as Record<string, unknown>);
  const leadOf = (input: object) => ({
    id: randomUUID(),
    kind: CONTACT_LEAD,
    receivedAt: new Date().toISOString(),
    clientAddress: '10.2.0.1',
    input,
  });

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: 'office@example.com' },
      overrides: { mail: { pollMs: 60_000 } },
      logger: createLogger('info', { write: (line: string) => void logged.push(line) }),
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.stop();
  });

  it("the owner's alert: its kind and the lead's id, nothing of the customer's", async () => {
    const lead = leadOf(CUSTOMER);
    await server.app.services.leadSpool.keep(lead, keptMessageAlert(lead.id, CUSTOMER));

    // The owner's e-mail has the customer's details; the log has none.
    const [alert] = await smtp.waitFor(1);
    expect(alert.subject).toBe('Website message (kept during an outage): Maintenance — Kept Customer');
    await until(() => logLines().some((line) => line.msg === 'owner alerted'));
    expect(logLines().find((line) => line.msg === 'owner alerted')).toMatchObject({
      alert: { kind: 'contact-message-kept', leadId: lead.id, emailed: true, pushed: 0 },
    });
    for (const detail of DETAILS)
      expect({ detail, logged: logged.some((line) => line.includes(detail)) }).toEqual({ detail, logged: false });
  });

  it("a lead that cannot be entered: the database's error without the values it was given", async () => {
    // A file without its service (damaged, or written by hand): the database refuses the row.
    const { service: _service, ...damaged } = CUSTOMER;
    const lead = leadOf(damaged);
    const spool = path.join(server.config.dataDir, 'spool');
    fs.mkdirSync(spool, { recursive: true });
    fs.writeFileSync(path.join(spool, `2026-03-02T15-00-00-000Z-${lead.id}.lead.json`), JSON.stringify(lead));
    await server.app.services.leadSpool.replay();

    await until(() => logLines().some((line) => line.msg === 'kept lead could not be entered: moved aside'));
    const failed = logLines().find((line) => line.msg === 'kept lead could not be entered: moved aside')!;
    expect(failed).toMatchObject({ lead: { id: lead.id }, err: { message: expect.stringContaining('null value in column "service"') } });
    for (const detail of DETAILS)
      expect({ detail, logged: logged.some((line) => line.includes(detail)) }).toEqual({ detail, logged: false });
  });
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !condition();) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
