import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The owner's devices for Web Push, and the push outbox (issue #19), claimed like outbox_email. */
export class Push1763840000000 implements MigrationInterface {
  name = 'Push1763840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscription (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        endpoint text NOT NULL UNIQUE,
        p256dh varchar(100) NOT NULL,
        auth varchar(50) NOT NULL,
        label varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // No foreign key to push_subscription: dropping a device must not wait for a worker holding its messages.
    await q.query(`
      CREATE TABLE push_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id uuid NOT NULL,
        kind varchar(50) NOT NULL,
        payload jsonb NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX push_message_due ON push_message (next_attempt_at) WHERE status = 'pending'`);
    await q.query(`CREATE INDEX push_message_subscription ON push_message (subscription_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_message`);
    await q.query(`DROP TABLE push_subscription`);
  }
}
