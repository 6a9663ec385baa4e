// `npm run dev`: the server restarting on change (port 4000) and Vite's hot-reloading
// dev server for the web app (port 5173, proxying the API to 4000).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(
    process.execPath,
    [
      '--watch-path=server/src',
      '--watch-path=packages/shared/src',
      '--conditions=plumbing-source',
      '-r',
      '@swc-node/register',
      'server/src/main.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SWC_NODE_PROJECT: 'server/tsconfig.json' },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode ||= code ?? 0;
  });
