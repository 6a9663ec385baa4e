import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #41: an e-mail's language, kept with it until it goes out, when its unsubscribe link is minted for a page in that language. */
export class EmailLocale1763980000000 implements MigrationInterface {
  name = 'EmailLocale1763980000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email ADD COLUMN locale varchar(5) NOT NULL DEFAULT 'en'`);
    // What is already queued for a Spanish-speaking customer (a reminder, a review request) goes out in Spanish.
    await q.query(`UPDATE outbox_email o SET locale = a.locale FROM appointment a WHERE o.appointment_id = a.id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email DROP COLUMN locale`);
  }
}
