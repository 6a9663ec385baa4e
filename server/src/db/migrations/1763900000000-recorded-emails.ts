import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #36: an e-mail written while the site has no way to send it (no SMTP_URL) is `recorded`,
 * not `sent`. Rows from before cannot tell which they were, so they keep their status.
 */
export class RecordedEmails1763900000000 implements MigrationInterface {
  name = 'RecordedEmails1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email DROP CONSTRAINT outbox_email_status_check`);
    await q.query(
      `ALTER TABLE outbox_email ADD CONSTRAINT outbox_email_status_check CHECK (status IN ('pending', 'sent', 'failed', 'cancelled', 'recorded'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Going back, a recorded e-mail is one that did not go out.
    await q.query(`UPDATE outbox_email SET status = 'failed', last_error = 'recorded, not sent (no SMTP_URL)' WHERE status = 'recorded'`);
    await q.query(`ALTER TABLE outbox_email DROP CONSTRAINT outbox_email_status_check`);
    await q.query(
      `ALTER TABLE outbox_email ADD CONSTRAINT outbox_email_status_check CHECK (status IN ('pending', 'sent', 'failed', 'cancelled'))`,
    );
  }
}
