import { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import type { MigrationClass } from './migrations';
import { dataSourceOptions, type Entities } from './options';

/** Any fixed number: instances starting together take turns at migrating. */
const MIGRATION_LOCK = 0x706c756d;

/**
 * Connects and brings the schema up to date; safe when several instances start at once. A migration
 * that fails is rolled back whole and the error thrown (the connection closed): the start stops there.
 */
export async function openDatabase(
  url: string,
  logger: Logger,
  entities: Entities,
  migrations?: readonly MigrationClass[],
): Promise<DataSource> {
  const db = new DataSource(dataSourceOptions(url, entities, migrations));
  await db.initialize();
  const lock = db.createQueryRunner();
  let migrated = false;
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await db.runMigrations();
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
    migrated = true;
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
    if (!migrated) await db.destroy();
  }
  return db;
}
