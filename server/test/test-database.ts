import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDatabase, databaseUrl, dropDatabase, onCluster } from '@plumbing/test-support';
import { openAppDatabase } from '../src/database';
import type { MigrationClass } from '../src/db/migrations';
import { createLogger } from '../src/logger';

/** The migrated database a fresh test database is copied from: the migrations run once per cluster, not once per test. */
const TEMPLATE = 'test_template';
/** Held while the template is built, should two test processes share a cluster. */
const TEMPLATE_LOCK = 738_100;

/** Builds the template once per cluster: migrated under another name, then renamed, so a failed build leaves none behind. */
async function ensureTemplate(clusterUrl: string): Promise<void> {
  await onCluster(clusterUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE])).rowCount) return;
    const building = `${TEMPLATE}_${randomBytes(4).toString('hex')}`;
    await client.query(`CREATE DATABASE ${building}`);
    const db = await openAppDatabase(databaseUrl(clusterUrl, building), createLogger('silent'));
    await db.destroy();
    await client.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE}`);
  });
}

/**
 * A fresh database on the run's cluster, migrated: a copy of the migrated template, or, when
 * `migrations` are given (an older schema, or none), migrated by them alone; dropped by `drop()`.
 */
export async function createTestDatabase(
  migrations?: readonly MigrationClass[],
): Promise<{ db: DataSource; url: string; drop(): Promise<void> }> {
  const clusterUrl = process.env.TEST_DATABASE_URL;
  if (!clusterUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (server/jest.config.cjs)');
  if (!migrations) await ensureTemplate(clusterUrl);
  const url = await createDatabase(clusterUrl, 'test', migrations ? {} : { template: TEMPLATE });
  // On a copy of the template this only finds every migration applied.
  const db = await openAppDatabase(url, createLogger('silent'), migrations);
  return {
    db,
    url,
    async drop() {
      if (db.isInitialized) await db.destroy();
      await dropDatabase(url);
    },
  };
}
