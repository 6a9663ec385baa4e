import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763770000000 implements MigrationInterface {
  name = 'Init1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        password_hash varchar(100) NOT NULL,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // There is exactly one administrator: a unique index on a constant lets the database
    // refuse a second one even when two setups race.
    await q.query(`CREATE UNIQUE INDEX admin_user_single ON admin_user ((true))`);
    await q.query(`
      CREATE TABLE rate_limit_counter (
        key varchar(200) PRIMARY KEY,
        hits integer NOT NULL,
        window_started_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rate_limit_counter`);
    await q.query(`DROP TABLE admin_user`);
  }
}
