import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@plumbing/test-support';

const exec = promisify(execFile);

/** Debian's PostgreSQL 15 (`apt-get install postgresql`): the second PostgreSQL the suite runs on. */
export const POSTGRES15_BIN = '/usr/lib/postgresql/15/bin';

export function postgres15Installed(): boolean {
  return fs.existsSync(path.join(POSTGRES15_BIN, 'pg_ctl'));
}

/** PostgreSQL refuses to run as root: then the cluster is the `postgres` user's (Debian's package creates it). */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  return { uid: Number((await exec('id', ['-u', 'postgres'])).stdout), gid: Number((await exec('id', ['-g', 'postgres'])).stdout) };
}

function run(command: string, args: string[], as: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(POSTGRES15_BIN, command), args, { ...as, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${output}`))));
  });
}

/**
 * A throwaway PostgreSQL 15 cluster in a temp directory, on a free port of 127.0.0.1 only (no
 * Unix socket), password-protected; `stop` shuts it down and removes it. No system service is used.
 */
export async function startPostgres15(): Promise<{ url: string; stop(): Promise<void> }> {
  const as = await runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbing-pg15-'));
  fs.chmodSync(dir, 0o755);
  const pgdata = path.join(dir, 'data');
  const password = randomBytes(18).toString('hex');
  const pwfile = path.join(dir, 'pwfile');
  fs.writeFileSync(pwfile, password, { mode: 0o600 });
  if (as.uid !== undefined) {
    fs.chownSync(dir, as.uid, as.gid!);
    fs.chownSync(pwfile, as.uid, as.gid!);
  }
  await run('initdb', [`--pgdata=${pgdata}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'], as);
  fs.rmSync(pwfile);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  await run('pg_ctl', ['--pgdata', pgdata, '--options', options, '--log', path.join(dir, 'postgres.log'), '--wait', 'start'], as);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await run('pg_ctl', ['--pgdata', pgdata, '--mode', 'fast', '--wait', 'stop'], as);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
