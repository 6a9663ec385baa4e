// `npm test`: type-checks every TypeScript project and lints them while the server and the web app
// build beside (SWC and Vite strip the types: a build needs no type-check first), then runs the test
// projects with jest in two lanes side by side (one per core): shared, web (jsdom) and server (real
// PostgreSQL) in one; browser (Debian's Chromium against the built site) and server-postgres15 (the
// server tests about SQL differences again on Debian's PostgreSQL 15) in the other. Tests whose verdict
// depends on timing (server-timed: answer budgets; browser-timed: results in view and focused in
// time, throttled phones) run afterwards, alone. Each phase's time is printed at the end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';
import { lint } from './lint.mjs';
import { jest, runNode } from './run-node.mjs';
import { typecheck } from './typecheck.mjs';

const postgres15 = '/usr/lib/postgresql/15/bin/pg_ctl';
// Balanced by their times in full runs (62: shared, web and server 730 s; browser 619 s, the repeat 110 s).
const serverLane = ['shared', 'web', 'server'];
const browserLane = [];
if (fs.existsSync(postgres15)) {
  browserLane.push('server-postgres15');
} else if (process.env.CI) {
  console.error(`PostgreSQL 15 is missing (${postgres15}): CI must run the server suite on it (apt-get install postgresql).`);
  process.exit(1);
} else {
  console.warn(
    `\n!!! PostgreSQL 15 not found at ${postgres15}: the server suite is NOT run on a second PostgreSQL. Install it with: apt-get install postgresql\n`,
  );
}
const serverTimed = ['server-timed'];
const browserTimed = [];
if (fs.existsSync(CHROMIUM_PATH)) {
  browserLane.push('browser');
  browserTimed.push('browser-timed');
} else if (process.env.CI) {
  console.error(`Chromium is missing at ${CHROMIUM_PATH}: CI must run the browser tests (apt-get install chromium).`);
  process.exit(1);
} else {
  console.warn(`\n!!! Chromium not found at ${CHROMIUM_PATH}: the browser tests are NOT run. Install it with: apt-get install chromium\n`);
}

// A Ctrl-C or SIGTERM stops the run: the running jest hears it (run-node.mjs), and no later phase starts.
let stoppedBy = null;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stoppedBy ??= signal));
/** Ends the run as a stopped process does (128 + the signal's number) once a signal came. */
function endIfStopped() {
  if (stoppedBy) finish(128 + os.constants.signals[stoppedBy]);
}

const phases = [];
// Each jest run writes its results here, so the failures can be listed last, where a log's tail shows them.
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
let runs = 0;
/** jest with `args`, its results written to a file of `resultsDir`. */
function jestRun(args, options) {
  runs += 1;
  return jest(args, { ...options, resultsFile: path.join(resultsDir, `${runs}.json`) });
}
/** The suites of every run so far, as jest's JSON results describe them. */
function suites() {
  return fs
    .readdirSync(resultsDir)
    .flatMap((file) => JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8')).testResults)
    .map((suite) => ({ ...suite, where: path.relative(process.cwd(), suite.name) }));
}
/** Of `all` suites, the ten test files that took longest: where a slow suite shows, so CI stays within minutes. */
function slowest(all) {
  return [...all]
    .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
    .slice(0, 10)
    .map((suite) => `  ${seconds(suite.endTime - suite.startTime).padStart(6)}  ${suite.where}`);
}
/** The failed tests among `all` suites: suite and test name, and the first lines of the reason. */
function failures(all) {
  const lines = [];
  for (const { where, assertionResults, status, message } of all) {
    const failed = assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`✕ ${where} › ${test.fullName}\n${firstLines(test.failureMessages.join('\n'))}`);
    if (!failed.length && status === 'failed') lines.push(`✕ ${where}\n${firstLines(message)}`);
  }
  return lines;
}
const firstLines = (text) =>
  text
    .split('\n')
    .filter((line) => line.trim() && !line.includes('/node_modules/'))
    .slice(0, 6)
    .map((line) => `    ${line}`)
    .join('\n');
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
/** Runs `work`, noting how long it took as `name`; resolves to its result. */
async function timed(name, work, notes = phases) {
  const started = performance.now();
  const result = await work();
  notes.push(`${name} ${seconds(performance.now() - started)}`);
  return result;
}
const started = performance.now();
function finish(code) {
  const all = suites();
  fs.rmSync(resultsDir, { recursive: true, force: true });
  const slow = slowest(all);
  if (slow.length) console.log(`\nThe ten slowest test files:\n${slow.join('\n')}`);
  const failed = failures(all);
  if (failed.length) console.log(`\nFailed (${failed.length}):\n${failed.join('\n')}`);
  console.log(`\nPhases: ${phases.join(' · ')} · total ${seconds(performance.now() - started)}`);
  process.exit(code);
}

// Before jest, which reports no type error. The build runs in a child of its own, beside the checks.
const [checked, built] = await Promise.all([
  (async () => (await timed('type-check', typecheck)) && (await timed('lint', lint)))(),
  timed('build', () => runNode(path.join(import.meta.dirname, 'build-if-stale.mjs'))),
]);
endIfStopped();
if (!checked || built !== 0) finish(1);

// The caller's arguments (test paths, -t) go to both lanes, where a lane without a matching test
// passes; the timed tests then run in their lane like the others. --selectProjects takes every word
// after it as a project name, so it comes last.
const callerArgs = process.argv.slice(2);
const laneArgs = callerArgs.length ? [...callerArgs, '--passWithNoTests'] : [];
const laneTimes = [];
/** A lane's jest run, its time noted; a lane left without projects (no Chromium) passes at once. */
const lane = (label, projects) =>
  projects.length
    ? timed(`${label} lane`, () => jestRun([...laneArgs, '--selectProjects', ...projects], { label }), laneTimes)
    : Promise.resolve(0);
const lanes = await timed('tests', () =>
  Promise.all([
    lane('server', [...serverLane, ...(callerArgs.length ? serverTimed : [])]),
    lane('browser', [...browserLane, ...(callerArgs.length ? browserTimed : [])]),
  ]),
);
phases[phases.length - 1] += ` (${laneTimes.join(', ')})`;
endIfStopped();
// The tests whose verdict hangs on timing (server/jest.timed.config.cjs, web/e2e/jest.timed.config.cjs), with the machine to themselves.
const alone = callerArgs.length
  ? 0
  : await timed('timed tests alone', () => jestRun(['--selectProjects', ...serverTimed, ...browserTimed]));
finish([...lanes, alone].find((code) => code !== 0) ?? 0);
