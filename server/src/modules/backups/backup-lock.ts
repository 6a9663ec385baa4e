import type { DataSource } from 'typeorm';

/** Any fixed number below 2^31: the one backup at a time, across every instance on the database. */
const BACKUP_LOCK = 0x62616b75;

/** The held backup lock; released when the backup is done. */
export interface BackupLock {
  release(): Promise<void>;
}

/** Whether some instance on this database holds the backup lock (a backup is being made). */
export async function backupRunning(db: DataSource): Promise<boolean> {
  const [{ running }] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1 AND objsubid = 1
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS running`,
    [BACKUP_LOCK],
  );
  return running;
}

/** The backup lock on a connection of its own (held until released), or null when another backup holds it. */
export async function tryBackupLock(db: DataSource): Promise<BackupLock | null> {
  const runner = db.createQueryRunner();
  const [{ locked }] = await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [BACKUP_LOCK]);
  if (!locked) {
    await runner.release();
    return null;
  }
  return {
    async release() {
      await runner.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => undefined);
      await runner.release();
    },
  };
}
