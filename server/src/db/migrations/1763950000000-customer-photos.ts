import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #40: photos customers send with a booking request or a message. Each belongs to the
 * submission its upload token named until that request is entered, then to the appointment or the
 * message, and goes with it.
 */
export class CustomerPhotos1763950000000 implements MigrationInterface {
  name = 'CustomerPhotos1763950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_photo (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        submission char(64) NOT NULL,
        appointment_id uuid REFERENCES appointment(id) ON DELETE CASCADE,
        message_id uuid REFERENCES contact_message(id) ON DELETE CASCADE,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX customer_photo_submission ON customer_photo (submission)`);
    await q.query(`CREATE INDEX customer_photo_appointment ON customer_photo (appointment_id)`);
    await q.query(`CREATE INDEX customer_photo_message ON customer_photo (message_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE customer_photo`);
  }
}
