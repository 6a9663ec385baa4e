import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Pages1763790000000 implements MigrationInterface {
  name = 'Pages1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE page (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        slug varchar(100) NOT NULL,
        content text NOT NULL DEFAULT '',
        type varchar(10) NOT NULL DEFAULT 'page' CHECK (type IN ('page', 'card')),
        seo jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX page_slug ON page (slug)`);
    // A page's former slugs keep answering (301 to the current one) until another page takes them.
    await q.query(`
      CREATE TABLE page_slug_redirect (
        slug varchar(100) PRIMARY KEY,
        page_id uuid NOT NULL REFERENCES page (id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX page_slug_redirect_page ON page_slug_redirect (page_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE page_slug_redirect`);
    await q.query(`DROP TABLE page`);
  }
}
