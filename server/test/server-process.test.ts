import fs from 'node:fs';
import { goneWithin, isAlive, postgresPid, spawnServer, tempDataDir } from '@plumbing/test-support';
import { openAppDatabase } from '../src/database';
import { migrations } from '../src/db/migrations';
import { createLogger } from '../src/logger';
import { graphqlAt, PAGES } from './operations';
import { startPostgresProcess } from './postgres-process';
import { postgresWatchdog } from './process-table';

/** The server as an operator runs it: a real process on the embedded PostgreSQL. */
describe('server process on the embedded database', () => {
  const dataDir = tempDataDir('plumbing-process-');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts, keeps its data across restarts, stops cleanly and recovers from being killed', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    expect(await (await fetch(`${first.url}/healthz`)).json()).toMatchObject({ status: 'ok', db: 'up' });
    const setup = await fetch(`${first.url}/api/admin/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'long enough' }),
    });
    expect((await setup.json()).success).toBe(true);
    expect(fs.statSync(`${dataDir}/jwt-secret`).mode & 0o777).toBe(0o600);

    // SIGTERM: the server finishes, stops its database and leaves no postgres behind.
    const firstPostgres = postgresPid(dataDir)!;
    expect(isAlive(firstPostgres)).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(isAlive(firstPostgres)).toBe(false);
    expect(postgresPid(dataDir)).toBeUndefined();

    // A second start reuses the data.
    const second = await spawnServer({ DATA_DIR: dataDir });
    expect(await (await fetch(`${second.url}/api/admin/setup-status`)).json()).toEqual({ needsSetup: false });

    // A postgres left holding the lock (its server and the watchdog that would stop it both killed
    // outright, or an older version's): the next start stops it and takes over.
    const orphan = postgresPid(dataDir)!;
    process.kill(postgresWatchdog(dataDir)!, 'SIGKILL');
    second.child.kill('SIGKILL');
    await second.exited;
    expect(isAlive(orphan)).toBe(true);
    const third = await spawnServer({ DATA_DIR: dataDir });
    expect(isAlive(orphan)).toBe(false);
    expect(third.output()).toContain('embedded PostgreSQL from an earlier run is still running; stopping it');
    const login = await fetch(`${third.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'long enough' }),
    });
    expect((await login.json()).success).toBe(true);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
    expect(postgresPid(dataDir)).toBeUndefined();
  }, 90_000);

  it('pre-renders a public page with the web app’s bundle, an ES module that the built server imports', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir });
    try {
      expect(await (await fetch(server.url)).text()).toMatch(/<h1[^>]*>Gulf Coast Plumbing &amp; Renovation<\/h1>/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'npm start hands %s to the server, which stops its database: nothing is left running',
    async (signal) => {
      const server = await spawnServer({ DATA_DIR: dataDir }, { viaNpm: true });
      const postgres = postgresPid(dataDir)!;
      expect(isAlive(postgres)).toBe(true);
      server.child.kill(signal);
      await server.exited;
      // npm may answer before the server has finished stopping; the database must still go, and soon.
      expect(await goneWithin(postgres, 20_000)).toBe(true);
      expect(server.output()).toContain('"msg":"stopped"');
    },
    90_000,
  );

  it('npm start on a data directory from an older version migrates it and keeps its data', async () => {
    const older = tempDataDir('plumbing-older-');
    try {
      const postgres = await startPostgresProcess(older);
      const db = await openAppDatabase(postgres.url, createLogger('silent'), migrations.slice(0, -1));
      await db.query(`INSERT INTO page (title, slug, content) VALUES ('Older page', 'older-page', '<p>Kept</p>')`);
      // A page visitors read: published, once pages have drafts (issue #52).
      const drafts = await db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'page' AND column_name = 'published_at'`);
      if (drafts.length > 0) await db.query('UPDATE page SET published_at = now()');
      await db.destroy();
      await postgres.stop();

      const server = await spawnServer({ DATA_DIR: older });
      const newest = new migrations[migrations.length - 1]().name;
      expect(server.output()).toContain(`"migrations":["${newest}"],"msg":"database migrated"`);
      const { pages } = await graphqlAt(server.url, PAGES, {});
      expect(pages.map((page) => page.slug)).toContain('older-page');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      fs.rmSync(older, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses to start with bad settings and names every one', async () => {
    const server = await spawnServer({ DATA_DIR: dataDir, PORT: 'x', DATABASE_URL: 'mysql://db' }, { waitReady: false });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid settings:');
    expect(server.output()).toContain('PORT must be a whole number');
    expect(server.output()).toContain('DATABASE_URL must start with postgres://');
  });
});
