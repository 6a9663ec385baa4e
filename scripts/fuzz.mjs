// `npm run fuzz -- --runs 20000 [--seed N]`: the generated tests of every operation, adapter and
// path (server/test/fuzz) at length. Prints requests, faults and the slowest answer per target;
// fails on any fault, an unexpected error in the server's log included.
import { parseArgs } from 'node:util';
import { buildIfStale } from './build-if-stale.mjs';
import { runJest } from './run-node.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20000' }, seed: { type: 'string' } } });
for (const [name, value] of Object.entries(values)) {
  if (value !== undefined && !/^\d+$/.test(value)) {
    console.error(`--${name} must be a whole number, not ${value}`);
    process.exit(2);
  }
}

buildIfStale();
runJest(['--selectProjects', 'server-timed'], { FUZZ_RUNS: values.runs, ...(values.seed && { FUZZ_SEED: values.seed }) });
