import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhooks (issue #43): the owner's endpoints and the outbox of their deliveries. */
export class Webhooks1764300000000 implements MigrationInterface {
  name = 'Webhooks1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_endpoint (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        url varchar(2000) NOT NULL,
        events text[] NOT NULL,
        description varchar(500) NOT NULL DEFAULT '',
        secret text NOT NULL,
        previous_secret text,
        previous_secret_expires_at timestamptz,
        enabled boolean NOT NULL DEFAULT true,
        failing_since timestamptz,
        disabled_for_failing_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE webhook_delivery (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint_id uuid NOT NULL,
        event_type varchar(40) NOT NULL,
        message_id varchar(40) NOT NULL UNIQUE,
        payload jsonb NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'cancelled', 'recorded')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        sent_at timestamptz,
        last_response_code integer,
        last_attempt_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX webhook_delivery_endpoint ON webhook_delivery (endpoint_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhook_delivery`);
    await q.query(`DROP TABLE webhook_endpoint`);
  }
}
