import { spawn } from 'node:child_process';
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
  it('stops when the test run is stopped with Ctrl-C (SIGINT to the whole group), twice', async () => {
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
    const { pid } = JSON.parse(said) as { pid: number };
    expect(alive(pid)).toBe(true);

    process.kill(-holder.pid!, 'SIGINT');
    process.kill(-holder.pid!, 'SIGINT');
    await exited;
    await until(() => !alive(pid), 10_000);
    expect(alive(pid)).toBe(false);
  }, 60_000);
});
