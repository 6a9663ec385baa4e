import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The business profile (issue #17): one row, seeded at start from the BUSINESS_* settings. */
export class BusinessProfile1763830000000 implements MigrationInterface {
  name = 'BusinessProfile1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE business_profile (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        name varchar(120) NOT NULL,
        phone varchar(40) NOT NULL,
        emergency_phone varchar(40) NOT NULL,
        email varchar(254) NOT NULL,
        street varchar(120) NOT NULL,
        city varchar(80) NOT NULL,
        region varchar(2) NOT NULL,
        postal_code varchar(10) NOT NULL,
        latitude double precision,
        longitude double precision,
        licence_numbers text[] NOT NULL DEFAULT '{}',
        opening_hours jsonb NOT NULL,
        emergency_service boolean NOT NULL DEFAULT true,
        hours_public varchar(200) NOT NULL,
        hours_schedule varchar(200) NOT NULL,
        service_area text[] NOT NULL DEFAULT '{}',
        founded_year int NOT NULL,
        figure_years int NOT NULL,
        figure_customers int NOT NULL,
        figure_satisfaction int NOT NULL,
        review_url varchar(500),
        social_profiles text[] NOT NULL DEFAULT '{}',
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE business_profile`);
  }
}
