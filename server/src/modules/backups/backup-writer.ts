import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BackupPhaseValue } from '@plumbing/shared';
import type { ClientBase } from 'pg';
import * as tar from 'tar';
import type { DataSource } from 'typeorm';
import { REPO_ROOT } from '../../config/env';
import type { MediaStorage } from '../media';
import {
  ARCHIVE_TOPS,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_FOLDER,
  MANIFEST_FILE,
  PHOTOS_FOLDER,
  photoFile,
  tableFile,
  type BackupFileEntry,
  type BackupManifest,
  type BackupTable,
} from './backup-manifest';
import { signManifest, SIGNATURE_FILE } from './backup-signature';
import { writeMeasured } from './file-hash';
import { appTables, fixTextFormats, readTable } from './table-copy';

/** How far a backup or a restore is: `done` of `total` tables, photos or archive entries. */
export interface Progress<Phase extends string> {
  phase: Phase;
  done: number;
  total: number;
}

export type BackupProgress = Progress<BackupPhaseValue>;

export interface WriteBackupOptions {
  db: DataSource;
  storage: MediaStorage;
  /** The archive to write: made beside it under a temporary name and renamed when complete. */
  file: string;
  /** The site's backup key (backupKey): the manifest is signed with it. */
  key: string;
  onProgress?: (progress: BackupProgress) => void;
  /** Stops the backup between two files (a stop signal): nothing is left behind. */
  signal?: AbortSignal;
}

export interface BackupSummary {
  file: string;
  size: number;
  manifest: BackupManifest;
  ms: number;
}

/** The version of the site that makes a backup (the repository's package.json). */
export function appVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Prefix of the temporary files a backup writes beside its archive. */
export const TEMPORARY_PREFIX = '.backup-';

/**
 * Writes one archive holding the whole database and every photo, while the site keeps serving:
 * every table is read in one REPEATABLE READ READ ONLY transaction (one consistent snapshot, no
 * lock that blocks a writer) with COPY, then the photos are read through the media storage (local
 * disk or S3 alike), then a manifest of it all (migrations, row counts, each file's SHA-256) and
 * the files are packed into a .tar.gz, synced and renamed into place: the archive's name never
 * names half an archive.
 */
export async function writeBackup({
  db,
  storage,
  file,
  key,
  onProgress: report = () => undefined,
  signal,
}: WriteBackupOptions): Promise<BackupSummary> {
  const onProgress = (progress: BackupProgress) => {
    signal?.throwIfAborted();
    report(progress);
  };
  const started = Date.now();
  const temporary = path.join(path.dirname(file), `${TEMPORARY_PREFIX}${randomBytes(6).toString('hex')}`);
  const staging = `${temporary}.staging`;
  const partial = `${temporary}.tar.gz.partial`;
  // Only this user may read what is being packed, nor the archive (customers' details, the owner's password hash).
  await fs.promises.mkdir(staging, { mode: 0o700 });
  await fs.promises.mkdir(path.join(staging, DATABASE_FOLDER));
  await fs.promises.mkdir(path.join(staging, PHOTOS_FOLDER));
  try {
    const files: Record<string, BackupFileEntry> = {};
    const snapshot = await snapshotDatabase(db, staging, files, onProgress);

    const photos = await storage.list('');
    for (const [index, key] of photos.entries()) {
      onProgress({ phase: 'photos', done: index, total: photos.length });
      const object = await storage.get(key);
      if (!object) throw new Error(`The photo ${key} disappeared while it was being backed up`);
      files[photoFile(key)] = await writeMeasured(object.body, path.join(staging, photoFile(key)));
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date(started).toISOString(),
      appVersion: appVersion(),
      ...snapshot,
      photos,
      files,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await fs.promises.writeFile(path.join(staging, MANIFEST_FILE), manifestBytes);
    await fs.promises.writeFile(path.join(staging, SIGNATURE_FILE), signManifest(manifestBytes, key));

    const entries = Object.keys(files).length + 2;
    let packed = 0;
    onProgress({ phase: 'packing', done: 0, total: entries });
    await tar.c(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        portable: true,
        filter: (_path, stat) => {
          if (!('isDirectory' in stat && stat.isDirectory())) report({ phase: 'packing', done: ++packed, total: entries });
          return true;
        },
      },
      [...ARCHIVE_TOPS],
    );
    signal?.throwIfAborted();
    await fs.promises.chmod(partial, 0o600);
    const handle = await fs.promises.open(partial, 'r');
    await handle.sync();
    await handle.close();
    await fs.promises.rename(partial, file);
    return { file, size: (await fs.promises.stat(file)).size, manifest, ms: Date.now() - started };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
    await fs.promises.rm(partial, { force: true });
  }
}

/** Every table's rows into the staging folder, from one snapshot; answers what the manifest says of the database. */
async function snapshotDatabase(
  db: DataSource,
  staging: string,
  files: Record<string, BackupFileEntry>,
  onProgress: (progress: BackupProgress) => void,
): Promise<Pick<BackupManifest, 'postgresVersion' | 'migrations' | 'tables'>> {
  const runner = db.createQueryRunner();
  const client = (await runner.connect()) as ClientBase;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await fixTextFormats(client);
    const postgresVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0].server_version;
    const [{ migrated }] = (await client.query<{ migrated: boolean }>(`SELECT to_regclass('public.migrations') IS NOT NULL AS migrated`))
      .rows;
    if (!migrated) throw new Error('The database holds no site yet (the server never started on it): there is nothing to back up.');
    const migrations = (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map((row) => row.name);
    const tables: BackupTable[] = [];
    const all = await appTables(client);
    for (const [index, table] of all.entries()) {
      onProgress({ phase: 'database', done: index, total: all.length });
      const rows = readTable(client, table);
      files[tableFile(table.name)] = await writeMeasured(rows, path.join(staging, tableFile(table.name)));
      tables.push({ ...table, rows: rows.rowCount });
    }
    await client.query('COMMIT');
    return { postgresVersion, migrations, tables };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}
