import type { DataSource } from 'typeorm';

/** A column as information_schema describes it. */
export interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

/** Everything a database holds that the app could change: its tables' columns, indexes and constraints, and every row. */
export interface DatabaseSnapshot {
  columns: ColumnRow[];
  indexes: unknown[];
  constraints: unknown[];
  rows: Record<string, unknown[]>;
}

/** The public schema and its data, ordered so two snapshots of equal databases are equal. */
export async function databaseSnapshot(db: DataSource, { exclude = [] as string[] } = {}): Promise<DatabaseSnapshot> {
  const columns: ColumnRow[] = await db.query(
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY table_name, column_name`,
  );
  const indexes = await db.query(
    `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`,
  );
  // NOT NULL is read from the columns: PostgreSQL 18 also lists it as a constraint, earlier versions do not.
  const constraints = await db.query(
    `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE connamespace = 'public'::regnamespace AND contype <> 'n' ORDER BY 1, 2`,
  );
  const rows: Record<string, unknown[]> = {};
  const tables: Array<{ tablename: string }> = await db.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  for (const { tablename } of tables) {
    if (exclude.includes(tablename)) continue;
    // Every column as text, rows sorted by all of them: an exact, order-free comparison.
    rows[tablename] = (await db.query(`SELECT t::text AS row FROM "${tablename}" t ORDER BY 1`)).map((r: { row: string }) => r.row);
  }
  return { columns, indexes, constraints, rows };
}
