import type { EntityManager } from 'typeorm';

/**
 * Holds a lock on `key` until the caller's transaction ends, across every instance on the
 * database: two replays of one kept lead (two instances, or a retry) take turns and the second
 * finds the first's row; two saves that check a limit first cannot both take its last place.
 */
export async function lockForTransaction(manager: EntityManager, key: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
