import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { goneWithin } from '@plumbing/test-support';
import { REPO_ROOT } from '../src/config/env';

/**
 * A test that passes but leaves work running (here: a timer, and a process it started) once held
 * CI's whole run until its time ran out (jest runs in band on two cores, and waits for it).
 */
const LEAVES_WORK_RUNNING = `
const { spawn } = require('node:child_process');
const fs = require('node:fs');
test('passes, and leaves work running', () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  fs.writeFileSync(process.env.LEFTOVER_PID_FILE, String(child.pid));
  if (process.env.LEAVE_TIMER) setInterval(() => {}, 1000);
  else child.unref();
});`;

/** A scratch checkout holding scripts/run-node.mjs and a jest project of that one test. */
function scratchTree(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jest-runner-'));
  fs.mkdirSync(path.join(root, 'scripts'));
  fs.copyFileSync(path.join(REPO_ROOT, 'scripts', 'run-node.mjs'), path.join(root, 'scripts', 'run-node.mjs'));
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  fs.writeFileSync(path.join(root, 'jest.config.cjs'), `module.exports = { rootDir: __dirname, testEnvironment: 'node', transform: {} };`);
  fs.writeFileSync(path.join(root, 'leaves-work.test.js'), LEAVES_WORK_RUNNING);
  return root;
}

/** The scratch tree's `jest()` with a results file, as `npm test` runs its lanes: its exit code and what it said. */
async function runLane(root: string, env: Record<string, string>): Promise<{ code: number; said: string; leftover: number }> {
  const script = `import('./scripts/run-node.mjs').then(async ({ jest }) =>
    process.exit(await jest(['--runInBand'], { resultsFile: 'results.json', exitGraceMs: 2000, label: 'lane' })))`;
  const pidFile = path.join(root, 'leftover.pid');
  const run = promisify(execFile)(process.execPath, ['-e', script], {
    cwd: root,
    env: { ...process.env, ...env, LEFTOVER_PID_FILE: pidFile },
  });
  const { code, stdout, stderr } = await run.then(
    (output) => ({ code: 0, ...output }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code, said: stdout + stderr, leftover: Number(fs.readFileSync(pidFile, 'utf8')) };
}

/**
 * Whether `pid` ends within 15 s: a process left running lives on for a minute, while a stopped
 * one on a loaded machine may take more than 5 s to exit and be reaped (full run 53 waited 5 s in vain).
 */
const ends = (pid: number) => goneWithin(pid, 15_000);

describe('the test lanes of npm test (scripts/run-node.mjs)', () => {
  let root: string;
  beforeEach(() => (root = scratchTree()));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a jest held open after its run by work a test left running is stopped, with what it ran, and fails', async () => {
    const { code, said, leftover } = await runLane(root, { LEAVE_TIMER: '1' });
    expect(code).toBe(1);
    expect(said).toContain('[lane] jest did not exit 2 s after its run: a test left work running. Stopping it');
    expect(said).toContain(`${leftover} `);
    expect(await ends(leftover)).toBe(true);
  }, 60_000);

  it('a process a passing test left running is stopped when jest exits, and named; the run passes', async () => {
    const { code, said, leftover } = await runLane(root, {});
    expect(code).toBe(0);
    expect(said).toContain('[lane] Stopping what the tests left running:');
    expect(said).toMatch(new RegExp(`${leftover} .*setInterval`));
    expect(await ends(leftover)).toBe(true);
  }, 60_000);
});

/** What each stub test does: the server lane's runs until stopped; the timed phase's leaves a mark. */
const STUB_TESTS: Record<string, string> = {
  server: `test('runs until stopped', () => { require('node:fs').writeFileSync('lanes-started', String(process.pid)); return new Promise((r) => setTimeout(r, 60_000)); }, 90_000);`,
  'server-timed': `test('timed', () => require('node:fs').writeFileSync('timed-started', ''));`,
};
const PROJECTS = ['shared', 'server', 'server-postgres15', 'server-timed', 'web', 'browser', 'browser-timed'];

/** A scratch checkout holding scripts/test.mjs and what it imports, instant checks and build, and a stub test per project. */
function scratchTestRun(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-run-'));
  const scripts = path.join(root, 'scripts');
  fs.mkdirSync(scripts);
  for (const script of ['test.mjs', 'run-node.mjs', 'chromium.mjs', 'chromium.json'])
    fs.copyFileSync(path.join(REPO_ROOT, 'scripts', script), path.join(scripts, script));
  fs.writeFileSync(path.join(scripts, 'lint.mjs'), 'export const lint = async () => true;');
  fs.writeFileSync(path.join(scripts, 'typecheck.mjs'), 'export const typecheck = async () => true;');
  fs.writeFileSync(path.join(scripts, 'build-if-stale.mjs'), '');
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const projects = PROJECTS.map((name) => ({ displayName: name, rootDir: root, testMatch: [`<rootDir>/${name}.test.js`] }));
  fs.writeFileSync(path.join(root, 'jest.config.cjs'), `module.exports = ${JSON.stringify({ projects })};`);
  for (const name of PROJECTS) fs.writeFileSync(path.join(root, `${name}.test.js`), STUB_TESTS[name] ?? `test('passes', () => {});`);
  return root;
}

describe('npm test stopped (scripts/test.mjs)', () => {
  let root: string;
  beforeEach(() => (root = scratchTestRun()));
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a Ctrl-C while the lanes run ends the run as stopped (130), starts no timed phase, and leaves nothing running', async () => {
    const run = spawn(process.execPath, ['scripts/test.mjs'], {
      cwd: root,
      detached: true,
      env: { ...process.env, CI: '' },
      stdio: 'pipe',
    });
    let said = '';
    run.stdout.on('data', (chunk) => (said += chunk));
    run.stderr.on('data', (chunk) => (said += chunk));
    const exited = new Promise<number | null>((resolve) => run.on('exit', resolve));
    const started = path.join(root, 'lanes-started');
    while (!fs.existsSync(started)) await new Promise((resolve) => setTimeout(resolve, 100));
    const laneTest = Number(fs.readFileSync(started, 'utf8'));
    // A terminal's Ctrl-C reaches the whole group, and a second one often follows.
    process.kill(-run.pid!, 'SIGINT');
    process.kill(-run.pid!, 'SIGINT');

    expect(await exited).toBe(130);
    expect(fs.existsSync(path.join(root, 'timed-started'))).toBe(false);
    expect(said).toContain('Phases: ');
    expect(said).not.toContain('timed tests alone');
    expect(await ends(laneTest)).toBe(true);
    expect(await ends(run.pid!)).toBe(true);
  }, 90_000);
});
