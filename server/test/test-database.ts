import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/db/database';
import type { MigrationClass } from '../src/db/options';
import { createLogger } from '../src/logger';

/** A fresh database on the run's cluster, migrated (by `migrations` when given: an older schema); dropped by `drop()`. */
export async function createTestDatabase(migrations?: readonly MigrationClass[]): Promise<{ db: DataSource; url: string; drop(): Promise<void> }> {
  const clusterUrl = process.env.TEST_DATABASE_URL;
  if (!clusterUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (server/jest.config.cjs)');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = clusterUrl.replace(/\/[^/]*$/, `/${name}`);
  const db = await openDatabase(url, createLogger('silent'), migrations);
  return {
    db,
    url,
    async drop() {
      if (db.isInitialized) await db.destroy();
      const client = new Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
