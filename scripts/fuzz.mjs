// `npm run fuzz -- --runs 20000 [--seed N]`: the generated tests of every operation, adapter and
// path (server/test/fuzz) at length. Prints requests, faults and the slowest answer per target;
// fails on any fault, an unexpected error in the server's log included.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale } from './build-if-stale.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20000' }, seed: { type: 'string' } } });
for (const [name, value] of Object.entries(values)) {
  if (value !== undefined && !/^\d+$/.test(value)) {
    console.error(`--${name} must be a whole number, not ${value}`);
    process.exit(2);
  }
}

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const child = spawn(process.execPath, [jest, '-c', 'jest.config.cjs', 'server/test/fuzz/', '--selectProjects', 'server'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: values.runs, ...(values.seed && { FUZZ_SEED: values.seed }) },
});
// Ctrl-C or a stop reaches jest, which closes the test server and its database before it exits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
