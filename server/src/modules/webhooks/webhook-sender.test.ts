import { startWebhookReceiver, type WebhookReceiver } from '@plumbing/test-support';
import { buildPage } from '../../../test/factories';
import { CREATE_WEBHOOK_ENDPOINT, DELETE_WEBHOOK_ENDPOINT, SAVE_PAGE, WEBHOOK_ENDPOINTS } from '../../../test/operations';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { until } from '../../../test/until';

/** docs/webhooks.md: a failed delivery is tried again after 5 s, then 30 s, ... */
const FIRST_RETRY_MS = 5_000;

interface DeliveryRow {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
}

// Issue #49, item 3: with the documented retry schedule, and a poll so slow it never comes during a
// test: what is sent, is sent because it was committed, fell due or its receiver works again.
describe('webhooks: each endpoint waits only for its own receiver, and retries keep the documented schedule', () => {
  let server: TestServer;
  let admin: string;
  let receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      env: { OUTBOUND_ALLOW_LOOPBACK: 'true' },
      overrides: { webhooks: { pollMs: 60_000, limits: { timeoutMs: 2_000 } } },
    });
    admin = await server.adminToken();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    for (const { id } of (await server.graphql(WEBHOOK_ENDPOINTS, {}, admin)).body.data.webhookEndpoints)
      await server.graphql(DELETE_WEBHOOK_ENDPOINT, { id }, admin);
    await Promise.all(receivers.map((receiver) => receiver.stop()));
    receivers = [];
  });

  async function endpointAt(): Promise<{ receiver: WebhookReceiver; endpointId: string }> {
    const receiver = await startWebhookReceiver();
    receivers.push(receiver);
    const answer = await server.graphql(CREATE_WEBHOOK_ENDPOINT, { input: { url: receiver.url, events: ['page.published'] } }, admin);
    expect(answer.body.errors).toBeUndefined();
    return { receiver, endpointId: answer.body.data.createWebhookEndpoint.endpoint.id };
  }
  const savePage = async (slug: string) =>
    expect((await server.graphql(SAVE_PAGE, { input: buildPage({ slug }) }, admin)).body.errors).toBeUndefined();
  const deliveries = (endpointId: string): Promise<DeliveryRow[]> =>
    server.app.services.db.query(
      `SELECT id, status, attempts, next_attempt_at FROM webhook_delivery WHERE endpoint_id = $1 ORDER BY created_at`,
      [endpointId],
    );

  it('a receiver that never answers holds up no other endpoint: the next event reaches a healthy one before its first try is cut', async () => {
    const hanging = await endpointAt();
    const healthy = await endpointAt();
    hanging.receiver.answer(() => ({ status: 200, delayMs: 60_000 }));

    await savePage('first');
    await healthy.receiver.waitForDelivered(1);
    await until(() => hanging.receiver.requests.length === 1);
    // Committed while the hanging receiver keeps the sender waiting (up to its 2 s limit).
    await savePage('second');
    const [, second] = await healthy.receiver.waitForDelivered(2);
    const [firstTry] = hanging.receiver.requests;
    await until(() => firstTry.droppedAt > 0);
    expect(second.at).toBeLessThan(firstTry.droppedAt);
  });

  it('a failed delivery is tried again after the documented 5 s, when it falls due, without waiting for a poll', async () => {
    const { receiver, endpointId } = await endpointAt();
    receiver.answer((_request, index) => ({ status: index === 0 ? 503 : 200 }));
    await savePage('retried');
    await until(async () => (await deliveries(endpointId))[0]?.attempts === 1);
    const [failed] = await deliveries(endpointId);
    const [firstTry] = receiver.requests;
    expect(failed.status).toBe('pending');
    // Its next try is the schedule's first wait after the failure (which followed the answer).
    expect(failed.next_attempt_at.getTime()).toBeGreaterThanOrEqual(firstTry.at + FIRST_RETRY_MS);

    const [, retry] = await receiver.waitForDelivered(1, FIRST_RETRY_MS + 5_000).then(() => receiver.requests);
    expect(retry.at).toBeGreaterThanOrEqual(failed.next_attempt_at.getTime());
    await until(async () => (await deliveries(endpointId))[0].status === 'sent');
    expect(await deliveries(endpointId)).toEqual([expect.objectContaining({ attempts: 2 })]);
  });

  it('a receiver that works again takes its kept deliveries at once; another still failing keeps its back-off', async () => {
    const back = await endpointAt();
    const down = await endpointAt();
    back.receiver.answer(() => ({ status: 503 }));
    down.receiver.answer(() => ({ status: 503 }));
    await savePage('kept-1');
    await savePage('kept-2');
    // Both fail twice (the second try 5 s later): each waits 30 s now.
    const failedTwice = async (endpointId: string) => (await deliveries(endpointId)).every((delivery) => delivery.attempts === 2);
    await until(async () => (await failedTwice(back.endpointId)) && (await failedTwice(down.endpointId)), FIRST_RETRY_MS + 5_000);
    const downBefore = await deliveries(down.endpointId);

    back.receiver.answer(() => ({ status: 200 }));
    await savePage('after');
    // The new event goes out, and the two kept ones right after it: not 30 s later.
    await back.receiver.waitForDelivered(3);
    await until(async () => (await deliveries(back.endpointId)).every((delivery) => delivery.status === 'sent'));
    // The endpoint still down is not tried before its time.
    const downAfter = await deliveries(down.endpointId);
    expect(downAfter.slice(0, 2)).toEqual(downBefore);
  });
});
