import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isAlive, postgresPid } from '@plumbing/test-support';
import { REPO_ROOT } from '../src/config/env';
import { until } from './until';

/**
 * A script using the bench's site (scripts/built-site.mjs), started like `npm run bench`: it prints
 * where the site is, then waits, or runs `then` (e.g. fails as a bench whose browser is missing does).
 */
function startBenchLikeScript(then = '') {
  const module = JSON.stringify(path.join(REPO_ROOT, 'scripts', 'built-site.mjs'));
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startSite } = await import(${module}); const { pid, dataDir } = await startSite(); console.log('SITE ' + JSON.stringify({ pid, dataDir })); ${then}`,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  const site = new Promise<{ pid: number; dataDir: string }>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^SITE (.*)$/m.exec(output);
      if (line) resolve(JSON.parse(line[1]));
    });
    child.on('exit', () => reject(new Error(`the script ended before its site started:\n${output}`)));
  });
  return { child, exited, site };
}

describe('the bench’s site (scripts/built-site.mjs)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'a script stopped by %s stops the site it started: its server, its database and its data directory',
    async (signal) => {
      const script = startBenchLikeScript();
      const { pid, dataDir } = await script.site;
      const postgres = postgresPid(dataDir)!;
      expect(isAlive(pid)).toBe(true);
      expect(isAlive(postgres)).toBe(true);

      script.child.kill(signal);
      expect(await script.exited).toBe(signal);
      expect(isAlive(pid)).toBe(false);
      expect(isAlive(postgres)).toBe(false);
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    90_000,
  );

  it('a script that fails stops the site it started: its server and its database', async () => {
    const script = startBenchLikeScript(`await new Promise((r) => setTimeout(r, 100)); throw new Error('no browser');`);
    const { pid, dataDir } = await script.site;
    const postgres = postgresPid(dataDir)!;
    expect(isAlive(postgres)).toBe(true);

    try {
      expect(await script.exited).toBe(1);
      await until(() => !isAlive(pid) && !isAlive(postgres), 30_000);
    } finally {
      if (isAlive(pid)) process.kill(pid, 'SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
