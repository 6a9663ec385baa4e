import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #41: an e-mail's language, kept with it until it goes out, when its unsubscribe link is minted for a page in that language. */
export class EmailLocale1763980000000 implements MigrationInterface {
  name = 'EmailLocale1763980000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email ADD COLUMN locale varchar(5) NOT NULL DEFAULT 'en'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email DROP COLUMN locale`);
  }
}
