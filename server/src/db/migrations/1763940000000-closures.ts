import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #38: holidays and other closures, which close "Open now", the booking calendar and the JSON-LD's hours. */
export class Closures1763940000000 implements MigrationInterface {
  name = 'Closures1763940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_profile ADD COLUMN closures jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_profile DROP COLUMN closures`);
  }
}
