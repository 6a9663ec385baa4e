// `npm run bench`: loopback-only load tests of the built server, each beside a floor measured in
// the same run (a bare node:http server answering the same bytes from memory), then Lighthouse
// on the public pages (scripts/lighthouse.mjs). Bounded in time.
import autocannon from 'autocannon';
import http from 'node:http';
import os from 'node:os';
import { buildIfStale } from './build-if-stale.mjs';
import { graphqlAt, listen, ownerWithOpenCalendar, startSite } from './built-site.mjs';
import { runCalendarBench } from './calendar-bench.mjs';
import { runEditorBench } from './editor-bench.mjs';
import { runInpBench } from './inp-bench.mjs';
import { runLighthouse } from './lighthouse.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The same request against a node:http server that answers the captured bytes from memory. */
async function floorFor(contentType, body, options) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) }).end(body));
  });
  const port = await listen(server);
  try {
    return await run({ ...options, url: `http://127.0.0.1:${port}${new URL(options.url).pathname}` });
  } finally {
    server.close();
  }
}

const AVAILABILITY = 'query ($date: String!) { availability(date: $date) { date bookable slots { time startsAt available } } }';
const REQUEST = 'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success error code } }';

async function main() {
  buildIfStale();
  // Thousands of bookings are the load measured here, not the hourly budget that protects a real site.
  const site = await startSite({ BOOKING_REQUESTS_PER_HOUR: '1000000' });
  const rows = [];
  try {
    const token = await ownerWithOpenCalendar(site.url);
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

    // 1. Public reads, as the web app sends them (POST /graphql).
    const publicReads = [
      ['availability(date)', AVAILABILITY, { date: day }],
      ['projects', '{ projects { id title category type completionDate tableOnly picture { src srcset width height } } }', {}],
      [
        'pageBySlug(slug)',
        'query ($slug: String!) { pageBySlug(slug: $slug) { id title slug content } }',
        { slug: 'water-heater-services' },
      ],
    ];
    for (const [name, query, variables] of publicReads) {
      const request = {
        url: `${site.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      };
      const sample = await fetch(request.url, request).then((r) => r.text());
      if (!sample.startsWith('{"data":{')) throw new Error(`${name} answered ${sample.slice(0, 200)}`);
      rows.push([name, await run(request), await floorFor('application/json', sample, request)]);
    }

    // 2. The server-rendered HTML of / (what a crawler and a first visit get).
    const homeRequest = { url: `${site.url}/`, method: 'GET' };
    const home = await fetch(homeRequest.url).then((r) => r.text());
    rows.push(['HTML of /', await run(homeRequest), await floorFor('text/html; charset=utf-8', home, homeRequest)]);

    // 3. requestAppointment on distinct slots, each from its own address (many customers).
    const slots = [];
    for (let d = 2; d < 360 && slots.length < 20_000; d++) {
      const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
      const dayData = await graphqlAt(site.url)(AVAILABILITY, { date });
      slots.push(...dayData.availability.slots.filter((s) => s.available).map((s) => s.startsAt));
    }
    let next = 0;
    const customer = (i, preferredDate) => ({
      customerName: `Bench Customer ${i}`,
      customerEmail: `customer${i}@example.com`,
      customerPhone: '(813) 555-0100',
      serviceType: 'repair',
      description: 'Benchmark',
      preferredDate,
    });
    const booking = await run({
      url: `${site.url}/graphql`,
      method: 'POST',
      requests: [
        {
          setupRequest(request) {
            const i = next++;
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
              body: JSON.stringify({ query: REQUEST, variables: { input: customer(i, slots[i % slots.length]) } }),
            };
          },
        },
      ],
    });
    const bookingFloor = await floorFor('application/json', '{"data":{"requestAppointment":{"success":true,"error":null,"code":null}}}', {
      url: `${site.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: REQUEST, variables: { input: customer(0, slots[0]) } }),
    });
    rows.push(['requestAppointment (distinct slots)', booking, bookingFloor]);

    // 4. Contention: 200 customers at once for one slot.
    const contested = slots[slots.length - 1];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${site.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `172.16.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ query: REQUEST, variables: { input: customer(100_000 + i, contested) } }),
        }).then((r) => r.json()),
      ),
    );
    const won = answers.filter((a) => a.data?.requestAppointment.success).length;
    const taken = answers.filter((a) => a.data?.requestAppointment.code === 'SLOT_TAKEN').length;
    const stored = (await graphqlAt(site.url)('{ appointments { preferredDate } }', {}, token)).appointments.filter(
      (a) => a.preferredDate === contested,
    ).length;

    console.log(`\nBenchmarks: ${DURATION} s each, ${CONNECTIONS} connections, loopback, ${os.cpus().length} cores\n`);
    console.log('| scenario | req/s | p50 ms | p99 ms | floor req/s | ratio to floor | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [name, result, floor] of rows) {
      console.log(
        `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${floor.requests.average.toFixed(0)} | ${(result.requests.average / floor.requests.average).toFixed(2)} | ${result.non2xx} |`,
      );
    }
    console.log(`\nContention: 200 simultaneous requests for one slot → ${won} booked, ${taken} told "taken", ${stored} stored.`);
    if (won !== 1 || stored !== 1) process.exitCode = 1;

    // 5. Lighthouse on the public pages, with each page's first-load JavaScript: the run fails
    // when a target is missed (scripts/lighthouse.mjs names each).
    if ((await runLighthouse(site.url, token)).length > 0) process.exitCode = 1;
  } finally {
    await site.stop();
  }
  // 6. The owner's calendar drawing a week of 300 jobs (issue #50), on a site of its own.
  if (!(await runCalendarBench())) process.exitCode = 1;
  // 7. The visual page editor opening a 5,000-word page, and its chunk (issue #52), on a site of its own.
  if (!(await runEditorBench())) process.exitCode = 1;
  // 8. Interaction to Next Paint of a visitor's first presses on the public pages (issue #53), on a site of its own.
  if (!(await runInpBench())) process.exitCode = 1;
}

await main();
