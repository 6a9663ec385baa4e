import { OutboundMessages } from '@plumbing/shared';
import { startPushService, type PushServiceDouble } from '@plumbing/test-support';
import { PUSH_SUBSCRIPTIONS, SAVE_PUSH_SUBSCRIPTION, SEND_TEST_NOTIFICATION } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { AddressLookup } from '../../lib/outbound-url';

/** The names these tests resolve, as a resolver would answer them; any other is not found. Nothing asks a real resolver. */
const NAMES: Record<string, string[]> = {
  localhost: ['127.0.0.1', '::1'],
  'push.internal.test': ['192.168.1.10'],
  'push.rebound.test': ['127.0.0.1'],
};
const lookup: AddressLookup = async (hostname) => {
  const addresses = NAMES[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

// Issue #49, item 6: a push endpoint is a request the server makes, held to the webhooks' rules.
describe('push endpoints without OUTBOUND_ALLOW_LOOPBACK (production): only public addresses', () => {
  let pushService: PushServiceDouble;
  let server: TestServer;
  let token: string;

  beforeEach(async () => {
    pushService = await startPushService();
    server = await startTestServer({ overrides: { push: { pollMs: 60_000, lookup } } });
    token = await server.adminToken();
  });
  afterEach(async () => {
    await server.close();
    await pushService.stop();
  });

  it('refuses at subscribe an endpoint on this machine or a private network, saying why', async () => {
    const keys = pushService.device().subscription.keys;
    const refused: Record<string, string> = {
      [pushService.device().subscription.endpoint]: OutboundMessages.urlPrivate('127.0.0.1', '127.0.0.1'),
      'http://127.0.0.1:4830/push': OutboundMessages.urlPrivate('127.0.0.1', '127.0.0.1'),
      'https://localhost/push': OutboundMessages.urlPrivate('localhost', '127.0.0.1'),
      'https://[::1]/push': OutboundMessages.urlPrivate('::1', '::1'),
      'https://[::127.0.0.1]/push': OutboundMessages.urlPrivate('::7f00:1', '::7f00:1'),
      'https://10.1.2.3/push': OutboundMessages.urlPrivate('10.1.2.3', '10.1.2.3'),
      'https://169.254.169.254/latest/meta-data/': OutboundMessages.urlPrivate('169.254.169.254', '169.254.169.254'),
      'https://push.internal.test/x': OutboundMessages.urlPrivate('push.internal.test', '192.168.1.10'),
      'http://93.184.216.34/push': OutboundMessages.urlNotHttps,
      'https://push.unknown.test/x': OutboundMessages.urlUnresolvable('push.unknown.test'),
    };
    for (const [endpoint, message] of Object.entries(refused)) {
      const answer = await server.graphql(SAVE_PUSH_SUBSCRIPTION, { input: { endpoint, keys, label: 'Phone' } }, token);
      expect([endpoint, answer.body.errors?.[0]?.message]).toEqual([endpoint, message]);
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        validationErrors: [expect.objectContaining({ property: 'endpoint' })],
      });
    }
    expect((await server.graphql(PUSH_SUBSCRIPTIONS, {}, token)).body.data.pushSubscriptions).toEqual([]);
  });

  it('never POSTs to one at send: a device saved before, or whose name points there since, fails with the reason', async () => {
    const loopback = pushService.device().subscription;
    const rebound = { ...pushService.device().subscription, endpoint: `http://push.rebound.test:${new URL(pushService.url).port}/push/x` };
    for (const { endpoint, keys } of [loopback, rebound])
      await server.app.services.db.query(`INSERT INTO push_subscription (endpoint, p256dh, auth, label) VALUES ($1, $2, $3, 'Phone')`, [
        endpoint,
        keys.p256dh,
        keys.auth,
      ]);

    const test = (await server.graphql(SEND_TEST_NOTIFICATION, {}, token)).body.data.sendTestNotification;
    expect(pushService.requests).toEqual([]);
    expect(test).toEqual({ devices: 2, sent: false, error: expect.stringMatching(/ points to 127\.0\.0\.1, /) });
    const rows = await server.app.services.db.query(`SELECT status, attempts, last_error FROM push_message ORDER BY last_error`);
    // Refused for good: the address is not public, another try would be too.
    expect(rows).toEqual([
      { status: 'failed', attempts: 1, last_error: OutboundMessages.urlPrivate('127.0.0.1', '127.0.0.1') },
      { status: 'failed', attempts: 1, last_error: OutboundMessages.urlPrivate('push.rebound.test', '127.0.0.1') },
    ]);

    // Nor straight, while the database is out of reach.
    await server.app.services.push.refreshKnownDevices();
    expect(await server.app.services.push.notifyDirect({ title: 'Outage', body: 'x', url: '/admin', tag: 'outage' })).toBe(0);
    expect(pushService.requests).toEqual([]);
  });
});
