import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers manage their own appointment (issue #18): the private links' tokens, kept only as
 * their SHA-256 hash, one per customer e-mail, all of an appointment's valid until 30 days after
 * its visit; the calendar event's SEQUENCE (RFC 5545: it grows with each change of the event);
 * and when the customer last moved it, from which a pending request's hold on its slot counts.
 */
export class SelfService1763870000000 implements MigrationInterface {
  name = 'SelfService1763870000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE appointment_manage_token (
      token_hash bytea PRIMARY KEY,
      appointment_id uuid NOT NULL REFERENCES appointment (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX appointment_manage_token_appointment ON appointment_manage_token (appointment_id)`);
    await q.query(`ALTER TABLE appointment ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE appointment ADD COLUMN rescheduled_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment DROP COLUMN rescheduled_at`);
    await q.query(`ALTER TABLE appointment DROP COLUMN calendar_sequence`);
    await q.query(`DROP TABLE appointment_manage_token`);
  }
}
