// `npm run bench:webhooks`: the webhook sender of the built server (issue #43), over loopback.
// 1. Latency: 200 page saves one after another; for each, the time from the event's timestamp
//    (taken in the saving transaction, just before its commit) to its arrival at a receiver that
//    answers at once: p50, p99, max.
// 2. Throughput with a slow receiver: 200 events queued at once, a receiver answering each after
//    BENCH_WEBHOOK_DELAY_MS (1000): deliveries per second until the last is taken.
import http from 'node:http';
import { buildIfStale } from './build-if-stale.mjs';
import { graphqlAt, listen, ownerToken, startSite } from './built-site.mjs';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 200);
const SLOW_MS = Number(process.env.BENCH_WEBHOOK_DELAY_MS ?? 1000);

/** A receiver keeping each event's arrival time by its page's slug; answers 200 after `delayMs`. */
async function startReceiver() {
  const arrivals = new Map();
  let delayMs = 0;
  let waiter;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = Date.now();
      const envelope = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      setTimeout(() => {
        res.writeHead(200).end();
        if (!arrivals.has(envelope.data.slug)) arrivals.set(envelope.data.slug, { at, queuedAt: Date.parse(envelope.timestamp) });
        waiter?.();
      }, delayMs);
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    arrivals,
    slow: (ms) => (delayMs = ms),
    async waitFor(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (arrivals.size < count) {
        if (Date.now() > deadline) throw new Error(`only ${arrivals.size} of ${count} webhooks arrived`);
        await new Promise((resolve) => {
          waiter = resolve;
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const SAVE_PAGE = 'mutation ($input: PageInput!) { savePage(input: $input) { id } }';
const savePage = (url, token, slug) => graphqlAt(url)(SAVE_PAGE, { input: { title: `Bench ${slug}`, slug } }, token);

async function main() {
  buildIfStale();
  const site = await startSite({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
  const receiver = await startReceiver();
  try {
    const token = await ownerToken(site.url);
    await graphqlAt(site.url)(
      'mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
      { input: { url: receiver.url, events: ['page.published'], description: 'bench' } },
      token,
    );

    for (let i = 0; i < EVENTS; i++) await savePage(site.url, token, `latency-${i}`);
    await receiver.waitFor(EVENTS, 60_000);
    const latencies = [...receiver.arrivals.values()].map(({ at, queuedAt }) => at - queuedAt).sort((a, b) => a - b);
    process.stdout.write(
      `latency after commit over ${EVENTS} events: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms\n`,
    );

    receiver.arrivals.clear();
    receiver.slow(SLOW_MS);
    const started = Date.now();
    // Queued as fast as the owner's saves commit, 10 at a time.
    for (let i = 0; i < EVENTS; i += 10)
      await Promise.all(Array.from({ length: Math.min(10, EVENTS - i) }, (_, j) => savePage(site.url, token, `slow-${i + j}`)));
    const queued = Date.now() - started;
    await receiver.waitFor(EVENTS, 600_000);
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(
      `slow receiver (${SLOW_MS} ms an answer): ${EVENTS} deliveries in ${seconds.toFixed(1)} s = ${(EVENTS / seconds).toFixed(1)} a second (queued in ${(queued / 1000).toFixed(1)} s)\n`,
    );
  } finally {
    await receiver.close();
    await site.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
