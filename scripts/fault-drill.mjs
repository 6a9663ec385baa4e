// `npm run drill`: the database outage drill of issue #36 on the built server, loopback only. Customers
// send booking requests and contact messages without pause while the embedded PostgreSQL is killed
// with SIGKILL (DRILL_KILLS times, default 5); prints the time the site took to serve again after
// each kill, what the customers were told, what was kept on disk and entered, what was lost, and how
// long the owner's alert of a kept lead took to arrive (a real SMTP server on 127.0.0.1). Then SMTP
// refuses every message while 5 requests come (issue #49): once it takes mail again, the next
// request's e-mails go out, and how long after the first of them the 10 kept ones follow.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { buildIfStale } from './build-if-stale.mjs';
import { listen, ownerWithOpenCalendar, startSite } from './built-site.mjs';

const KILLS = Number(process.env.DRILL_KILLS ?? 5);
const CUSTOMERS = 4;

async function graphql(url, query, variables, headers = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** An SMTP server that notes when each message arrived; while `refuse(true)`, it takes none (421). */
async function mailCatcher() {
  const arrived = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onMailFrom(_address, _session, done) {
      done(refusing ? Object.assign(new Error('Mail service not available'), { responseCode: 421 }) : undefined);
    },
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        arrived.push({ at: Date.now(), subject: mail.subject ?? '' });
        done();
      }, done);
    },
  });
  const port = await listen(server.server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrived,
    refuse: (on) => (refusing = on),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The /healthz answer with its HTTP status as `http` (0: no answer). */
const health = (url) =>
  fetch(`${url}/healthz`).then(
    (r) => r.json().then((body) => ({ ...body, http: r.status })),
    () => ({ http: 0 }),
  );
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function freeSlots(url, wanted) {
  const slots = [];
  for (let days = 1; slots.length < wanted && days <= 60; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const { data } = await graphql(
      url,
      'query ($date: String!) { availability(date: $date, serviceType: repair) { slots { startsAt available } } }',
      { date },
    );
    slots.push(...data.availability.slots.filter((slot) => slot.available).map((slot) => slot.startsAt));
  }
  return slots;
}

/** Requests made while SMTP refuses: each one's receipt and owner's alert are kept in the outbox. */
const KEPT_REQUESTS = 5;

/** SMTP refuses, then takes mail again: how long the kept e-mails wait after the first one goes out. */
async function emailOutage(url, mail) {
  const slots = await freeSlots(url, KEPT_REQUESTS + 1);
  const request = async (i) => {
    const input = {
      customerName: `Kept ${i}`,
      customerEmail: `kept${i}@example.com`,
      customerPhone: '(813) 555-0100',
      serviceType: 'repair',
    };
    const { data } = await graphql(
      url,
      'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success } }',
      { input: { ...input, preferredDate: slots[i] } },
      { 'x-forwarded-for': `10.255.0.${i + 1}` },
    );
    if (!data?.requestAppointment.success) throw new Error(`request ${i} was refused`);
  };
  mail.refuse(true);
  for (let i = 0; i < KEPT_REQUESTS; i++) await request(i);
  while ((await health(url)).email !== 'failing') await sleep(50);
  await sleep(1_000); // every first try refused
  const before = mail.arrived.length;
  mail.refuse(false);
  const backAt = Date.now();
  await request(KEPT_REQUESTS);
  const expected = before + 2 * (KEPT_REQUESTS + 1);
  while (mail.arrived.length < expected && Date.now() - backAt < 120_000) await sleep(20);
  const out = mail.arrived.slice(before).map((m) => m.at);
  console.log(`\nE-mail refused (421) during ${KEPT_REQUESTS} requests, then taken again with the next request`);
  console.log(
    `  ${out.length} of ${expected - before} e-mails out; the last ${Math.max(...out) - Math.min(...out)} ms after the first (${Math.min(...out) - backAt} ms after SMTP took mail again)`,
  );
  if (out.length < expected - before) process.exitCode = 1;
}

async function main() {
  buildIfStale();
  const mail = await mailCatcher();
  const site = await startSite({ BOOKING_REQUESTS_PER_HOUR: '1000000', SMTP_URL: mail.url, ADMIN_NOTIFY_EMAIL: 'owner@example.com' });
  try {
    // Every crew the settings allow: the drill books every start time of two months, some twice.
    const token = await ownerWithOpenCalendar(site.url, { crews: 20 });
    const slots = await freeSlots(site.url, 2_000);

    const told = { sent: 0, entered: [], kept: [], refused: [], unanswered: 0 };
    const answeredAt = new Map();
    let stopped = false;
    let n = 0;
    const customer = async () => {
      while (!stopped) {
        const i = ++n;
        const name = `Drill ${i}`;
        const email = `drill${i}@example.com`;
        const headers = { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
        told.sent += 1;
        try {
          if (i % 2 === 0) {
            const input = {
              customerName: name,
              customerEmail: email,
              customerPhone: '(813) 555-0100',
              serviceType: 'repair',
              preferredDate: slots[i % slots.length],
            };
            const { data: answer, errors } = await graphql(
              site.url,
              'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success queued code } }',
              { input },
              headers,
            );
            const result = answer?.requestAppointment;
            if (result?.success) (result.queued ? told.kept : told.entered).push(email);
            else told.refused.push(result?.code ?? errors?.[0]?.message);
          } else {
            const input = { name, email, phone: '(813) 555-0177', service: 'other', message: 'Drill message' };
            const { data: answer, errors } = await graphql(
              site.url,
              'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
              { input },
              headers,
            );
            if (answer?.sendContactMessage)
              told.entered.push(email); // the answer does not say whether it was kept
            else told.refused.push(errors?.[0]?.message);
          }
          answeredAt.set(name, Date.now());
        } catch {
          told.unanswered += 1;
        }
      }
    };
    const running = Array.from({ length: CUSTOMERS }, customer);

    const recoveries = [];
    for (let kill = 0; kill < KILLS; kill++) {
      await sleep(1_000);
      const pid = Number(fs.readFileSync(path.join(site.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      while ((await health(site.url)).http === 200 && Date.now() - killedAt < 5_000) await sleep(20);
      while ((await health(site.url)).http !== 200) await sleep(20);
      recoveries.push(Date.now() - killedAt);
    }
    await sleep(1_000);
    stopped = true;
    await Promise.all(running);
    while ((await health(site.url)).spooled !== 0) await sleep(100);
    await sleep(500);

    const { data: rows } = await graphql(site.url, '{ appointments { customerEmail } contactMessages { email } }', undefined, {
      authorization: `Bearer ${token}`,
    });
    const stored = new Map();
    for (const email of [...rows.appointments.map((a) => a.customerEmail), ...rows.contactMessages.map((m) => m.email)])
      stored.set(email, (stored.get(email) ?? 0) + 1);
    const accepted = [...told.entered, ...told.kept];
    const lost = accepted.filter((email) => !stored.has(email));
    const twice = accepted.filter((email) => (stored.get(email) ?? 0) > 1);
    const keptAlerts = mail.arrived.filter((m) => m.subject.includes('(kept during an outage)'));
    const latencies = keptAlerts.map((m) => m.at - answeredAt.get(/Drill \d+/.exec(m.subject)?.[0])).filter(Number.isFinite);

    console.log(`\nDatabase outage drill: ${KILLS} SIGKILLs of the embedded PostgreSQL under ${CUSTOMERS} customers sending without pause`);
    console.log(
      `  recovery (kill to /healthz 200): ${recoveries.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}; median ${(median(recoveries) / 1000).toFixed(2)} s`,
    );
    console.log(
      `  requests sent ${told.sent}: answered success ${accepted.length} (booking requests kept on disk ${told.kept.length}), refused ${told.refused.length}${told.refused.length ? ` (${[...new Set(told.refused)].join(', ')})` : ''}, unanswered ${told.unanswered}`,
    );
    console.log(`  leads kept on disk and entered after the outage (bookings and messages, by the owner's alerts): ${keptAlerts.length}`);
    console.log(`  lost ${lost.length}, entered twice ${twice.length}`);
    if (latencies.length)
      console.log(
        `  owner's alert of a kept lead, answer to SMTP delivery: median ${median(latencies)} ms, max ${Math.max(...latencies)} ms`,
      );
    if (lost.length || twice.length || told.refused.length || told.unanswered) process.exitCode = 1;
    await emailOutage(site.url, mail);
  } finally {
    await site.stop();
    await mail.stop();
  }
}

await main();
