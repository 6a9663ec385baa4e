import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { until } from './until';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A Ctrl-C that stops `npm test` reaches every process of its group: the test PostgreSQL cluster a
 * run's global setup started must stop with it, not stay behind holding a port and a directory.
 */
describe('the test PostgreSQL cluster', () => {
  const stops: Array<[string, (holder: number) => void]> = [
    ['Ctrl-C (SIGINT to the whole group), twice', (holder) => [-holder, -holder].forEach((to) => process.kill(to, 'SIGINT'))],
    ['SIGTERM to the run alone', (holder) => process.kill(holder, 'SIGTERM')],
    ['a closed terminal (SIGHUP to the whole group)', (holder) => process.kill(-holder, 'SIGHUP')],
  ];
  it.each(stops)(
    'stops with the test run stopped by %s, and its directory goes',
    async (_, stop) => {
      const holder = spawn(process.execPath, ['-r', 'ts-node/register', path.join(__dirname, 'fixtures', 'test-cluster-holder.ts')], {
        detached: true, // its own process group, as a terminal's command is
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, TS_NODE_TRANSPILE_ONLY: '1' },
      });
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      const said = await new Promise<string>((resolve, reject) => {
        holder.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        holder.once('exit', () => reject(new Error('the cluster did not start')));
      });
      const { pid, dir } = JSON.parse(said) as { pid: number; dir: string };
      expect(alive(pid)).toBe(true);

      stop(holder.pid!);
      await exited;
      await until(() => !alive(pid), 10_000);
      expect(alive(pid)).toBe(false);
      expect(fs.existsSync(dir)).toBe(false);
    },
    60_000,
  );
});
