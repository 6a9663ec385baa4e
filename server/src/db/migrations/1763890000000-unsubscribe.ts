import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers who want no more e-mails that are not strictly about their booking (reminders, review
 * requests; issue #18): the one-click unsubscribe links (RFC 8058), kept as their SHA-256, the
 * addresses that used one, and each message's own headers (List-Unsubscribe).
 */
export class Unsubscribe1763890000000 implements MigrationInterface {
  name = 'Unsubscribe1763890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE email_unsubscribe_token (
      token_hash bytea PRIMARY KEY,
      address varchar(254) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE email_unsubscribed (
      address varchar(254) PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`ALTER TABLE outbox_email ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email DROP COLUMN headers`);
    await q.query(`DROP TABLE email_unsubscribed`);
    await q.query(`DROP TABLE email_unsubscribe_token`);
  }
}
