import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #50: the other times the owner proposes when rejecting a request, held for the customer
 * (on a crew, with the drive after it) until they expire; picking one books it, and the others go.
 */
export class ProposedTimes1764700000000 implements MigrationInterface {
  name = 'ProposedTimes1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE appointment_proposal (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        appointment_id uuid NOT NULL REFERENCES appointment (id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        blocked_until timestamptz NOT NULL CHECK (blocked_until > starts_at),
        crew integer NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT appointment_proposal_once UNIQUE (appointment_id, starts_at)
      )`);
    await q.query(`CREATE INDEX appointment_proposal_expires ON appointment_proposal (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE appointment_proposal`);
  }
}
