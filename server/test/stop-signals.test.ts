import fs from 'node:fs';
import { postgresPid, spawnServer, tempDataDir } from '@plumbing/test-support';
import { leftRunningOn, serverUnderNpm } from './process-table';

/** How soon the embedded PostgreSQL (and whatever watches it) must be gone once its server is (issue #49). */
const GONE_MS = 10_000;

/**
 * Issue #49: however `npm start` is stopped, no PostgreSQL is left running. A terminal's Ctrl-C
 * reaches every process of the group (npm, which passes it on, and node: two SIGINTs for node); a
 * closed terminal sends SIGHUP; a process manager sends SIGTERM to npm. A server killed outright
 * (kill -9, out of memory) runs no handler: its database then stops by itself.
 */
describe('stopping the server: nothing is left running', () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = tempDataDir('plumbing-stop-');
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  const stops: [string, (npm: number) => void][] = [
    ['Ctrl-C (SIGINT to the whole group), twice', (npm) => [-npm, -npm].forEach((to) => process.kill(to, 'SIGINT'))],
    [
      'SIGTERM to npm, then SIGINT to the server',
      (npm) => {
        const server = serverUnderNpm(npm);
        process.kill(npm, 'SIGTERM');
        process.kill(server, 'SIGINT');
      },
    ],
    [
      'SIGINT to the server, then SIGTERM to the whole group',
      (npm) => {
        process.kill(serverUnderNpm(npm), 'SIGINT');
        process.kill(-npm, 'SIGTERM');
      },
    ],
    ['a closed terminal (SIGHUP to the whole group)', (npm) => process.kill(-npm, 'SIGHUP')],
  ];
  it.each(stops)(
    'npm start stopped by %s: the server stops its database, says "stopped", and leaves nothing',
    async (_, stop) => {
      const dataDir = newDataDir();
      const npm = await spawnServer({ DATA_DIR: dataDir }, { viaNpm: true, group: true });
      expect(postgresPid(dataDir)).toBeDefined();
      stop(npm.child.pid!);
      await npm.closed; // npm and the server have ended: nothing holds their output any more
      expect(await leftRunningOn(dataDir, GONE_MS)).toEqual([]);
      expect(postgresPid(dataDir)).toBeUndefined();
      expect(npm.output()).toContain('"msg":"stopped"');
    },
    60_000,
  );

  it('a server killed outright (kill -9) runs no handler: its database stops by itself, and the next start finds it gone', async () => {
    const dataDir = newDataDir();
    const server = await spawnServer({ DATA_DIR: dataDir });
    expect(postgresPid(dataDir)).toBeDefined();
    server.child.kill('SIGKILL');
    await server.exited;
    expect(await leftRunningOn(dataDir, GONE_MS)).toEqual([]);

    const next = await spawnServer({ DATA_DIR: dataDir });
    expect(next.output()).not.toContain('from an earlier run is still running');
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 60_000);
});
