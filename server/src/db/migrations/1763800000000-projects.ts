import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Projects1763800000000 implements MigrationInterface {
  name = 'Projects1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE project (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        category varchar(20) NOT NULL CHECK (category IN ('Commercial', 'Residential', 'Emergency')),
        image text NOT NULL DEFAULT '',
        image_url text NOT NULL DEFAULT '',
        completion_date date NOT NULL,
        highlights jsonb NOT NULL DEFAULT '[]',
        type text NOT NULL DEFAULT 'Unknown',
        details text NOT NULL DEFAULT '',
        table_only boolean NOT NULL DEFAULT false,
        specifications jsonb NOT NULL,
        project_details jsonb NOT NULL,
        gallery jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX project_completion_date ON project (completion_date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE project`);
  }
}
