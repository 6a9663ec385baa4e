import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #41: a content page's Spanish version (title, content, SEO title and description), when the owner writes one. */
export class PageTranslations1763970000000 implements MigrationInterface {
  name = 'PageTranslations1763970000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE page ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE page DROP COLUMN translations`);
  }
}
