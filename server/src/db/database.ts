import { DataSource } from 'typeorm';
import type { Logger } from '../logger';
import { dataSourceOptions } from './options';

/** Any fixed number: instances starting together take turns at migrating. */
const MIGRATION_LOCK = 0x706c756d;

/** Connects and brings the schema up to date; safe when several instances start at once. */
export async function openDatabase(url: string, logger: Logger): Promise<DataSource> {
  const db = new DataSource(dataSourceOptions(url));
  await db.initialize();
  const lock = db.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await db.runMigrations({ transaction: 'each' });
    if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
  }
  return db;
}
