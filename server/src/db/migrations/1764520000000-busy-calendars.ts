import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #50: the owner's own calendars, read from their private (encrypted) addresses, whose events fill busy_time. */
export class BusyCalendars1764520000000 implements MigrationInterface {
  name = 'BusyCalendars1764520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE busy_calendar (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL DEFAULT '',
        sealed_url text NOT NULL,
        shown_url varchar(300) NOT NULL,
        crew integer,
        last_read_at timestamptz,
        busy_count integer NOT NULL DEFAULT 0,
        failing_since timestamptz,
        problem varchar(20),
        next_read_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM busy_time WHERE source LIKE 'feed:%'`);
    await q.query(`DROP TABLE busy_calendar`);
  }
}
