import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Contact1763810000000 implements MigrationInterface {
  name = 'Contact1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(40) NOT NULL,
        service varchar(20) NOT NULL CHECK (service IN ('emergency', 'maintenance', 'installation', 'inspection', 'other')),
        message text NOT NULL,
        handled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_message_created ON contact_message (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contact_message`);
  }
}
