import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the owner first acted on a booking request (its first status change) or a contact message
 * (first marked handled), for the response time on Today (issue #19). Earlier rows get the best
 * the tables know: a message's handled time, and for a request the owner answered its last change.
 */
export class FirstResponse1763850000000 implements MigrationInterface {
  name = 'FirstResponse1763850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment ADD COLUMN first_response_at timestamptz`);
    await q.query(`UPDATE appointment SET first_response_at = updated_at WHERE status IN ('confirmed', 'rejected', 'completed')`);
    await q.query(`CREATE INDEX appointment_created ON appointment (created_at)`);
    await q.query(`ALTER TABLE contact_message ADD COLUMN first_response_at timestamptz`);
    await q.query(`UPDATE contact_message SET first_response_at = handled_at`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_message DROP COLUMN first_response_at`);
    await q.query(`DROP INDEX appointment_created`);
    await q.query(`ALTER TABLE appointment DROP COLUMN first_response_at`);
  }
}
