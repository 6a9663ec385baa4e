import { ApiTokenMessages, AuthMessages, type ApiScope } from '@plumbing/shared';
import { startSmtpCatcher, type SmtpCatcher } from '@plumbing/test-support';
import { buildContactMessage, type ContactMessageValues } from '../../../test/factories';
import { CONTACT_MESSAGES, DELETE_CONTACT_MESSAGE, SEND_CONTACT_MESSAGE, SET_CONTACT_MESSAGE_HANDLED } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';

describe('contact messages', () => {
  let smtp: SmtpCatcher;
  let server: TestServer;
  let ip = 0;
  const send = (input: ContactMessageValues, from = `10.1.0.${++ip % 250}`) =>
    server.graphql(SEND_CONTACT_MESSAGE, { input }, undefined, { 'x-forwarded-for': from });
  const stored = async () => (await server.app.services.db.query(`SELECT count(*)::int AS n FROM contact_message`))[0].n as number;

  beforeEach(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: 'office@example.com', TRUST_PROXY: 'loopback' },
      overrides: { mail: { pollMs: 60_000 }, contact: { sendRule: { limit: 3, windowSeconds: 600 } } },
    });
  });
  afterEach(async () => {
    await server.close();
    await smtp.stop();
  });

  it('stores the message and e-mails it to the business address only', async () => {
    expect((await send(buildContactMessage())).body).toEqual({ data: { sendContactMessage: true } });

    const [mail] = await smtp.waitFor(1);
    expect(mail.to && 'text' in mail.to && mail.to.text).toBe('office@example.com');
    expect(JSON.stringify(mail.to)).not.toContain('sam@example.com');
    expect(mail.cc).toBeUndefined();
    expect(mail.subject).toBe('Website message: Installation — Sam Okafor');
    expect(mail.text).toContain('(813) 555-0177');
    expect(mail.text).toContain('sam@example.com');
    expect(mail.text).toContain('Garage install, 50 gallons.');
    expect(mail.html).toContain('Please quote a new water heater.');

    const token = await server.adminToken();
    const [message] = (await server.graphql(CONTACT_MESSAGES, {}, token)).body.data.contactMessages;
    expect(message).toMatchObject({ name: 'Sam Okafor', email: 'sam@example.com', service: 'installation', handledAt: null });
  });

  it('escapes what the visitor typed in the HTML e-mail', async () => {
    await send(buildContactMessage({ name: '<b>Eve</b>', message: '<script>alert(1)</script>' }));
    const [mail] = await smtp.waitFor(1);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('validates every field on the server', async () => {
    const result = await send(buildContactMessage({ name: ' ', email: 'nope', phone: '', service: 'magic', message: '   ' }));
    const errors = result.body.errors![0].extensions!.validationErrors as Array<{ property: string; constraints: Record<string, string> }>;
    expect(Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints)]))).toEqual({
      name: ['Name is required'],
      email: ['Invalid email address'],
      phone: expect.arrayContaining(['Phone number is required']),
      service: ['Please select a service'],
      message: ['Message is required'],
    });
    expect(await stored()).toBe(0);
  });

  it('refuses the addresses SMTP servers refuse (a quoted local part, an IP address for a domain), as any invalid one (issue #49)', async () => {
    for (const email of ['"x@y.com"@example.com', '"sam"@example.com', 'sam@[127.0.0.1]']) {
      const errors = (await send(buildContactMessage({ email }))).body.errors?.[0].extensions?.validationErrors as Array<{
        property: string;
        constraints: Record<string, string>;
      }>;
      expect({ email, errors: errors?.map((e) => [e.property, Object.values(e.constraints)]) }).toEqual({
        email,
        errors: [['email', ['Invalid email address']]],
      });
    }
    expect(await stored()).toBe(0);
  });

  it('takes a name typed over several lines as one line (issue #49)', async () => {
    expect((await send(buildContactMessage({ name: 'Sam\r\nOkafor\u2028Jr' }))).body.data).toEqual({ sendContactMessage: true });
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe('Website message: Installation — Sam Okafor Jr');
    const [message] = (await server.graphql(CONTACT_MESSAGES, {}, await server.adminToken())).body.data.contactMessages;
    expect(message.name).toBe('Sam Okafor Jr');
  });

  it('answers a filled honeypot as success and stores nothing', async () => {
    expect((await send(buildContactMessage({ website: 'http://spam.example' }))).body).toEqual({ data: { sendContactMessage: true } });
    expect(await stored()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it('limits messages per address', async () => {
    for (let i = 0; i < 3; i++) expect((await send(buildContactMessage(), '10.9.9.9')).body.data).toEqual({ sendContactMessage: true });
    const refused = await send(buildContactMessage(), '10.9.9.9');
    expect(refused.body.errors![0]).toMatchObject({
      message: 'Too many messages from your connection. Please call us instead.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect((await send(buildContactMessage(), '10.9.9.10')).body.data).toEqual({ sendContactMessage: true });
    expect(await stored()).toBe(4);
  });

  it('limits messages per IPv6 /64, where one subscriber holds every address', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await send(buildContactMessage(), `2001:db8:5:5::${i}`)).body.data).toEqual({ sendContactMessage: true });
    expect((await send(buildContactMessage(), '2001:db8:5:5:abcd::9')).body.errors![0].extensions).toEqual({ code: 'RATE_LIMITED' });
    expect((await send(buildContactMessage(), '2001:db8:5:6::1')).body.data).toEqual({ sendContactMessage: true });
  });

  it('keeps the message when SMTP is down', async () => {
    await smtp.stop();
    expect((await send(buildContactMessage())).body.data).toEqual({ sendContactMessage: true });
    expect(await stored()).toBe(1);
    await smtp.start();
    await server.app.services.db.query(`UPDATE outbox_email SET next_attempt_at = now()`);
    await server.app.services.outbox.drainDue();
    expect((await smtp.waitFor(1))[0].subject).toBe('Website message: Installation — Sam Okafor');
  });

  it('only the admin reads messages and marks them handled', async () => {
    await send(buildContactMessage({ name: 'First' }));
    await send(buildContactMessage({ name: 'Second' }));

    const anonymous = await server.graphql(CONTACT_MESSAGES);
    expect(anonymous.body.errors![0]).toMatchObject({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
    expect(anonymous.body.data).toBeNull();
    const [first] = (await server.graphql(CONTACT_MESSAGES, {}, await server.adminToken())).body.data.contactMessages.filter(
      (m) => m.name === 'First',
    );
    const anonymousMark = await server.graphql(SET_CONTACT_MESSAGE_HANDLED, { id: first.id, handled: true });
    expect(anonymousMark.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');

    const token = await server.adminToken();
    const marked = await server.graphql(SET_CONTACT_MESSAGE_HANDLED, { id: first.id, handled: true }, token);
    expect(marked.body.data.setContactMessageHandled.handledAt).toEqual(expect.any(String));
    // Open messages come first.
    expect((await server.graphql(CONTACT_MESSAGES, {}, token)).body.data.contactMessages.map((m) => m.name)).toEqual(['Second', 'First']);
    const reopened = await server.graphql(SET_CONTACT_MESSAGE_HANDLED, { id: first.id, handled: false }, token);
    expect(reopened.body.data.setContactMessageHandled.handledAt).toBeNull();
  });

  it('the owner, or a program whose token has messages:write, deletes a message; open screens hear of it', async () => {
    for (const name of ['First', 'Second', 'Third']) await send(buildContactMessage({ name }));
    const owner = await server.adminToken();
    const ids = Object.fromEntries(
      (await server.graphql(CONTACT_MESSAGES, {}, owner)).body.data.contactMessages.map((m) => [m.name, m.id]),
    );
    const tokenWith = async (...scopes: ApiScope[]) =>
      (await server.app.services.apiTokens.create({ name: `Program with ${scopes.join(' ')}`, scopes })).token;
    const changes = server.app.services.changeEvents.subscribe('contactMessages');

    const anonymous = await server.graphql(DELETE_CONTACT_MESSAGE, { id: ids.First });
    expect(anonymous.body.errors![0]).toMatchObject({ message: AuthMessages.notAuthenticated, extensions: { code: 'UNAUTHENTICATED' } });
    const readOnly = await server.graphql(
      DELETE_CONTACT_MESSAGE,
      { id: ids.First },
      await tokenWith('messages:read', 'appointments:write'),
    );
    expect(readOnly.body.errors![0]).toMatchObject({
      message: ApiTokenMessages.lacksScope('messages:write'),
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await stored()).toBe(3);

    const program = await tokenWith('messages:write');
    expect((await server.graphql(DELETE_CONTACT_MESSAGE, { id: ids.First }, program)).body.data).toEqual({ deleteContactMessage: true });
    // The same scope marks a message handled: what a program answering messages needs.
    expect((await server.graphql(SET_CONTACT_MESSAGE_HANDLED, { id: ids.Second, handled: true }, program)).body.errors).toBeUndefined();
    expect((await server.graphql(DELETE_CONTACT_MESSAGE, { id: ids.Second }, owner)).body.data).toEqual({ deleteContactMessage: true });
    // Gone already: nothing to delete.
    expect((await server.graphql(DELETE_CONTACT_MESSAGE, { id: ids.Second }, owner)).body.data).toEqual({ deleteContactMessage: false });
    expect((await server.graphql(CONTACT_MESSAGES, {}, owner)).body.data.contactMessages.map((m) => m.name)).toEqual(['Third']);

    const heard = [];
    for await (const event of changes) if (heard.push(event) === 4) break;
    expect(heard).toEqual([
      { collection: 'contactMessages', operation: 'subscribed', id: '' },
      { collection: 'contactMessages', operation: 'deleted', id: ids.First },
      { collection: 'contactMessages', operation: 'updated', id: ids.Second },
      { collection: 'contactMessages', operation: 'deleted', id: ids.Second },
    ]);
  });
});
