import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where the work is done, when the customer gives it (spec §4 extension): the calendar event's place. */
export class ServiceAddress1763820000000 implements MigrationInterface {
  name = 'ServiceAddress1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment ADD COLUMN service_address varchar(200)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment DROP COLUMN service_address`);
  }
}
