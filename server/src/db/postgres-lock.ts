import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

// Who holds an embedded database: the process its data directory's lock file (postmaster.pid: pid,
// data directory, ..., port) names, and the node process that started it.

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

/** The live node process that started this postgres, if any; an orphan's parent is gone (it was re-parented). */
async function owningNodeProcess(pid: number): Promise<number | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  const ppid = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : undefined;
  if (!ppid || ppid === 1) return undefined;
  const cmdline = await fs.readFile(`/proc/${ppid}/cmdline`, 'utf8').catch(() => '');
  return /(^|\/)node\0/.test(cmdline) ? ppid : undefined;
}

/**
 * A run that was killed can leave its lock file behind (power loss, postgres killed too), or its
 * postgres running (its watchdog killed too, or a version from before the watchdog). A live
 * postgres on our data directory is ours from that run: stop it. A lock whose process is gone is removed.
 */
export async function recoverStaleLock(pgdata: string, logger: Logger): Promise<void> {
  const lockFile = path.join(pgdata, 'postmaster.pid');
  const lock = await fs.readFile(lockFile, 'utf8').catch(() => undefined);
  if (lock === undefined) return;
  const pid = Number(lock.split('\n')[0]);
  const lockedDir = lock.split('\n')[1]?.trim();
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && lockedDir === pgdata) {
    const owner = await owningNodeProcess(pid);
    if (owner) {
      throw new Error(`The embedded database in ${pgdata} is in use by another running server (process ${owner}); stop it first.`);
    }
    logger.warn({ pid }, 'embedded PostgreSQL from an earlier run is still running; stopping it');
    process.kill(pid, 'SIGINT');
    if (!(await waitUntilGone(pid, 15_000))) process.kill(pid, 'SIGKILL');
    await waitUntilGone(pid, 5_000);
  } else {
    logger.warn({ pid }, 'removing a stale PostgreSQL lock file left by an earlier run');
  }
  await fs.rm(lockFile, { force: true });
}

/**
 * The address of the embedded database a running server holds in `dataDir`, or null when no server
 * runs there: a backup reads the live site's database beside it, as any other client would.
 */
export async function embeddedPostgresInUse(dataDir: string): Promise<string | null> {
  const lock = await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => undefined);
  const [pid, , , port] = lock?.split('\n') ?? [];
  if (!lock || !isAlive(Number(pid)) || !(await owningNodeProcess(Number(pid)))) return null;
  const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/postgres`;
}
