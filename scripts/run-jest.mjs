// Runs jest from the repository root as a child that hears the caller's stops: Ctrl-C or a
// SIGTERM reaches jest, which closes its test servers and databases before it exits.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Runs jest with `args` (and `env` on top of this process's); exits this process with jest's code. */
export function runJest(args, env = {}) {
  const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const child = spawn(process.execPath, [jest, '-c', 'jest.config.cjs', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
