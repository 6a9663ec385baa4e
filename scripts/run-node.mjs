// Runs a Node script or jest from the repository root as a child that hears the caller's stops:
// Ctrl-C or a SIGTERM reaches it, and jest closes its test servers and databases before it exits.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Runs `node script ...args` (and `env` on top of this process's); resolves to its exit code. With a
 * `label`, each line it prints starts with it, so children running side by side can be told apart.
 */
export function runNode(script, args = [], { env = {}, label } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    stdio: label ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
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
  return new Promise((resolve) =>
    // 'close': after the last line it printed has been passed on.
    child.on('close', (code, signal) => {
      for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, forward);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

/** Runs jest with `args` on every test project (jest.config.cjs); resolves to its exit code. */
export function jest(args, options) {
  return runNode(path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), ['-c', 'jest.config.cjs', ...args], options);
}

/** Runs jest with `args` (and `env` on top of this process's); exits this process with jest's code. */
export async function runJest(args, env = {}) {
  process.exit(await jest(args, { env }));
}
