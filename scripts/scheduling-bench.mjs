// `npm run bench:scheduling`: the crews' scheduling of the built server (issue #50), over loopback.
// 1. Availability: a site with 3 crews and 2,000 jobs over 60 days; each day's start times for one
//    service, computed afresh (the owner's jobStarts, which no cache answers; the public
//    availability runs the same computation and is kept 10 s): p50 and p99 over every day, several rounds.
// 2. Booking writes with overlapping windows: customers at once asking for repairs that overlap
//    each other's (every half hour of the grid), each from its own address: throughput, p50 and p99,
//    how many were booked, and that no crew holds two jobs at once.
import autocannon from 'autocannon';
import { buildIfStale } from './build-if-stale.mjs';
import { graphqlAt, ownerToken, startSite } from './built-site.mjs';

const DAYS = 60;
const JOBS = Number(process.env.BENCH_JOBS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const JOB_STARTS =
  'query ($date: String!, $serviceType: ServiceType!) { jobStarts(date: $date, serviceType: $serviceType) { slots { startsAt available } } }';
const PHONE_JOB = 'mutation ($input: PhoneJobInput!) { createPhoneJob(input: $input) { appointment { id } } }';
const REQUEST = 'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success code } }';

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const businessDate = (daysAhead) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

async function main() {
  buildIfStale();
  const site = await startSite({ BOOKING_REQUESTS_PER_HOUR: '1000000' });
  try {
    const graphql = graphqlAt(site.url);
    const token = await ownerToken(site.url);
    await graphql(
      'mutation ($input: AppointmentSettingsInput!) { saveAppointmentSettings(input: $input) { enableScheduling } }',
      {
        input: {
          enableScheduling: true,
          availableDays: [0, 1, 2, 3, 4, 5, 6],
          availableHours: { start: '07:00', end: '19:00' },
          minDaysInAdvance: 1,
          maxDaysInAdvance: 365,
          travelBufferMinutes: 0,
          crews: [1, 2, 3].map((id) => ({ id, name: `Crew ${id}` })),
        },
      },
      token,
    );

    // 2,000 hour-long jobs: the first free start of each day, crew after crew, day after day.
    const seeded = Date.now();
    let jobs = 0;
    for (let day = 1; day <= DAYS && jobs < JOBS; day++) {
      const date = businessDate(day);
      const { jobStarts } = await graphql(JOB_STARTS, { date, serviceType: 'inspection' }, token);
      const starts = jobStarts.slots.filter((slot) => slot.available).map((slot) => slot.startsAt);
      for (const startsAt of starts.filter((_, index) => index % 2 === 0)) {
        for (let crew = 1; crew <= 3 && jobs < JOBS; crew++) {
          const input = { customerName: `Job ${jobs}`, customerPhone: '(813) 555-0100', serviceType: 'inspection', startsAt, crew };
          await graphql(PHONE_JOB, { input }, token);
          jobs += 1;
        }
      }
    }
    console.log(`${jobs} jobs on 3 crews over ${DAYS} days, written in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

    // 1. Each day's start times, afresh.
    const timings = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (let day = 1; day <= DAYS; day++) {
        const started = performance.now();
        await graphql(JOB_STARTS, { date: businessDate(day), serviceType: 'repair' }, token);
        timings.push(performance.now() - started);
      }
    }
    const availability = { p50: percentile(timings, 50), p99: percentile(timings, 99), count: timings.length };

    // 2. Repairs (2 hours) asked for at every half hour of days 61 to 90: each overlaps its neighbours'.
    const grid = [];
    for (let day = 61; day <= 90; day++) {
      const { jobStarts } = await graphql(JOB_STARTS, { date: businessDate(day), serviceType: 'repair' }, token);
      grid.push(...jobStarts.slots.filter((slot) => slot.available).map((slot) => slot.startsAt));
    }
    let next = 0;
    const outcomes = { booked: 0, taken: 0, other: 0 };
    const writes = await new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${site.url}/graphql`,
          method: 'POST',
          connections: CONNECTIONS,
          duration: DURATION,
          requests: [
            {
              setupRequest(request) {
                const i = next++;
                const input = {
                  customerName: `Bench Customer ${i}`,
                  customerEmail: `customer${i}@example.com`,
                  customerPhone: '(813) 555-0100',
                  serviceType: 'repair',
                  preferredDate: grid[i % grid.length],
                };
                return {
                  ...request,
                  headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
                  body: JSON.stringify({ query: REQUEST, variables: { input } }),
                };
              },
              onResponse(status, body) {
                const answer = JSON.parse(body).data?.requestAppointment;
                if (answer?.success) outcomes.booked += 1;
                else if (answer?.code === 'SLOT_TAKEN') outcomes.taken += 1;
                else outcomes.other += 1;
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    const { calendarJobs } = await graphql(
      'query ($from: DateTimeISO!, $to: DateTimeISO!) { calendarJobs(from: $from, to: $to) { preferredDate durationMinutes crew status } }',
      { from: `${businessDate(61)}T00:00:00Z`, to: `${businessDate(91)}T00:00:00Z` },
      token,
    );
    const active = calendarJobs.filter((job) => job.status === 'pending' || job.status === 'confirmed');
    const overlaps = active.filter((a, i) =>
      active.some(
        (b, j) =>
          i < j &&
          a.crew === b.crew &&
          // The settings keep no drive between jobs here: a job holds its crew for its length alone.
          Date.parse(a.preferredDate) < Date.parse(b.preferredDate) + b.durationMinutes * 60_000 &&
          Date.parse(b.preferredDate) < Date.parse(a.preferredDate) + a.durationMinutes * 60_000,
      ),
    ).length;

    console.log(`\n| scenario | count | p50 ms | p99 ms |`);
    console.log('|---|---:|---:|---:|');
    console.log(
      `| a day's start times (3 crews, ${jobs} jobs) | ${availability.count} | ${availability.p50.toFixed(1)} | ${availability.p99.toFixed(1)} |`,
    );
    console.log(
      `\nBooking writes with overlapping windows, ${DURATION} s, ${CONNECTIONS} connections: ${writes.requests.average.toFixed(0)} req/s, ` +
        `p50 ${writes.latency.p50} ms, p99 ${writes.latency.p99} ms; ${outcomes.booked} booked, ${outcomes.taken} told "taken", ` +
        `${outcomes.other} other; ${overlaps} jobs of one crew overlapping (must be 0).`,
    );
    if (overlaps > 0 || outcomes.other > 0) process.exitCode = 1;
  } finally {
    await site.stop();
  }
}

await main();
