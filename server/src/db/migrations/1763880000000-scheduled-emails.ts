import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mails due at a time of their own (issue #18: the reminder before a visit): the outbox keeps
 * when one is due (`scheduled_for`, also its first `next_attempt_at`), and a reminder withdrawn
 * before it was due keeps its row with the status `cancelled`.
 */
export class ScheduledEmails1763880000000 implements MigrationInterface {
  name = 'ScheduledEmails1763880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email ADD COLUMN scheduled_for timestamptz`);
    await q.query(`ALTER TABLE outbox_email DROP CONSTRAINT outbox_email_status_check`);
    await q.query(
      `ALTER TABLE outbox_email ADD CONSTRAINT outbox_email_status_check CHECK (status IN ('pending', 'sent', 'failed', 'cancelled'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM outbox_email WHERE status = 'cancelled'`);
    await q.query(`ALTER TABLE outbox_email DROP CONSTRAINT outbox_email_status_check`);
    await q.query(`ALTER TABLE outbox_email ADD CONSTRAINT outbox_email_status_check CHECK (status IN ('pending', 'sent', 'failed'))`);
    await q.query(`ALTER TABLE outbox_email DROP COLUMN scheduled_for`);
  }
}
