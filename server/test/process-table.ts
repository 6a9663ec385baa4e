import fs from 'node:fs';

interface RunningProcess {
  pid: number;
  ppid: number;
  /** The arguments, joined by spaces. */
  command: string;
}

/** Every process running now, from /proc (one that ends while it is read is left out). */
export function runningProcesses(): RunningProcess[] {
  const found: RunningProcess[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push({ pid: Number(name), ppid, command });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** The node process `npm start` (`npm`) runs the server in. */
export function serverUnderNpm(npm: number): number {
  const server = runningProcesses().find((each) => each.ppid === npm && each.command.includes('scripts/start.mjs'));
  if (!server) throw new Error(`npm (${npm}) runs no server`);
  return server.pid;
}

/**
 * What still runs on `dataDir` (its PostgreSQL, anything watching it) once `ms` have passed, or as
 * soon as nothing does: empty when all is gone in time.
 */
export async function leftRunningOn(dataDir: string, ms: number): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const left = runningProcesses().filter((each) => each.command.includes(dataDir));
    if (left.length === 0 || Date.now() > deadline) return left.map((each) => `${each.pid} ${each.command}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The watchdog that stops the embedded PostgreSQL of `dataDir` once its server is gone, if one runs. */
export function postgresWatchdog(dataDir: string): number | undefined {
  return runningProcesses().find((each) => each.command.includes(`postgres-watchdog ${dataDir}/postgres`))?.pid;
}
