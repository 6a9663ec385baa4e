import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #52: a page has a published version and a draft. Pages saved so far were live at once: they
 * are published since they were created. Each publish keeps a revision (the last 30 per page).
 */
export class PageDrafts1764900000000 implements MigrationInterface {
  name = 'PageDrafts1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE page ADD COLUMN published_at timestamptz, ADD COLUMN draft jsonb`);
    await q.query(`UPDATE page SET published_at = created_at`);
    await q.query(`
      CREATE TABLE page_revision (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        page_id uuid NOT NULL REFERENCES page (id) ON DELETE CASCADE,
        published_at timestamptz NOT NULL,
        version jsonb NOT NULL
      )`);
    await q.query(`CREATE INDEX page_revision_page ON page_revision (page_id, published_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE page_revision`);
    await q.query(`ALTER TABLE page DROP COLUMN published_at, DROP COLUMN draft`);
  }
}
