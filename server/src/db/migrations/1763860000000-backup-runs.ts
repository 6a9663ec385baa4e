import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The history of this site's backups (issue #20): what ran, when, how it ended; one scheduled run per night. */
export class BackupRuns1763860000000 implements MigrationInterface {
  name = 'BackupRuns1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE backup_run (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        trigger varchar(10) NOT NULL CHECK (trigger IN ('scheduled', 'manual')),
        night date UNIQUE,
        status varchar(10) NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
        progress jsonb,
        file_name varchar(100),
        error text,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX backup_run_started ON backup_run (started_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE backup_run`);
  }
}
