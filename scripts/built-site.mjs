// The built server (server/dist) as its own process in production mode, on a free loopback port
// and a fresh temporary DATA_DIR (embedded PostgreSQL), for the bench and Lighthouse scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

/** `env`: settings beside the defaults, e.g. the bench lifting the hourly booking budget. */
export async function startSite(env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbing-bench-'));
  const probe = http.createServer();
  const port = await listen(probe);
  await new Promise((r) => probe.close(r));
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  // A script stopped by a signal stops the site it started (the server stops its database), then
  // ends as the signal asked.
  const SIGNALS = ['SIGTERM', 'SIGINT'];
  const forgetSignals = () => SIGNALS.forEach((signal) => process.off(signal, onSignal));
  function onSignal(signal) {
    forgetSignals();
    child.once('exit', () => {
      removeDataDir();
      process.kill(process.pid, signal);
    });
    child.kill('SIGTERM');
  }
  SIGNALS.forEach((signal) => process.once(signal, onSignal));
  // A script that fails (an error nothing caught) stops its site too. Its process is ending and cannot
  // wait for the server to stop its database, so the data directory stays behind in the temp folder.
  const stopOnExit = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    /** The server's process and data directory (its embedded database lives there). */
    pid: child.pid,
    dataDir,
    async stop() {
      forgetSignals();
      process.off('exit', stopOnExit);
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
      removeDataDir();
    },
  };
}

/**
 * Sends GraphQL operations to the site at `url`, as the owner when given the token; answers each
 * operation's data, and throws with its errors when it has any.
 */
export function graphqlAt(url) {
  return async (query, variables, token) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
}

/** Creates the owner of a site `startSite` started; answers the owner's token. */
export async function ownerToken(url) {
  const { setupAdmin } = await graphqlAt(url)('mutation { setupAdmin(email: "bench@example.com", password: "bench password") { token } }');
  return setupAdmin.token;
}

/**
 * Creates the owner of a site `startSite` started and opens its calendar every day and every half
 * hour a year ahead (or within `hours`), with `crews` crews (room for thousands of jobs: each holds
 * its crew for its length and the drive after it, issue #50); answers the owner's token.
 */
export async function ownerWithOpenCalendar(url, { crews = 1, hours = { start: '00:00', end: '23:30' } } = {}) {
  const graphql = graphqlAt(url);
  const token = await ownerToken(url);
  await graphql(
    'mutation ($input: AppointmentSettingsInput!) { saveAppointmentSettings(input: $input) { enableScheduling } }',
    {
      input: {
        enableScheduling: true,
        availableDays: [0, 1, 2, 3, 4, 5, 6],
        availableHours: hours,
        minDaysInAdvance: 1,
        maxDaysInAdvance: 365,
        crews: Array.from({ length: crews }, (_, index) => ({ id: index + 1, name: `Crew ${index + 1}` })),
      },
    },
    token,
  );
  return token;
}

/** An introduction of 150 words and more, as an owner writes one: the page is indexed without a project done there. */
const AREA_INTRO = (name) =>
  `Homes around ${name} were mostly built between the 1950s and the 1980s, and their plumbing shows its age in ways we know well. ` +
  'Galvanized supply lines narrow with rust until the shower barely runs, cast-iron drains crack under slabs, and the water ' +
  'heater in the garage is often older than the roof. We send a licensed plumber with a camera for the drains, a pressure ' +
  'gauge for the supply and a truck stocked with the fittings these houses need, so most visits end with the repair done the ' +
  'same day. When a job is larger, such as a repipe or a slab leak, we explain the options on site, write the price down ' +
  'before any work starts, pull the permit with the county and clean up as we go. Neighbours call us for bathroom remodels ' +
  'too: we move the drains, set the new valves and tile the shower with the same crew, so one schedule covers the whole job. ' +
  'Call us or book a visit online; we confirm every request within one business hour.\n\n' +
  'After a storm, when a line freezes on a rare cold night, or when a toilet will not stop running on a holiday, our ' +
  'emergency line answers around the clock, and a plumber is usually on the way within the hour.';

/** Publishes the page of the site's first service area (the owner's `token`); answers its slug. */
export async function publishAreaPage(url, token) {
  const graphql = graphqlAt(url);
  const { businessProfile } = await graphql('{ businessProfile { serviceAreas { name slug } } }');
  const [area] = businessProfile.serviceAreas;
  if (!area) throw new Error('the seeded business profile serves no area to write a page for');
  const { saveAreaPage } = await graphql(
    'mutation ($input: AreaPageInput!) { saveAreaPage(input: $input) { slug published } }',
    {
      input: {
        slug: area.slug,
        intro: AREA_INTRO(area.name),
        faq: [{ question: `Do you charge extra to come to ${area.name}?`, answer: 'No: the visit costs the same anywhere we serve.' }],
        published: true,
      },
    },
    token,
  );
  if (!saveAreaPage.published) throw new Error('the area page was saved as a draft, not published');
  return area.slug;
}
