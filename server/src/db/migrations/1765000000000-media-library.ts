import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #52: the images the owner uploads for pages, with their alt text (the files live in storage under library/{id}/). */
export class MediaLibrary1765000000000 implements MigrationInterface {
  name = 'MediaLibrary1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE media_image (
        id uuid PRIMARY KEY,
        url text NOT NULL,
        file_name varchar(200) NOT NULL,
        bytes integer NOT NULL,
        alt varchar(300) NOT NULL DEFAULT '',
        decorative boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE media_image`);
  }
}
