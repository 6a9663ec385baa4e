import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue #38: the hours in words were two free texts beside the weekly hours, and they disagreed
 * (the footer's "Mon-Sat 7am-6pm", /schedule's "Mon-Fri 8 AM to 6 PM" beside 9-5 slots). Every
 * hours text is now derived from the weekly hours and the scheduling rules, so the texts go.
 */
export class HoursInWords1763930000000 implements MigrationInterface {
  name = 'HoursInWords1763930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE business_profile DROP COLUMN hours_public, DROP COLUMN hours_schedule`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE business_profile ADD COLUMN hours_public varchar(200) NOT NULL DEFAULT 'Mon-Sat 7am-6pm, 24/7 emergency service'`,
    );
    await q.query(`ALTER TABLE business_profile ADD COLUMN hours_schedule varchar(200) NOT NULL DEFAULT 'Mon-Fri 8 AM to 6 PM'`);
  }
}
