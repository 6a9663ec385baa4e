// `npm test`: type-checks every TypeScript project, lints them, builds the server and the web app,
// then runs every test project with jest: shared (plain functions), server (real PostgreSQL),
// server-postgres15 (the server's integration suite again on Debian's PostgreSQL 15), web (jsdom)
// and browser (Debian's Chromium against the built site).
import fs from 'node:fs';
import { buildIfStale } from './build-if-stale.mjs';
import { lint } from './lint.mjs';
import { runJest } from './run-jest.mjs';
import { typecheck } from './typecheck.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const postgres15 = '/usr/lib/postgresql/15/bin/pg_ctl';
const projects = ['shared', 'server', 'web'];
if (fs.existsSync(postgres15)) {
  projects.push('server-postgres15');
} else if (process.env.CI) {
  console.error(`PostgreSQL 15 is missing (${postgres15}): CI must run the server suite on it (apt-get install postgresql).`);
  process.exit(1);
} else {
  console.warn(`\n!!! PostgreSQL 15 not found at ${postgres15}: the server suite is NOT run on a second PostgreSQL. Install it with: apt-get install postgresql\n`);
}
if (fs.existsSync(chromium)) {
  projects.push('browser');
} else if (process.env.CI) {
  console.error(`Chromium is missing at ${chromium}: CI must run the browser tests (apt-get install chromium).`);
  process.exit(1);
} else {
  console.warn(`\n!!! Chromium not found at ${chromium}: the browser tests are NOT run. Install it with: apt-get install chromium\n`);
}

// Before the build and jest: neither reports a type error (SWC and Vite strip the types).
if (!(await typecheck())) process.exit(1);
if (!(await lint())) process.exit(1);
buildIfStale();
// The caller's arguments come first: --selectProjects takes every word after it as a project name, test files included.
runJest([...process.argv.slice(2), '--selectProjects', ...projects]);
