// `npm run bench:webhooks`: the webhook sender of the built server (issues #43, #49), over loopback.
// 1. Latency: 200 page saves one after another; for each, the time from the event's timestamp
//    (taken in the saving transaction, just before its commit) to its arrival at a receiver that
//    answers at once: p50, p99, max.
// 2. Throughput with a slow receiver: 200 events queued at once, a receiver answering each after
//    BENCH_WEBHOOK_DELAY_MS (1000): deliveries per second until the last is taken.
// 3. Latency beside a receiver that never answers (each try cut at the 10 s limit): 40 page saves,
//    one every 250 ms, to both; the healthy receiver's latency as in 1.
// 4. Retry timing: 10 events one after another (a retry that is taken makes the endpoint's other
//    waiting ones due at once), each first answered 503; how much later than the documented 5 s
//    after that answer the second try arrives: p50, max.
import http from 'node:http';
import { buildIfStale } from './build-if-stale.mjs';
import { graphqlAt, listen, ownerToken, startSite } from './built-site.mjs';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 200);
const SLOW_MS = Number(process.env.BENCH_WEBHOOK_DELAY_MS ?? 1000);
const HANG_EVENTS = 40;
const HANG_EVERY_MS = 250;
const RETRY_EVENTS = 10;
/** docs/webhooks.md: a failed delivery is tried again after 5 s. */
const FIRST_RETRY_MS = 5_000;

/**
 * A receiver keeping each try's arrival (`at`) and answer time by its page's slug; answers after
 * `delayMs`, with the status `statusOf(tries of that slug so far)` gives (200 unless set).
 */
async function startReceiver() {
  const tries = new Map();
  let delayMs = 0;
  let statusOf = () => 200;
  let waiter;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = Date.now();
      const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const slug = envelope.data.slug;
      const before = tries.get(slug) ?? [];
      tries.set(slug, before);
      const status = statusOf(before.length);
      setTimeout(() => {
        res.writeHead(status).end();
        before.push({ at, answeredAt: Date.now(), status, queuedAt: Date.parse(envelope.timestamp) });
        waiter?.();
      }, delayMs);
    });
  });
  const port = await listen(server);
  const delivered = () => [...tries.values()].filter((list) => list.some((t) => t.status === 200)).length;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    tries,
    /** The first try of each slug. */
    firsts: () => [...tries.values()].filter((list) => list.length).map((list) => list[0]),
    slow: (ms) => (delayMs = ms),
    answer: (statusOfTry) => (statusOf = statusOfTry),
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (delivered() < count) {
        if (Date.now() > deadline) throw new Error(`only ${delivered()} of ${count} webhooks arrived`);
        await new Promise((resolve) => {
          waiter = resolve;
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A receiver that takes every request and never answers: the sender cuts each at its time limit. */
async function startHangingReceiver() {
  const server = http.createServer(() => undefined);
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sorted = (values) => [...values].sort((a, b) => a - b);
const SAVE_PAGE = 'mutation ($input: PageInput!) { savePage(input: $input) { id } }';
const savePage = (url, token, slug) => graphqlAt(url)(SAVE_PAGE, { input: { title: `Bench ${slug}`, slug } }, token);
const ADD_ENDPOINT = 'mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }';
const DELETE_ENDPOINT = 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  buildIfStale();
  // Quiet: the failures the bench makes are logged as warnings.
  const site = await startSite({ OUTBOUND_ALLOW_LOOPBACK: 'true', LOG_LEVEL: 'error' });
  const receiver = await startReceiver();
  const hanging = await startHangingReceiver();
  try {
    const token = await ownerToken(site.url);
    const addEndpoint = async (url) =>
      (await graphqlAt(site.url)(ADD_ENDPOINT, { input: { url, events: ['page.published'], description: 'bench' } }, token))
        .createWebhookEndpoint.endpoint.id;
    await addEndpoint(receiver.url);

    for (let i = 0; i < EVENTS; i++) await savePage(site.url, token, `latency-${i}`);
    await receiver.waitFor(EVENTS, 60_000);
    const latencies = sorted(receiver.firsts().map(({ at, queuedAt }) => at - queuedAt));
    process.stdout.write(
      `latency after commit over ${EVENTS} events: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms\n`,
    );

    receiver.tries.clear();
    receiver.slow(SLOW_MS);
    let started = Date.now();
    // Queued as fast as the owner's saves commit, 10 at a time.
    for (let i = 0; i < EVENTS; i += 10)
      await Promise.all(Array.from({ length: Math.min(10, EVENTS - i) }, (_, j) => savePage(site.url, token, `slow-${i + j}`)));
    const queued = Date.now() - started;
    await receiver.waitFor(EVENTS, 600_000);
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `slow receiver (${SLOW_MS} ms an answer): ${EVENTS} deliveries in ${seconds.toFixed(1)} s = ${(EVENTS / seconds).toFixed(1)} a second (queued in ${(queued / 1000).toFixed(1)} s)\n`,
    );

    receiver.tries.clear();
    receiver.slow(0);
    const hangingId = await addEndpoint(hanging.url);
    started = Date.now();
    for (let i = 0; i < HANG_EVENTS; i++) {
      await savePage(site.url, token, `beside-hanging-${i}`);
      await sleep(started + (i + 1) * HANG_EVERY_MS - Date.now());
    }
    await receiver.waitFor(HANG_EVENTS, 300_000);
    const beside = sorted(receiver.firsts().map(({ at, queuedAt }) => at - queuedAt));
    process.stdout.write(
      `beside a receiver that never answers, over ${HANG_EVENTS} events: p50 ${percentile(beside, 50)} ms, p99 ${percentile(beside, 99)} ms, max ${beside.at(-1)} ms\n`,
    );
    await graphqlAt(site.url)(DELETE_ENDPOINT, { id: hangingId }, token);

    receiver.tries.clear();
    receiver.answer((earlier) => (earlier === 0 ? 503 : 200));
    for (let i = 0; i < RETRY_EVENTS; i++) {
      await savePage(site.url, token, `retried-${i}`);
      await receiver.waitFor(i + 1, 60_000);
    }
    const late = sorted([...receiver.tries.values()].map(([failed, retry]) => retry.at - failed.answeredAt - FIRST_RETRY_MS));
    process.stdout.write(
      `retry after a 503, over ${RETRY_EVENTS} events: ${FIRST_RETRY_MS / 1000} s documented, tried p50 ${percentile(late, 50)} ms and at most ${late.at(-1)} ms later (earliest ${late[0]} ms)\n`,
    );
  } finally {
    await hanging.close();
    await receiver.close();
    await site.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
