import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #50: the times the owner's own calendar says are busy, which no job may overlap. */
export class BusyTimes1764500000000 implements MigrationInterface {
  name = 'BusyTimes1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE busy_time (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source varchar(60) NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        crew integer
      )`);
    await q.query(`CREATE INDEX busy_time_source ON busy_time (source)`);
    await q.query(`CREATE INDEX busy_time_starts ON busy_time (starts_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE busy_time`);
  }
}
