// Runs a Node script or jest from the repository root as a child that hears the caller's stops:
// Ctrl-C or a SIGTERM reaches it, and jest closes its test servers and databases before it exits.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');
/** How long jest may take to exit once it has written its results (its global teardown has run by then). */
const JEST_EXIT_GRACE_MS = 30_000;

/** `node script ...args` as a child, its lines prefixed with `label` when given, the caller's stops passed on. */
function startNode(script, args, { env = {}, label, group = false }) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    stdio: label ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
    // A process group of its own, so what it leaves running can be found and stopped.
    detached: group,
  });
  if (label) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline.createInterface({ input: from }).on('line', (line) => to.write(`[${label}] ${line}\n`));
    }
  }
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  // 'close': after the last line it printed has been passed on (what it left running may hold its output open).
  const closed = new Promise((resolve) => child.on('close', resolve));
  void closed.then(() => {
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, forward);
  });
  return { child, exited, closed };
}

/**
 * Runs `node script ...args` (and `env` on top of this process's); resolves to its exit code. With a
 * `label`, each line it prints starts with it, so children running side by side can be told apart.
 */
export async function runNode(script, args = [], options = {}) {
  const { exited, closed } = startNode(script, args, options);
  await closed;
  return exited;
}

/** The processes still in the session `group` leads, one line each (pid and command); empty when none is left. */
function processesIn(group) {
  try {
    // A detached child leads a session of its own: its descendants are the session's processes.
    return execFileSync('ps', ['-o', 'pid=,args=', '-s', String(group)], { encoding: 'utf8' }).trim();
  } catch {
    return ''; // ps exits 1 when it lists nothing
  }
}

/**
 * Runs jest with `args` on every test project (jest.config.cjs); resolves to its exit code. With a
 * `resultsFile`, jest writes its results there (`--json`), and a jest that has not exited
 * `exitGraceMs` after writing them is stopped and fails: a test left work running (a timer, a
 * loop, a server) that would otherwise hold the run forever. Whatever it leaves running is stopped.
 */
export async function jest(args, { resultsFile, exitGraceMs = JEST_EXIT_GRACE_MS, ...options } = {}) {
  const results = resultsFile ? ['--json', `--outputFile=${resultsFile}`] : [];
  const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const { child, exited, closed } = startNode(jestBin, ['-c', 'jest.config.cjs', ...args, ...results], { ...options, group: true });
  const say = (line) => process.stderr.write(`${options.label ? `[${options.label}] ` : ''}${line}\n`);
  let held = false;
  let holdTimer;
  const watch = setInterval(() => {
    if (!resultsFile || !fs.existsSync(resultsFile)) return;
    clearInterval(watch);
    holdTimer = setTimeout(() => {
      held = true;
      say(
        `jest did not exit ${exitGraceMs / 1000} s after its run: a test left work running. Stopping it, with:\n${processesIn(child.pid)}`,
      );
      process.kill(-child.pid, 'SIGKILL');
    }, exitGraceMs);
  }, 500);
  const code = await exited;
  clearInterval(watch);
  clearTimeout(holdTimer);
  const leftovers = processesIn(child.pid);
  if (leftovers) {
    say(`Stopping what the tests left running:\n${leftovers}`);
    process.kill(-child.pid, 'SIGKILL');
  }
  await closed;
  return held ? 1 : code;
}

/** Runs jest with `args` (and `env` on top of this process's); exits this process with jest's code. */
export async function runJest(args, env = {}) {
  process.exit(await jest(args, { env }));
}
