import fs from 'node:fs';
import path from 'node:path';
import type { ClientBase } from 'pg';
import { DataSource, MigrationExecutor } from 'typeorm';
import { migrations as allMigrations } from '../../db/migrations';
import type { MigrationClass } from '../../db/migrations';
import type { MediaStorage } from '../media';
import { sanitizePageHtml } from '../pages';
import { photoFile, tableFile, type BackupManifest } from './backup-manifest';
import { BackupRefused, type OpenedBackup } from './backup-reader';
import type { Progress } from './backup-writer';
import { appTables, continueSequences, fixTextFormats, loadTable, NOT_BACKED_UP } from './table-copy';

export type RestoreProgress = Progress<'database' | 'photos'>;

/** What a restore would replace: tables that hold rows, and stored photos. */
export interface ExistingData {
  tables: Array<{ name: string; rows: number }>;
  photos: number;
}

export function holdsData(existing: ExistingData): boolean {
  return existing.tables.length > 0 || existing.photos > 0;
}

/** "12 appointments, 3 project, ... and 40 photos": what --force would replace, for the operator to confirm. */
export function describeExisting(existing: ExistingData): string {
  const parts = [...existing.tables.map((t) => `${t.rows} rows in ${t.name}`), `${existing.photos} photos`];
  return parts.join(', ');
}

/**
 * The migrations that make the backup's schema: the backup's applied migrations must be this
 * version's first ones, in order. A backup from a newer version is refused before anything is
 * touched; one from an older version is restored at its schema and migrated afterwards.
 */
export function schemaOf(manifest: BackupManifest, known: readonly MigrationClass[] = allMigrations): MigrationClass[] {
  const names = known.map((Migration) => new Migration().name);
  manifest.migrations.forEach((name, index) => {
    if (names[index] !== name) {
      throw new BackupRefused(
        names.includes(name)
          ? `The backup's schema history differs from this version's (${name} out of order). Nothing was restored.`
          : `The backup was made by a newer version of the site (its schema has ${name}, which this version does not know): update the site first. Nothing was restored.`,
      );
    }
  });
  return known.slice(0, manifest.migrations.length);
}

interface StoredVersion {
  content?: string;
  translations?: { es?: { content?: string } };
}

/** A page's Spanish version ({ es }) with its HTML cut down. */
const cleanTranslations = (translations: StoredVersion['translations']) =>
  translations?.es
    ? { ...translations, es: { ...translations.es, content: sanitizePageHtml(translations.es.content ?? '') } }
    : translations;

/** A version kept as JSON (a draft, a revision: issue #52) with its HTML and its Spanish version's cut down. */
const cleanVersion = (version: StoredVersion) => ({
  ...version,
  content: sanitizePageHtml(version.content ?? ''),
  translations: cleanTranslations(version.translations),
});

/**
 * What a save cuts down, cut down again as it is restored: an archive restored --unsigned (or a
 * database written to by hand before the backup) brings no script into a page, its Spanish
 * version, its draft or its revisions, whichever of them the backup's schema has.
 */
async function sanitizeContent(client: ClientBase): Promise<void> {
  const { rows: pages } = await client.query(`SELECT * FROM page`);
  for (const page of pages) {
    const json = (value: unknown) => (value == null ? value : JSON.stringify(value));
    const clean: Record<string, unknown> = {
      content: sanitizePageHtml(page.content),
      ...('translations' in page && { translations: json(cleanTranslations(page.translations)) }),
      ...('draft' in page && { draft: page.draft && json(cleanVersion(page.draft)) }),
    };
    // Only what the allow-list changed is written again.
    const changed = Object.keys(clean).filter((column) => clean[column] !== (column === 'content' ? page.content : json(page[column])));
    if (changed.length === 0) continue;
    const sets = changed.map((column, index) => `${column} = $${index + 2}`);
    await client.query(`UPDATE page SET ${sets.join(', ')} WHERE id = $1`, [page.id, ...changed.map((column) => clean[column])]);
  }
  const { rows: kept } = await client.query(`SELECT to_regclass('page_revision') IS NOT NULL AS revisions`);
  if (!kept[0].revisions) return;
  const { rows: revisions } = await client.query<{ id: string; version: StoredVersion }>(`SELECT id, version FROM page_revision`);
  for (const { id, version } of revisions) {
    const clean = JSON.stringify(cleanVersion(version));
    if (clean !== JSON.stringify(version)) await client.query(`UPDATE page_revision SET version = $2 WHERE id = $1`, [id, clean]);
  }
}

/** A bare connection: a restore works below the app's entities, on whatever schema the database has. */
function connect(url: string, migrations: MigrationClass[] = []): Promise<DataSource> {
  return new DataSource({ type: 'postgres', url, migrations, logging: false }).initialize();
}

/** The rows and photos a database and a storage hold now. */
export async function existingData(url: string, storage: MediaStorage): Promise<ExistingData> {
  const db = await connect(url);
  try {
    const tables: Array<{ tablename: string }> = await db.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const counted: ExistingData['tables'] = [];
    for (const { tablename } of tables) {
      if (NOT_BACKED_UP.has(tablename)) continue;
      const [{ rows }] = await db.query(`SELECT count(*)::int AS rows FROM "${tablename}"`);
      if (rows > 0) counted.push({ name: tablename, rows });
    }
    return { tables: counted, photos: (await storage.list('')).length };
  } finally {
    await db.destroy();
  }
}

export interface RestoreOptions {
  /** The database to restore into (what DATABASE_URL or the embedded database names). */
  url: string;
  storage: MediaStorage;
  backup: OpenedBackup;
  onProgress?: (progress: RestoreProgress) => void;
}

/**
 * Brings the database and the photos back to the backup. In one transaction: every table of the
 * database is dropped, the backup's schema rebuilt by its migrations and every table loaded in
 * dependency order (a failure leaves the database as it was). Then the photos are written (and
 * any photo the backup does not hold removed). The caller then opens the database as the app does
 * (openDatabase), which runs the migrations newer than the backup's.
 */
export async function restoreBackup({ url, storage, backup, onProgress = () => undefined }: RestoreOptions): Promise<void> {
  const { manifest, folder } = backup;
  const db = await connect(url, schemaOf(manifest));
  const runner = db.createQueryRunner();
  const client = (await runner.connect()) as ClientBase;
  try {
    await runner.startTransaction();
    await fixTextFormats(client);
    const { rows: existing } = await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
    if (existing.length > 0) await client.query(`DROP TABLE ${existing.map((t) => `"${t.tablename}"`).join(', ')} CASCADE`);
    const executor = new MigrationExecutor(db, runner);
    executor.transaction = 'none'; // inside this transaction
    await executor.executePendingMigrations();

    const rebuilt = new Map((await appTables(client)).map((table) => [table.name, table.columns]));
    for (const [index, table] of manifest.tables.entries()) {
      onProgress({ phase: 'database', done: index, total: manifest.tables.length });
      const columns = rebuilt.get(table.name);
      const missing = columns ? table.columns.filter((column) => !columns.includes(column)) : ['(the table)'];
      if (missing.length > 0)
        throw new BackupRefused(`The backup's ${table.name} does not fit its own schema (${missing.join(', ')}). Nothing was restored.`);
      const loaded = await loadTable(client, table, fs.createReadStream(path.join(folder, tableFile(table.name))));
      if (loaded !== table.rows)
        throw new BackupRefused(`${table.name} loaded ${loaded} rows where the backup lists ${table.rows}. Nothing was restored.`);
    }
    await continueSequences(client, manifest.tables);
    await sanitizeContent(client);
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
    await db.destroy();
  }

  const keep = new Set(manifest.photos);
  for (const [index, key] of manifest.photos.entries()) {
    onProgress({ phase: 'photos', done: index, total: manifest.photos.length });
    await storage.putFile(key, path.join(folder, photoFile(key)));
  }
  const strays = (await storage.list('')).filter((key) => !keep.has(key));
  if (strays.length > 0) await storage.delete(strays);
}
