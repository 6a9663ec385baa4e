import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #41: the language a customer wrote in, kept with their appointment or message; their e-mails speak it. */
export class CustomerLocale1763960000000 implements MigrationInterface {
  name = 'CustomerLocale1763960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment ADD COLUMN locale varchar(5) NOT NULL DEFAULT 'en'`);
    await q.query(`ALTER TABLE contact_message ADD COLUMN locale varchar(5) NOT NULL DEFAULT 'en'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_message DROP COLUMN locale`);
    await q.query(`ALTER TABLE appointment DROP COLUMN locale`);
  }
}
