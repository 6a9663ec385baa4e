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
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
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
