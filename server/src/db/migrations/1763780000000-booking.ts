import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Booking1763780000000 implements MigrationInterface {
  name = 'Booking1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE setting (
        key varchar(100) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE appointment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_name varchar(120) NOT NULL,
        customer_email varchar(254) NOT NULL,
        customer_phone varchar(40) NOT NULL,
        service_type varchar(20) NOT NULL
          CHECK (service_type IN ('repair', 'installation', 'maintenance', 'inspection', 'emergency', 'other')),
        preferred_date timestamptz NOT NULL,
        alternative_date timestamptz,
        description text NOT NULL DEFAULT '',
        status varchar(12) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'confirmed', 'rejected', 'completed', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // No double booking: one active appointment per slot, enforced by the database.
    await q.query(
      `CREATE UNIQUE INDEX appointment_one_active_per_slot ON appointment (preferred_date) WHERE status IN ('pending', 'confirmed')`,
    );
    await q.query(`
      CREATE TABLE outbox_email (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(50) NOT NULL,
        to_address varchar(254) NOT NULL,
        subject varchar(300) NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        attachments jsonb NOT NULL DEFAULT '[]',
        appointment_id uuid REFERENCES appointment (id) ON DELETE SET NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outbox_email_due ON outbox_email (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX outbox_email_appointment ON outbox_email (appointment_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE outbox_email`);
    await q.query(`DROP TABLE appointment`);
    await q.query(`DROP TABLE setting`);
  }
}
