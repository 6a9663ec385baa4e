import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue #43: the owner's API tokens, each kept as the SHA-256 of the token (never the token). */
export class ApiTokens1764200000000 implements MigrationInterface {
  name = 'ApiTokens1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        scopes text[] NOT NULL,
        token_hash bytea NOT NULL UNIQUE,
        display_prefix varchar(20) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_token`);
  }
}
