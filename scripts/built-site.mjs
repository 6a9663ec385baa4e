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
  fs.chmodSync(dataDir, 0o755);
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
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
      removeDataDir();
    },
  };
}

/**
 * Creates the owner of a site `startSite` started and opens its calendar every day and every half
 * hour a year ahead (room for thousands of distinct slots); answers the owner's token.
 */
export async function ownerWithOpenCalendar(url) {
  const graphql = async (query, variables, token) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  };
  const { data } = await graphql('mutation { setupAdmin(email: "bench@example.com", password: "bench password") { token } }');
  const token = data.setupAdmin.token;
  await graphql(
    'mutation ($input: AppointmentSettingsInput!) { saveAppointmentSettings(input: $input) { enableScheduling } }',
    {
      input: {
        enableScheduling: true,
        availableDays: [0, 1, 2, 3, 4, 5, 6],
        availableHours: { start: '00:00', end: '23:30' },
        excludedDates: [],
        minDaysInAdvance: 1,
        maxDaysInAdvance: 365,
      },
    },
    token,
  );
  return token;
}
