import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #42: whether a booking request's service address is outside every service area's ZIP codes. */
export class OutsideServiceArea1764010000000 implements MigrationInterface {
  name = 'OutsideServiceArea1764010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment ADD COLUMN outside_service_area boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment DROP COLUMN outside_service_area`);
  }
}
