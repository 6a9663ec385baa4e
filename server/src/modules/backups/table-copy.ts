import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ClientBase } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/**
 * Tables a backup leaves out: TypeORM's record of applied migrations (the manifest lists them, and
 * a restore rebuilds the schema from them) and the history of this machine's own backups.
 */
export const NOT_BACKED_UP: ReadonlySet<string> = new Set(['migrations', 'backup_run']);

/**
 * Fixes how values are written and read as text, whatever the server's or the role's defaults:
 * timestamps in UTC and ISO order, floats exact. Inside a transaction (SET LOCAL).
 */
export async function fixTextFormats(client: ClientBase): Promise<void> {
  await client.query(`SET LOCAL TimeZone = 'UTC'`);
  await client.query(`SET LOCAL DateStyle = 'ISO, YMD'`);
  await client.query(`SET LOCAL IntervalStyle = 'postgres'`);
  await client.query(`SET LOCAL extra_float_digits = 3`);
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const columnList = (columns: readonly string[]) => columns.map(quote).join(', ');

export interface AppTable {
  name: string;
  columns: string[];
}

/** The app's tables in the public schema with their stored columns, each after the tables its foreign keys point at. */
export async function appTables(client: ClientBase): Promise<AppTable[]> {
  const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
     WHERE c.table_schema = 'public' AND c.is_generated = 'NEVER' ORDER BY c.table_name, c.ordinal_position`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
     WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (NOT_BACKED_UP.has(table_name)) continue;
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  }
  const ordered: AppTable[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.some((table) => table.name === name) || !tables.has(name) || path.includes(name)) return;
    for (const { child, parent } of references) if (child === name) visit(parent.replace(/^"|"$/g, ''), [...path, name]);
    ordered.push({ name, columns: tables.get(name)! });
  };
  for (const name of tables.keys()) visit(name, []);
  return ordered;
}

/** The table's rows as a stream in COPY text format; its `rowCount` is their number once it has ended. */
export function readTable(client: ClientBase, table: AppTable): Readable & { rowCount: number } {
  return client.query(copyTo(`COPY ${quote(table.name)} (${columnList(table.columns)}) TO STDOUT`));
}

/** Loads rows in COPY text format from `input` into the table (inside the caller's transaction). */
export async function loadTable(client: ClientBase, table: AppTable, input: Readable): Promise<number> {
  const copy = client.query(copyFrom(`COPY ${quote(table.name)} (${columnList(table.columns)}) FROM STDIN`));
  await pipeline(input, copy);
  return copy.rowCount;
}

/** After rows were loaded with their ids: every sequence a loaded column draws from continues after the highest value. */
export async function continueSequences(client: ClientBase, tables: readonly AppTable[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const { rows } = await client.query<{ sequence: string | null }>(`SELECT pg_get_serial_sequence($1, $2) AS sequence`, [
        quote(table.name),
        column,
      ]);
      const sequence = rows[0]?.sequence;
      if (sequence) {
        await client.query(`SELECT setval($1, COALESCE((SELECT max(${quote(column)}) FROM ${quote(table.name)}), 0) + 1, false)`, [
          sequence,
        ]);
      }
    }
  }
}
