import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #50: a job holds its crew for its service's length and the drive after it. Every
 * appointment gets its service's default length, the default 30-minute drive and crew 1; an
 * exclusion constraint (no two active jobs of one crew overlap) replaces the one active
 * appointment per start instant. Active jobs that overlap once they have lengths (booked back to
 * back under the old 30-minute slots) are all kept, marked for the owner to resolve, and left out of
 * the constraint until the owner moves or reassigns them: no data is dropped. A job now says who
 * booked it: the customer online, or the owner (taken by phone).
 */
export class JobLengths1764400000000 implements MigrationInterface {
  name = 'JobLengths1764400000000';

  async up(q: QueryRunner): Promise<void> {
    // Trusted since PostgreSQL 13: a database owner without superuser rights may create it.
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      ALTER TABLE appointment
        ADD COLUMN duration_minutes integer,
        ADD COLUMN blocked_until timestamptz,
        ADD COLUMN crew integer NOT NULL DEFAULT 1,
        ADD COLUMN kept_overlapping boolean NOT NULL DEFAULT false,
        ADD COLUMN booked_by varchar(10) NOT NULL DEFAULT 'customer' CHECK (booked_by IN ('customer', 'owner'))`);
    await q.query(`
      UPDATE appointment SET duration_minutes = CASE service_type
        WHEN 'inspection' THEN 60 WHEN 'repair' THEN 120 WHEN 'maintenance' THEN 90
        WHEN 'installation' THEN 240 WHEN 'emergency' THEN 120 ELSE 60 END`);
    await q.query(`UPDATE appointment SET blocked_until = preferred_date + make_interval(mins => duration_minutes + 30)`);
    await q.query(`
      ALTER TABLE appointment
        ALTER COLUMN duration_minutes SET NOT NULL,
        ALTER COLUMN blocked_until SET NOT NULL,
        ADD CONSTRAINT appointment_job_length CHECK (duration_minutes > 0 AND blocked_until >= preferred_date + make_interval(mins => duration_minutes))`);
    // Every active job that overlaps another: kept, and shown to the owner as a conflict.
    await q.query(`
      UPDATE appointment a SET kept_overlapping = true
        WHERE a.status IN ('pending', 'confirmed') AND EXISTS (
          SELECT 1 FROM appointment b
           WHERE b.id <> a.id AND b.status IN ('pending', 'confirmed') AND b.crew = a.crew
             AND tstzrange(b.preferred_date, b.blocked_until) && tstzrange(a.preferred_date, a.blocked_until))`);
    await q.query(`DROP INDEX appointment_one_active_per_slot`);
    await q.query(`
      ALTER TABLE appointment ADD CONSTRAINT appointment_crew_free
        EXCLUDE USING gist (crew WITH =, tstzrange(preferred_date, blocked_until) WITH &&)
        WHERE (status IN ('pending', 'confirmed') AND NOT kept_overlapping)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment DROP CONSTRAINT appointment_crew_free, DROP CONSTRAINT appointment_job_length`);
    await q.query(
      `ALTER TABLE appointment DROP COLUMN duration_minutes, DROP COLUMN blocked_until, DROP COLUMN crew, DROP COLUMN kept_overlapping`,
    );
    await q.query(
      `CREATE UNIQUE INDEX appointment_one_active_per_slot ON appointment (preferred_date) WHERE status IN ('pending', 'confirmed')`,
    );
  }
}
