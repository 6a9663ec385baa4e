import { createHash } from 'node:crypto';
import { startWebhookReceiver, verifyWebhook, type ReceivedWebhook, type WebhookReceiver } from '@plumbing/test-support';
import { OutboundMessages, WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, WebhookMessages, type WebhookEnvelope } from '@plumbing/shared';
import { buildAppointment, buildContactMessage, buildPage, buildProject } from '../../../test/factories';
import {
  APPOINTMENTS,
  CONTACT_MESSAGES,
  CREATE_WEBHOOK_ENDPOINT,
  DELETE_CONTACT_MESSAGE,
  DELETE_WEBHOOK_ENDPOINT,
  REQUEST_APPOINTMENT,
  RESCHEDULE_APPOINTMENT_BY_TOKEN,
  RESEND_WEBHOOK_DELIVERY,
  ROTATE_WEBHOOK_SECRET,
  SAVE_PAGE,
  SAVE_PROJECT,
  SEND_CONTACT_MESSAGE,
  SET_APPOINTMENT_STATUS,
  SET_APPOINTMENT_STATUS_WITH_NOTE,
  SET_WEBHOOK_ENDPOINT_ENABLED,
  SITE_WARNINGS,
  UPDATE_WEBHOOK_ENDPOINT,
  WEBHOOK_DELIVERIES,
  WEBHOOK_ENDPOINTS,
  type WebhookDelivery,
  type WebhookEndpointValues,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { checkOutboundUrl, RefusedUrl, systemLookup, type AddressLookup } from '../../lib/outbound-url';

// Monday 2026-03-02 in New York; 2026-03-10 is a bookable Tuesday.
const NOW = new Date('2026-03-02T15:00:00Z');
const slot = (hours: number) => new Date(Date.parse('2026-03-10T13:00:00Z') + hours * 3_600_000).toISOString();
const HOUR_MS = 3_600_000;

/** Host names the tests point where they like (a public name turning private, the metadata service); others resolve as usual. */
const pointed = new Map<string, string>();
const lookup: AddressLookup = async (hostname) => {
  const address = pointed.get(hostname);
  if (address === NO_ANSWER) throw Object.assign(new Error(`getaddrinfo EAI_AGAIN ${hostname}`), { code: 'EAI_AGAIN' });
  return address ? [{ address, family: address.includes(':') ? 6 : 4 }] : systemLookup(hostname);
};
/** Pointed to this, a name's resolver does not answer for now (the DNS server down). */
const NO_ANSWER = 'no answer';

describe('webhooks: signed deliveries through the outbox (issue #43)', () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let admin: string;
  /** The sender's clock (a rotated secret's expiry, failing for 24 hours); the signature's time is always the real one. */
  let clock = NOW;
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.9.${(++ip >> 8) & 255}.${ip & 255}` });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer({
      env: { OUTBOUND_ALLOW_LOOPBACK: 'true' },
      overrides: {
        appointments: { now: () => NOW },
        webhooks: { now: () => clock, lookup, retryScheduleMs: [100, 100, 100, 100], pollMs: 100, limits: { timeoutMs: 1_000 } },
      },
    });
    admin = await server.adminToken();
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.stop();
  });
  afterEach(async () => {
    // Each test starts with no endpoint, a receiver answering 200, the clock at NOW.
    for (const { id } of (await server.graphql(WEBHOOK_ENDPOINTS, {}, admin)).body.data.webhookEndpoints)
      await server.graphql(DELETE_WEBHOOK_ENDPOINT, { id }, admin);
    receiver.requests.length = 0;
    receiver.answer(() => ({ status: 200 }));
    pointed.clear();
    clock = NOW;
  });

  async function addEndpoint(input: Partial<WebhookEndpointValues> = {}) {
    const answer = await server.graphql(
      CREATE_WEBHOOK_ENDPOINT,
      { input: { url: receiver.url, events: WEBHOOK_EVENT_TYPES, description: 'CRM', ...input } },
      admin,
    );
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data.createWebhookEndpoint;
  }
  async function requestVisit(hours: number) {
    const answer = await server.graphql(
      REQUEST_APPOINTMENT,
      { input: buildAppointment({ preferredDate: slot(hours) }) },
      undefined,
      from(),
    );
    expect(answer.body.data.requestAppointment.success).toBe(true);
    const appointments = (await server.graphql(APPOINTMENTS, {}, admin)).body.data.appointments;
    return appointments.find((appointment) => appointment.preferredDate === slot(hours))!.id;
  }
  const setStatus = async (id: string, status: string) =>
    expect((await server.graphql(SET_APPOINTMENT_STATUS, { id, status }, admin)).body.errors).toBeUndefined();
  const savePage = async (slug: string) =>
    expect((await server.graphql(SAVE_PAGE, { input: buildPage({ slug }) }, admin)).body.errors).toBeUndefined();
  const deliveries = async (endpointId: string): Promise<WebhookDelivery[]> =>
    (await server.graphql(WEBHOOK_DELIVERIES, { endpointId }, admin)).body.data.webhookDeliveries;
  async function deliveriesWhen(endpointId: string, done: (list: WebhookDelivery[]) => boolean): Promise<WebhookDelivery[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const list = await deliveries(endpointId);
      if (done(list)) return list;
      if (Date.now() > deadline) throw new Error(`deliveries never settled: ${JSON.stringify(list)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('every event type arrives once, signed with the endpoint secret, in the documented envelope', async () => {
    const { secret } = await addEndpoint();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const confirmedThenCompleted = await requestVisit(0);
    await setStatus(confirmedThenCompleted, 'confirmed');
    await setStatus(confirmedThenCompleted, 'completed');
    // The owner's words and the other times held for the customer go with the rejection and the cancellation (issue #50).
    const rejected = await requestVisit(1);
    const note = { reason: 'Our crew is out of town that day.', proposedTimes: ['2026-03-11T13:00:00.000Z'] };
    expect(
      (await server.graphql(SET_APPOINTMENT_STATUS_WITH_NOTE, { id: rejected, status: 'rejected', note }, admin)).body.errors,
    ).toBeUndefined();
    const cancelled = await requestVisit(2);
    const reason = { reason: 'Our van broke down.' };
    expect(
      (await server.graphql(SET_APPOINTMENT_STATUS_WITH_NOTE, { id: cancelled, status: 'cancelled', note: reason }, admin)).body.errors,
    ).toBeUndefined();
    // The customer moves a visit through the manage link in their e-mail (its token, stored as its hash).
    const moved = await requestVisit(3);
    const token = 'a-manage-link-token-of-the-customer-of-this-test';
    await server.app.services.db.query(`INSERT INTO appointment_manage_token (token_hash, appointment_id) VALUES ($1, $2)`, [
      createHash('sha256').update(token).digest(),
      moved,
    ]);
    const rescheduled = await server.graphql(RESCHEDULE_APPOINTMENT_BY_TOKEN, { token, preferredDate: slot(5) }, undefined, from());
    expect(rescheduled.body.data.rescheduleAppointmentByToken.success).toBe(true);
    expect((await server.graphql(SEND_CONTACT_MESSAGE, { input: buildContactMessage() }, undefined, from())).body.errors).toBeUndefined();
    const [message] = (await server.graphql(CONTACT_MESSAGES, {}, admin)).body.data.contactMessages;
    expect((await server.graphql(DELETE_CONTACT_MESSAGE, { id: message.id }, admin)).body.data.deleteContactMessage).toBe(true);
    expect((await server.graphql(SAVE_PROJECT, { input: buildProject() }, admin)).body.errors).toBeUndefined();
    await savePage('drain-cleaning');

    // 4 requests, confirmed, completed, rejected, cancelled, rescheduled, a message and its deletion, a project, a page.
    const arrived = await receiver.waitForDelivered(13);
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more comes
    expect(receiver.requests).toHaveLength(13);
    expect(new Set(arrived.map((request) => request.id)).size).toBe(13);
    const envelopes = arrived.map((request) => verifyWebhook(secret, request) as WebhookEnvelope);
    expect(new Set(arrived.map((request) => request.headers['content-type']))).toEqual(new Set(['application/json']));
    expect(new Set(envelopes.map((envelope) => envelope.type))).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    for (const envelope of envelopes) {
      expect(Object.keys(envelope).sort()).toEqual(['data', 'timestamp', 'type', 'version']);
      expect(envelope.version).toBe(1);
      // The data carries exactly what docs/webhooks.md documents for its type (the examples are typed by the sender's types).
      expect(Object.keys(envelope.data).sort()).toEqual(Object.keys(WEBHOOK_EVENTS[envelope.type].example).sort());
    }
    const byType = (type: string) => envelopes.filter((envelope) => envelope.type === type).map((envelope) => envelope.data);
    expect(byType('appointment.rescheduled')).toEqual([
      expect.objectContaining({ id: moved, startsAt: slot(5), previousStartsAt: slot(3), status: 'pending', changedBy: 'customer' }),
    ]);
    expect(byType('appointment.rejected')).toEqual([
      expect.objectContaining({ id: rejected, ...note, proposalsHeldUntil: '2026-03-04T15:00:00.000Z', changedBy: 'owner' }),
    ]);
    expect(byType('appointment.cancelled')).toEqual([expect.objectContaining({ id: cancelled, ...reason, changedBy: 'owner' })]);
    expect(byType('appointment.completed')).toEqual([expect.objectContaining({ id: confirmedThenCompleted, changedBy: 'owner' })]);
    expect(byType('contact_message.deleted')).toEqual([{ id: message.id }]);
    expect(byType('page.published')).toEqual([expect.objectContaining({ slug: 'drain-cleaning', firstPublished: true })]);
    // A wrong secret verifies nothing.
    expect(() => verifyWebhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, arrived[0])).toThrow();
  });

  it('a receiver that answers 500 three times, then 200, gets the delivery once, after four tries', async () => {
    const { endpoint } = await addEndpoint({ events: ['page.published'] });
    receiver.answer((_request, index) => ({ status: index < 3 ? 500 : 200 }));
    await savePage('retried');
    const [delivered] = await receiver.waitForDelivered(1);
    const [delivery] = await deliveriesWhen(endpoint.id, ([first]) => first?.status === 'delivered');
    expect(receiver.requests.map((request) => [request.id, request.answered])).toEqual([
      [delivered.id, 500],
      [delivered.id, 500],
      [delivered.id, 500],
      [delivered.id, 200],
    ]);
    expect(delivery).toMatchObject({ messageId: delivered.id, attempts: 4, lastResponseCode: 200, lastError: null });
    expect(JSON.parse(delivery.body)).toEqual(JSON.parse(delivered.body));
    // The failures before the success are forgotten: the endpoint is not failing.
    expect((await server.graphql(WEBHOOK_ENDPOINTS, {}, admin)).body.data.webhookEndpoints[0].failingSince).toBeNull();

    // The owner resends it: the same message again, signed anew.
    const resent = (await server.graphql(RESEND_WEBHOOK_DELIVERY, { id: delivery.id }, admin)).body.data.resendWebhookDelivery;
    expect(resent).toMatchObject({ status: 'delivered', attempts: 5, lastResponseCode: 200 });
    expect(receiver.requests.map((request) => request.id)).toEqual(Array(5).fill(delivered.id));
  });

  it('a receiver too slow to answer, or answering with a redirect, has not taken it: tried again, never followed', async () => {
    const { endpoint } = await addEndpoint({ events: ['page.published'] });
    // The first answer would come long after the send's time limit, which alone can end that try.
    receiver.answer((_request, index) =>
      index === 0 ? { status: 200, delayMs: 120_000 } : index === 1 ? { status: 302 } : { status: 204 },
    );
    await savePage('slow');
    const [delivery] = await deliveriesWhen(endpoint.id, ([first]) => first?.status === 'delivered');
    expect(delivery).toMatchObject({ attempts: 3, lastResponseCode: 204 });
    // The first try was cut at the time limit (the site hung up before any answer), the second's redirect not followed.
    expect(receiver.requests[0]).toMatchObject({ answered: 0, droppedAt: expect.any(Number) });
    expect(receiver.requests[0].droppedAt).toBeGreaterThan(0);
    expect(receiver.requests.slice(1).map((request) => request.answered)).toEqual([302, 204]);
  });

  it('refuses at save an address that is not public: private, metadata, loopback names and IPs, plain http', async () => {
    pointed.set('internal.example.test', '10.0.0.1');
    pointed.set('metadata.example.test', '169.254.169.254');
    pointed.set('mapped.example.test', '::ffff:192.168.1.20');
    pointed.set('public.example.test', '93.184.216.34');
    const refusals = {
      'https://internal.example.test/hook': OutboundMessages.urlPrivate('internal.example.test', '10.0.0.1'),
      'https://metadata.example.test/latest': OutboundMessages.urlPrivate('metadata.example.test', '169.254.169.254'),
      'https://mapped.example.test/': OutboundMessages.urlPrivate('mapped.example.test', '::ffff:192.168.1.20'),
      'https://10.0.0.1/hook': OutboundMessages.urlPrivate('10.0.0.1', '10.0.0.1'),
      'https://169.254.169.254/': OutboundMessages.urlPrivate('169.254.169.254', '169.254.169.254'),
      'https://[fd00::1]/': OutboundMessages.urlPrivate('fd00::1', 'fd00::1'),
      'http://public.example.test/hook': OutboundMessages.urlNotHttps,
      'https://user:pw@example.com/': OutboundMessages.urlCredentials,
      'ftp://example.com/': OutboundMessages.urlInvalid,
      'https://nothing-here.invalid/': OutboundMessages.urlUnresolvable('nothing-here.invalid'),
    };
    for (const [url, message] of Object.entries(refusals)) {
      const answer = await server.graphql(CREATE_WEBHOOK_ENDPOINT, { input: { url, events: ['page.published'] } }, admin);
      expect([url, answer.body.errors?.[0]?.message]).toEqual([url, message]);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect((await server.graphql(WEBHOOK_ENDPOINTS, {}, admin)).body.data.webhookEndpoints).toEqual([]);

    // localhost and 127.0.0.1 only with OUTBOUND_ALLOW_LOOPBACK (this server has it; the rules without it refuse them).
    const strict = { allowLoopback: false, lookup };
    await expect(checkOutboundUrl('https://localhost/hook', strict)).rejects.toThrow(RefusedUrl);
    await expect(checkOutboundUrl('https://localhost/hook', strict)).rejects.toThrow(/points to (127\.0\.0\.1|::1)/);
    await expect(checkOutboundUrl(receiver.url, strict)).rejects.toThrow(OutboundMessages.urlPrivate('127.0.0.1', '127.0.0.1'));
    await expect(checkOutboundUrl('https://[::ffff:127.0.0.1]/', strict)).rejects.toThrow(RefusedUrl);
    // With it, plain http goes to loopback only.
    await expect(checkOutboundUrl('http://public.example.test/', { allowLoopback: true, lookup })).rejects.toThrow(
      OutboundMessages.urlNotHttps,
    );
    await expect(checkOutboundUrl('https://public.example.test/', strict)).resolves.toMatchObject({ address: '93.184.216.34' });
  });

  it('a delivery to a name that now points to a private address is not sent: failed, with the reason', async () => {
    pointed.set('hooks.example.test', '93.184.216.34');
    const { endpoint } = await addEndpoint({ url: 'https://hooks.example.test/in', events: ['page.published'] });
    // DNS rebinding: the name turns private after it was checked at save.
    pointed.set('hooks.example.test', '10.0.0.1');
    await savePage('rebound');
    const [delivery] = await deliveriesWhen(endpoint.id, ([first]) => first?.status === 'failed');
    expect(delivery).toMatchObject({
      attempts: 1,
      lastResponseCode: null,
      lastError: OutboundMessages.urlPrivate('hooks.example.test', '10.0.0.1'),
    });
    pointed.set('hooks.example.test', '169.254.169.254');
    const resent = (await server.graphql(RESEND_WEBHOOK_DELIVERY, { id: delivery.id }, admin)).body.data.resendWebhookDelivery;
    expect(resent).toMatchObject({ status: 'failed', lastError: OutboundMessages.urlPrivate('hooks.example.test', '169.254.169.254') });
  });

  it('a name whose resolver does not answer for now (DNS down) is tried again, and delivered once it answers', async () => {
    pointed.set('receiver.example.test', '127.0.0.1');
    const { endpoint } = await addEndpoint({ url: receiver.url.replace('127.0.0.1', 'receiver.example.test'), events: ['page.published'] });
    pointed.set('receiver.example.test', NO_ANSWER);
    await savePage('dns-down');
    await deliveriesWhen(endpoint.id, ([first]) => first?.lastError === OutboundMessages.urlUnresolvable('receiver.example.test'));
    pointed.set('receiver.example.test', '127.0.0.1');
    const [delivery] = await deliveriesWhen(endpoint.id, ([first]) => first?.status === 'delivered');
    expect(delivery).toMatchObject({ attempts: 2, lastResponseCode: 200, lastError: null });
    expect(receiver.requests).toHaveLength(1);
  });

  it('a rotated secret: both secrets verify for 24 hours, then only the new one', async () => {
    const { endpoint, secret: oldSecret } = await addEndpoint({ events: ['page.published'] });
    const rotated = (await server.graphql(ROTATE_WEBHOOK_SECRET, { id: endpoint.id }, admin)).body.data.rotateWebhookSecret;
    expect(rotated.secret).not.toBe(oldSecret);
    expect(rotated.endpoint.previousSecretExpiresAt).toBe(new Date(NOW.getTime() + 24 * HOUR_MS).toISOString());

    clock = new Date(NOW.getTime() + 23 * HOUR_MS);
    await savePage('within-a-day');
    const [first] = await receiver.waitForDelivered(1);
    expect(verifyWebhook(oldSecret, first)).toMatchObject({ type: 'page.published' });
    expect(verifyWebhook(rotated.secret, first)).toMatchObject({ type: 'page.published' });

    clock = new Date(NOW.getTime() + 25 * HOUR_MS);
    await savePage('after-a-day');
    const second: ReceivedWebhook = (await receiver.waitForDelivered(2))[1];
    expect(verifyWebhook(rotated.secret, second)).toMatchObject({ type: 'page.published' });
    expect(() => verifyWebhook(oldSecret, second)).toThrow('No matching signature found');
    // The secret is kept encrypted: neither appears in the database.
    const [row] = await server.app.services.db.query(`SELECT secret, previous_secret FROM webhook_endpoint`);
    expect(JSON.stringify(row)).not.toContain(rotated.secret.slice(6, 30));
    expect(JSON.stringify(row)).not.toContain(oldSecret.slice(6, 30));
  });

  it('an endpoint failing for 24 hours is turned off, the owner e-mailed once and warned on every admin screen', async () => {
    const { endpoint } = await addEndpoint({ events: ['page.published'] });
    receiver.answer(() => ({ status: 503 }));
    await savePage('down-1');
    await deliveriesWhen(endpoint.id, ([first]) => first?.status === 'failed');
    const failing = (await server.graphql(WEBHOOK_ENDPOINTS, {}, admin)).body.data.webhookEndpoints[0];
    expect(failing).toMatchObject({ enabled: true, failingSince: NOW.toISOString(), disabledForFailingAt: null });
    expect((await deliveries(endpoint.id))[0].lastError).toBe('The receiver answered 503: not now');

    clock = new Date(NOW.getTime() + 24 * HOUR_MS);
    await savePage('down-2');
    await deliveriesWhen(endpoint.id, (list) => list.length === 2 && list.every((delivery) => delivery.status === 'failed'));
    const [turnedOff] = (await server.graphql(WEBHOOK_ENDPOINTS, {}, admin)).body.data.webhookEndpoints;
    expect(turnedOff).toMatchObject({ enabled: false, disabledForFailingAt: clock.toISOString() });
    const emails = await server.app.services.db.query(`SELECT subject, to_address FROM outbox_email WHERE kind = 'webhook-disabled'`);
    expect(emails).toEqual([{ subject: WebhookMessages.disabledEmailSubject(receiver.url), to_address: expect.any(String) }]);
    const warnings = (await server.graphql(SITE_WARNINGS, {}, admin)).body.data.siteWarnings;
    expect(warnings).toContainEqual({
      part: 'webhooks',
      title: expect.stringContaining(receiver.url),
      action: WebhookMessages.disabledWarningHint,
    });

    // Off, it is given no new events; on again, it starts afresh and the warning goes.
    const sent = receiver.requests.length;
    await savePage('while-off');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.requests).toHaveLength(sent);
    expect(await deliveries(endpoint.id)).toHaveLength(2);
    const enabled = (await server.graphql(SET_WEBHOOK_ENDPOINT_ENABLED, { id: endpoint.id, enabled: true }, admin)).body.data;
    expect(enabled.setWebhookEndpointEnabled).toMatchObject({ enabled: true, failingSince: null, disabledForFailingAt: null });
    expect((await server.graphql(SITE_WARNINGS, {}, admin)).body.data.siteWarnings.filter((w) => w.part === 'webhooks')).toEqual([]);
  });

  it('the owner edits an endpoint: another address is checked the same way', async () => {
    const { endpoint } = await addEndpoint({ events: ['page.published'] });
    const refused = await server.graphql(
      UPDATE_WEBHOOK_ENDPOINT,
      { id: endpoint.id, input: { url: 'https://169.254.169.254/', events: ['page.published'] } },
      admin,
    );
    expect(refused.body.errors?.[0]?.message).toBe(OutboundMessages.urlPrivate('169.254.169.254', '169.254.169.254'));
    const edited = await server.graphql(
      UPDATE_WEBHOOK_ENDPOINT,
      { id: endpoint.id, input: { url: receiver.url, events: ['project.published', 'nope'], description: '' } },
      admin,
    );
    expect(edited.body.errors?.[0]?.message).toBe(WebhookMessages.unknownEvent('nope'));
  });

  it('every webhook operation is the admin’s', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const input = { url: receiver.url, events: ['page.published'] };
    const answers = await Promise.all([
      server.graphql(WEBHOOK_ENDPOINTS),
      server.graphql(WEBHOOK_DELIVERIES, { endpointId: id }),
      server.graphql(CREATE_WEBHOOK_ENDPOINT, { input }),
      server.graphql(UPDATE_WEBHOOK_ENDPOINT, { id, input }),
      server.graphql(ROTATE_WEBHOOK_SECRET, { id }),
      server.graphql(SET_WEBHOOK_ENDPOINT_ENABLED, { id, enabled: true }),
      server.graphql(DELETE_WEBHOOK_ENDPOINT, { id }),
      server.graphql(RESEND_WEBHOOK_DELIVERY, { id }),
      server.graphql(WEBHOOK_ENDPOINTS, {}, 'not-a-token'),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect(await server.app.services.db.query(`SELECT count(*)::int AS n FROM webhook_endpoint`)).toEqual([{ n: 0 }]);
  });
});

describe('webhooks: two instances on one database', () => {
  let first: TestServer;
  let second: TestServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const options = { env: { OUTBOUND_ALLOW_LOOPBACK: 'true', BACKUP_KEY: 'one backup key shared by both instances of the site' } };
    first = await startTestServer(options);
    second = await startTestServer({ ...options, databaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await receiver?.stop();
  });

  it('never send one delivery twice: both drain the one outbox, each delivery arrives once', async () => {
    const admin = await first.adminToken();
    const created = await first.graphql(CREATE_WEBHOOK_ENDPOINT, { input: { url: receiver.url, events: ['page.published'] } }, admin);
    const { secret } = created.body.data.createWebhookEndpoint;
    // A slow receiver keeps each instance's claims open while the other drains beside it.
    receiver.answer(() => ({ status: 200, delayMs: 20 }));
    const events = 40;
    await Promise.all(
      Array.from({ length: events }, (_, i) => {
        const instance = i % 2 ? first : second;
        const { db, webhooks } = instance.app.services;
        return db.transaction((manager) =>
          webhooks.queue(manager, 'page.published', {
            id: `page-${i}`,
            title: 'Page',
            slug: `page-${i}`,
            url: 'https://example.com/',
            firstPublished: true,
          }),
        );
      }),
    );
    const arrived = await receiver.waitForDelivered(events);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests).toHaveLength(events);
    expect(new Set(arrived.map((request) => request.id)).size).toBe(events);
    // Either instance signs with the same secret: it is encrypted with the site's key, which both share.
    for (const request of arrived) verifyWebhook(secret, request);
  });
});
