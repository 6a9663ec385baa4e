import fs from 'node:fs';
import path from 'node:path';
import { OutboundMessages, PushMessages, readValidationErrors } from '@plumbing/shared';
import { startPushService, vapidClaims, type PushServiceDouble, type TestDevice } from '@plumbing/test-support';
import webpush from 'web-push';
import { buildAppointment, buildContactMessage } from '../../../test/factories';
import {
  APPOINTMENTS,
  CONTACT_MESSAGES,
  DELETE_PUSH_SUBSCRIPTION,
  PUSH_PUBLIC_KEY,
  PUSH_SUBSCRIPTIONS,
  REQUEST_APPOINTMENT,
  SAVE_PUSH_SUBSCRIPTION,
  SEND_CONTACT_MESSAGE,
  SEND_TEST_NOTIFICATION,
} from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { AddressLookup } from '../../lib/outbound-url';
import { until } from '../../../test/until';
import { resolveVapidKeys } from './vapid-keys';

// Monday 2026-03-02, 10:00 in New York; BOOKABLE_SLOT is Tuesday 2026-03-10, 9:30 AM EDT.
const NOW = new Date('2026-03-02T15:00:00Z');

/** Push services' names as a resolver would answer them (nothing is sent to these); any other is not found. */
const lookup: AddressLookup = async (hostname) => {
  const address = { localhost: '127.0.0.1', 'fcm.googleapis.com': '142.250.185.74', 'push.example.com': '93.184.216.34' }[hostname];
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address, family: 4 }];
};

describe('push notifications to the owner’s devices', () => {
  let pushService: PushServiceDouble;
  let server: TestServer;
  let token: string;
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.2.0.${++ip % 250}` });
  const book = (customerName = 'Maria Perez') =>
    server.graphql(REQUEST_APPOINTMENT, { input: buildAppointment({ customerName }) }, undefined, from());
  const subscribe = async (device: TestDevice, label = 'Chrome on Android') =>
    (await server.graphql(SAVE_PUSH_SUBSCRIPTION, { input: { ...device.subscription, label } }, token)).body;
  const messages = () =>
    server.app.services.db.query(`SELECT status, attempts, last_error FROM push_message ORDER BY created_at`) as Promise<
      Array<{ status: string; attempts: number; last_error: string | null }>
    >;
  beforeEach(async () => {
    pushService = await startPushService();
    // The push service is on 127.0.0.1: only OUTBOUND_ALLOW_LOOPBACK lets the site send there (push-endpoints.test.ts: without it).
    server = await startTestServer({
      env: { OUTBOUND_ALLOW_LOOPBACK: 'true' },
      overrides: { appointments: { now: () => NOW }, push: { pollMs: 60_000, lookup }, mail: { pollMs: 60_000 } },
    });
    token = await server.adminToken();
  });
  afterEach(async () => {
    await server.close();
    await pushService.stop();
  });

  it('a booking reaches every device within the request, encrypted for each (RFC 8291), signed with the VAPID key it subscribed with', async () => {
    const phone = pushService.device();
    const laptop = pushService.device();
    await subscribe(phone);
    await subscribe(laptop, 'Firefox on Windows');
    expect((await book()).body.data.requestAppointment.success).toBe(true);
    const [received] = await pushService.waitFor(2);

    const [appointment] = (await server.graphql(APPOINTMENTS, {}, token)).body.data.appointments;
    const shown = {
      title: 'New booking',
      body: 'Maria P., Repair Service, Tue, Mar 10, 9:30 AM',
      url: `/admin/appointments?id=${appointment.id}`,
      tag: `appointment-${appointment.id}`,
    };
    expect(phone.payloads()).toEqual([shown]);
    expect(laptop.payloads()).toEqual([shown]);
    // Only what the notification shows travels: no e-mail address, phone number or description.
    expect(JSON.stringify(phone.payloads())).not.toMatch(/dana@example|555-0100|faucet|Perez/);

    expect(received.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
      'content-type': 'application/octet-stream',
    });
    const claims = vapidClaims(received);
    expect(claims).toMatchObject({ aud: pushService.url, sub: 'mailto:hello@gulfcoastplumbing.example' });
    expect(claims.publicKey).toBe((await server.graphql(PUSH_PUBLIC_KEY, {}, token)).body.data.pushPublicKey);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('a contact message reaches the devices too, opening the inbox at it', async () => {
    const phone = pushService.device();
    await subscribe(phone);
    await server.graphql(
      SEND_CONTACT_MESSAGE,
      { input: buildContactMessage({ message: 'Please quote a new 50-gallon water heater for the garage, gas, as soon as you can.' }) },
      undefined,
      from(),
    );
    await pushService.waitFor(1);
    const [message] = (await server.graphql(CONTACT_MESSAGES, {}, token)).body.data.contactMessages;
    expect(phone.payloads()).toEqual([
      {
        title: 'New message',
        body: 'Sam O., Installation: Please quote a new 50-gallon water heater for the garage, gas, as soon as you…',
        url: `/admin/messages?id=${message.id}`,
        tag: `message-${message.id}`,
      },
    ]);
  });

  it('while the push service is down the push waits and is retried; it arrives once', async () => {
    const phone = pushService.device();
    await subscribe(phone);
    await pushService.stop();
    expect((await book()).body.data.requestAppointment.success).toBe(true);
    await until(async () => (await messages())[0]?.attempts === 1);
    expect((await messages())[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.any(String) });

    await pushService.start();
    await server.app.services.db.query(`UPDATE push_message SET next_attempt_at = now()`);
    expect(await server.app.services.push.drainDue()).toBe(1);
    expect(await server.app.services.push.drainDue()).toBe(0);
    expect(phone.payloads()).toHaveLength(1);
    expect(pushService.requests).toHaveLength(1);
    expect(await messages()).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
    expect((await server.graphql(PUSH_SUBSCRIPTIONS, {}, token)).body.data.pushSubscriptions[0].lastSentAt).toEqual(expect.any(String));
  });

  it('a device the push service says is gone (410) is removed at once, not retried', async () => {
    const phone = pushService.device();
    await subscribe(phone);
    pushService.answerWith(410);
    const { sendTestNotification } = (await server.graphql(SEND_TEST_NOTIFICATION, {}, token)).body.data;
    expect(sendTestNotification).toEqual({
      devices: 1,
      sent: false,
      error: 'the push service answered 410: the device no longer takes notifications, so it was removed',
    });
    expect((await server.graphql(PUSH_SUBSCRIPTIONS, {}, token)).body.data.pushSubscriptions).toEqual([]);
    expect(await messages()).toEqual([{ status: 'failed', attempts: 1, last_error: sendTestNotification.error }]);
    // Nothing is left to send to it: the next booking queues nothing.
    await book();
    expect(await messages()).toHaveLength(1);
  });

  it('a busy push service (503) is tried again later; one that refuses the message itself (403) is not', async () => {
    await subscribe(pushService.device());
    pushService.answerWith(503);
    expect((await server.graphql(SEND_TEST_NOTIFICATION, {}, token)).body.data.sendTestNotification).toMatchObject({
      sent: false,
      error: 'the push service answered 503',
    });
    expect(await messages()).toEqual([{ status: 'pending', attempts: 1, last_error: 'the push service answered 503' }]);
    pushService.answerWith(403);
    await server.app.services.db.query(`UPDATE push_message SET next_attempt_at = now()`);
    await server.app.services.push.drainDue();
    expect(await messages()).toEqual([{ status: 'failed', attempts: 2, last_error: 'the push service answered 403' }]);
    expect((await server.graphql(PUSH_SUBSCRIPTIONS, {}, token)).body.data.pushSubscriptions).toHaveLength(1);
  });

  it('a message the database has made due is taken by the next drain: due is judged by the database clock, to its microsecond', async () => {
    await subscribe(pushService.device());
    pushService.answerWith(503);
    await server.graphql(SEND_TEST_NOTIFICATION, {}, token);
    // Only these drains: the worker's own look when the first try's retry falls due (30 s) would take one.
    const { push } = server.app.services;
    await push.stop();
    try {
      // A busy service keeps it pending; each round makes it due again, as a retry's time arriving would.
      for (let round = 0; round < 200; round++) {
        await server.app.services.db.query(`UPDATE push_message SET next_attempt_at = now(), attempts = 1`);
        expect(await push.drainDue()).toBe(1);
      }
    } finally {
      push.start();
    }
  });

  it('the owner lists devices, renews one by subscribing again, removes one, and sends a test notification', async () => {
    const phone = pushService.device();
    const saved = (await subscribe(phone, 'Safari on iPhone')).data.savePushSubscription;
    expect(saved).toEqual({
      id: expect.any(String),
      endpoint: phone.subscription.endpoint,
      label: 'Safari on iPhone',
      createdAt: expect.any(String),
      lastSentAt: null,
    });
    // The same endpoint again (new keys, after the browser renewed them) is the same device.
    const renewed = pushService.device();
    await subscribe({ ...renewed, subscription: { ...renewed.subscription, endpoint: phone.subscription.endpoint } }, 'Safari on iPhone');
    expect((await server.graphql(PUSH_SUBSCRIPTIONS, {}, token)).body.data.pushSubscriptions.map((d) => d.id)).toEqual([saved.id]);

    expect((await server.graphql(SEND_TEST_NOTIFICATION, {}, token)).body.data.sendTestNotification).toEqual({
      devices: 1,
      sent: true,
      error: null,
    });
    expect(pushService.requests).toHaveLength(1);
    expect(() => phone.payloads()).toThrow(); // encrypted for the renewed keys, which the old ones cannot read

    expect(
      (await server.graphql(DELETE_PUSH_SUBSCRIPTION, { endpoint: phone.subscription.endpoint }, token)).body.data.deletePushSubscription,
    ).toBe(true);
    expect(
      (await server.graphql(DELETE_PUSH_SUBSCRIPTION, { endpoint: phone.subscription.endpoint }, token)).body.data.deletePushSubscription,
    ).toBe(false);
    const none = await server.graphql(SEND_TEST_NOTIFICATION, {}, token);
    expect(none.body.errors![0]).toMatchObject({
      message: 'No device receives notifications yet: tap "Notify me on this device" on the phone first.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('takes https endpoints on public addresses, and with OUTBOUND_ALLOW_LOOPBACK plain http on a loopback address', async () => {
    const keys = pushService.device().subscription.keys;
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9/push',
      'http://127.5.5.5/push',
      'http://[::1]:9/push',
      'http://localhost:9/push',
    ];
    for (const endpoint of accepted)
      expect([endpoint, (await subscribe({ subscription: { endpoint, keys }, payloads: () => [] })).errors]).toEqual([endpoint, undefined]);
    const refused = {
      'http://push.example.com/x': OutboundMessages.urlNotHttps,
      'http://10.0.0.1/push': OutboundMessages.urlPrivate('10.0.0.1', '10.0.0.1'),
      'ftp://127.0.0.1/push': OutboundMessages.urlInvalid,
      'https://user:pw@push.example.com/x': OutboundMessages.urlCredentials,
      'not a url': OutboundMessages.urlInvalid,
      [`https://push.example.com/${'x'.repeat(2000)}`]: OutboundMessages.urlTooLong,
      // No endpoint on an address of this network or the cloud's metadata service (issue #37).
      'https://169.254.169.254/latest/meta-data/': OutboundMessages.urlPrivate('169.254.169.254', '169.254.169.254'),
      'https://10.1.2.3/push': OutboundMessages.urlPrivate('10.1.2.3', '10.1.2.3'),
      'https://192.168.1.10/push': OutboundMessages.urlPrivate('192.168.1.10', '192.168.1.10'),
      'https://[fd00::1]/push': OutboundMessages.urlPrivate('fd00::1', 'fd00::1'),
      'https://[::ffff:169.254.169.254]/push': OutboundMessages.urlPrivate('::ffff:a9fe:a9fe', '::ffff:a9fe:a9fe'),
      'https://0.0.0.0/push': OutboundMessages.urlPrivate('0.0.0.0', '0.0.0.0'),
    };
    for (const [endpoint, message] of Object.entries(refused)) {
      const answer = await subscribe({ subscription: { endpoint, keys }, payloads: () => [] });
      expect([endpoint, readValidationErrors(answer.errors?.[0].extensions)]).toEqual([
        endpoint,
        [{ path: ['endpoint'], messages: [message] }],
      ]);
    }
    const badKeys = await subscribe({
      subscription: { endpoint: accepted[0], keys: { p256dh: 'short', auth: keys.p256dh } },
      payloads: () => [],
    });
    expect(JSON.stringify(badKeys.errors)).toContain(
      "The subscription's keys must be a browser's P-256 public key and 16-byte auth secret",
    );
    expect((await server.graphql(PUSH_SUBSCRIPTIONS, {}, token)).body.data.pushSubscriptions).toHaveLength(accepted.length);
  });

  it('keeps at most 20 devices: a new one beyond is refused in plain words, renewing one still works (issue #37)', async () => {
    for (let i = 0; i < 20; i += 1) expect((await subscribe(pushService.device())).errors).toBeUndefined();
    const oneMore = await subscribe(pushService.device());
    expect(oneMore.errors?.[0]).toMatchObject({ message: PushMessages.tooManyDevices, extensions: { code: 'BAD_USER_INPUT' } });
    const [first] = (await server.graphql(PUSH_SUBSCRIPTIONS, {}, token)).body.data.pushSubscriptions;
    const renewed = pushService.device();
    expect((await subscribe({ ...renewed, subscription: { ...renewed.subscription, endpoint: first.endpoint } })).errors).toBeUndefined();
    expect((await server.graphql(PUSH_SUBSCRIPTIONS, {}, token)).body.data.pushSubscriptions).toHaveLength(20);
  });

  it('refuses every push operation without the admin token', async () => {
    const device = pushService.device();
    const answers = await Promise.all([
      server.graphql(PUSH_PUBLIC_KEY),
      server.graphql(PUSH_SUBSCRIPTIONS),
      server.graphql(SAVE_PUSH_SUBSCRIPTION, { input: device.subscription }),
      server.graphql(DELETE_PUSH_SUBSCRIPTION, { endpoint: device.subscription.endpoint }),
      server.graphql(SEND_TEST_NOTIFICATION),
      server.graphql(SEND_TEST_NOTIFICATION, undefined, 'not-a-token'),
    ]);
    for (const answer of answers) {
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors![0]).toMatchObject({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
    }
    expect(await server.app.services.db.query(`SELECT * FROM push_subscription`)).toEqual([]);
  });

  it('generates the VAPID key pair once into DATA_DIR (mode 0600) unless VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set', async () => {
    const { dataDir } = server.config;
    const generated = resolveVapidKeys({ dataDir });
    expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys({ dataDir })).toEqual(generated);
    expect(server.app.services.push.publicKey).toBe(generated.publicKey);
    const configured = webpush.generateVAPIDKeys();
    expect(resolveVapidKeys({ dataDir, vapidKeys: configured })).toEqual(configured);
    const other = await startTestServer({
      env: {
        VAPID_PUBLIC_KEY: configured.publicKey,
        VAPID_PRIVATE_KEY: configured.privateKey,
        VAPID_SUBJECT: 'https://plumber.example/contact',
      },
    });
    expect(other.app.services.push.publicKey).toBe(configured.publicKey);
    expect(fs.existsSync(path.join(other.config.dataDir, 'vapid-keys.json'))).toBe(false);
    await other.close();
  });
});
