import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #42: a service area's own page (its introduction, FAQ, Spanish version and whether it is
 * published), found by the area's slug; and the area a project was done in, by its slug.
 */
export class AreaPages1764100000000 implements MigrationInterface {
  name = 'AreaPages1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE area_page (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug varchar(60) NOT NULL,
        intro text NOT NULL DEFAULT '',
        faq jsonb NOT NULL DEFAULT '[]',
        published boolean NOT NULL DEFAULT false,
        translations jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`CREATE UNIQUE INDEX area_page_slug ON area_page (slug)`);
    await q.query(`ALTER TABLE project ADD COLUMN service_area varchar(60)`);
    await q.query(`CREATE INDEX project_service_area ON project (service_area)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE project DROP COLUMN service_area`);
    await q.query(`DROP TABLE area_page`);
  }
}
