import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #51: the about page's years follow from the founding year; a typed figure beside it could disagree ("13+ years", founded 2017). */
export class YearsFromFounding1764800000000 implements MigrationInterface {
  name = 'YearsFromFounding1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_profile DROP COLUMN figure_years`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_profile ADD COLUMN figure_years int NOT NULL DEFAULT 0`);
    await q.query(`UPDATE business_profile SET figure_years = GREATEST(0, extract(year FROM now())::int - founded_year)`);
    await q.query(`ALTER TABLE business_profile ALTER COLUMN figure_years DROP DEFAULT`);
  }
}
