import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #41: a project's Spanish version (its title and texts), when the owner writes one. */
export class ProjectTranslations1763990000000 implements MigrationInterface {
  name = 'ProjectTranslations1763990000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE project ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE project DROP COLUMN translations`);
  }
}
