import type { MigrationInterface, QueryRunner } from 'typeorm';
import { databaseSnapshot } from '../../test/database-snapshot';
import { createTestDatabase } from '../../test/test-database';
import { createLogger } from '../logger';
import { openAppDatabase } from '../database';
import { migrations } from './migrations';

/** A next version's migration that changes a lot and then fails half-way (as a typo in its SQL would). */
class FailsHalfWay1999999999999 implements MigrationInterface {
  name = 'FailsHalfWay1999999999999';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE invoice (id uuid PRIMARY KEY)`);
    await q.query(`ALTER TABLE page ADD COLUMN summary text NOT NULL DEFAULT ''`);
    await q.query(`UPDATE page SET title = upper(title)`);
    await q.query(`DROP INDEX project_completion_date`);
    await q.query(`ALTER TABLE appointment ADD COLUMN no_such_type nonexistent_type`);
  }

  async down(): Promise<void> {}
}

/** A next version's migration that works, applied before the one that fails. */
class Works1999999999998 implements MigrationInterface {
  name = 'Works1999999999998';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_message ADD COLUMN source text`);
  }

  async down(): Promise<void> {}
}

const silent = createLogger('silent');

describe('upgrades: migrations', () => {
  it('a migration that fails leaves the database exactly as before it, and the start fails with its error', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.query(`INSERT INTO page (title, slug, content) VALUES ('Water heaters', 'water-heaters', '<p>Hot</p>')`);
      const before = await databaseSnapshot(database.db);

      await expect(openAppDatabase(database.url, silent, [...migrations, FailsHalfWay1999999999999])).rejects.toThrow(/nonexistent_type/);
      expect(await databaseSnapshot(database.db)).toEqual(before);

      // Each migration is its own transaction: the one before the failure stays applied, the failed one leaves no trace.
      await expect(openAppDatabase(database.url, silent, [...migrations, Works1999999999998, FailsHalfWay1999999999999])).rejects.toThrow(
        /nonexistent_type/,
      );
      const after = await databaseSnapshot(database.db);
      expect(after.rows.page).toEqual(before.rows.page);
      expect(after.indexes).toEqual(before.indexes);
      expect(after.columns).toEqual(
        [
          ...before.columns,
          { table_name: 'contact_message', column_name: 'source', data_type: 'text', is_nullable: 'YES', column_default: null },
        ].sort((a, b) => a.table_name.localeCompare(b.table_name) || a.column_name.localeCompare(b.column_name)),
      );
      // Rows are sorted as text ("(10,…" before "(9,…"): compare the sets, not the last row.
      expect(after.rows.migrations.filter((row) => !before.rows.migrations.includes(row))).toEqual([
        expect.stringContaining('Works1999999999998'),
      ]);
      expect(after.rows.migrations).toHaveLength(before.rows.migrations.length + 1);
    } finally {
      await database.drop();
    }
  });

  it('a database from an older version is migrated on open and keeps its data', async () => {
    // The version before jobs had lengths (issue #50): its appointment row gets them on the way.
    const olderSchema = migrations.slice(
      0,
      migrations.findIndex((migration) => migration.name === 'JobLengths1764400000000'),
    );
    const database = await createTestDatabase(olderSchema);
    try {
      await database.db.query(
        `INSERT INTO appointment (customer_name, customer_email, customer_phone, service_type, preferred_date, status)
         VALUES ('Dana Rivera', 'dana@example.com', '(813) 555-0100', 'repair', '2026-03-10T13:30:00Z', 'confirmed')`,
      );
      await database.db.destroy();

      const upgraded = await openAppDatabase(database.url, silent);
      try {
        expect((await upgraded.query(`SELECT name FROM migrations ORDER BY id`)).map((m: { name: string }) => m.name)).toEqual(
          migrations.map((M) => new M().name),
        );
        expect(await upgraded.query(`SELECT customer_name, status, service_address FROM appointment`)).toEqual([
          { customer_name: 'Dana Rivera', status: 'confirmed', service_address: null },
        ]);
      } finally {
        await upgraded.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});
