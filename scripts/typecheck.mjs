// Type-checks every TypeScript project (jest's SWC and Vite only strip types): the shared and
// test-support packages, the server with its tests, the web app with its unit tests, and the browser
// tests. Two at a time (two cores); each keeps a .tsbuildinfo so an unchanged project is checked again quickly.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The slowest first, so the two lanes finish together.
const projects = ['web', 'server', 'web/e2e', 'packages/shared', 'packages/test-support', 'docs/examples'];

function check(project) {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const buildInfo = path.join(root, 'node_modules', '.cache', 'typecheck', `${project.replaceAll('/', '-')}.tsbuildinfo`);
  const args = [
    tsc,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    buildInfo,
    '--pretty',
    String(Boolean(process.stderr.isTTY)),
    '-p',
    project,
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

/** Resolves to whether every project type-checks; prints the compiler's output of those that do not. */
export async function typecheck() {
  console.log(`Type-checking ${projects.join(', ')}...`);
  const queue = [...projects];
  const results = [];
  const worker = async () => {
    while (queue.length) results.push(await check(queue.shift()));
  };
  await Promise.all([worker(), worker()]);
  const failed = results.filter((result) => !result.ok);
  for (const { project, output } of failed) console.error(`\nType errors in ${project}:\n${output}`);
  return failed.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await typecheck()) ? 0 : 1;
