import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository (this file is packages/test-support/src/server-process.ts). */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** What `npm start` runs. */
export const SERVER_MAIN = path.join(REPO_ROOT, 'server', 'dist', 'main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A new, empty data directory (the server lets its database's user pass through it when it runs as root). */
export function tempDataDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves once every process that holds its output has ended (with `viaNpm`, the server npm started too). */
  closed: Promise<void>;
}

/**
 * The built server (`npm run build -w server`) as its own process, as `npm start` runs it; with
 * `viaNpm`, started by `npm start` itself, as an operator or a process manager does; with `group`,
 * in a process group of its own (its pid is the group's), as a terminal runs a command.
 */
export async function spawnServer(
  env: Record<string, string>,
  { waitReady = true, viaNpm = false, group = false } = {},
): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm test does)`);
  const port = env.PORT ?? String(await freePort());
  const [command, args] = viaNpm ? ['npm', ['start', '--silent']] : [process.execPath, [SERVER_MAIN]];
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  if (waitReady) {
    // A start on a loaded machine (both test lanes busy) can take half a minute before it says anything.
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, child, output: () => output, exited, closed };
}

export function postgresPid(dataDir: string): number | undefined {
  const lock = path.join(dataDir, 'postgres', 'postmaster.pid');
  const pid = fs.existsSync(lock) ? Number(fs.readFileSync(lock, 'utf8').split('\n')[0]) : NaN;
  // A lock postgres is still writing reads empty: not a pid (0 would stand for this whole process group).
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether `pid` is gone within `ms` (a killed process is gone once its parent has reaped it). */
export async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return !isAlive(pid);
}
