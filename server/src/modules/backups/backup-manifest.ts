import { SIGNATURE_FILE } from './backup-signature';

/** What makes a file one of this site's backups, and what it holds. */
export const BACKUP_FORMAT = 'gulf-coast-site-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** One file per table (PostgreSQL's COPY text format: portable across server versions) and one per photo. */
export const DATABASE_FOLDER = 'database';
export const PHOTOS_FOLDER = 'photos';
/**
 * What an archive holds at its top, in the order it is packed: the manifest and its signature
 * first, so a reader checks what the archive holds, and who made it, before it reads the rest.
 */
export const ARCHIVE_TOPS: readonly string[] = [MANIFEST_FILE, SIGNATURE_FILE, DATABASE_FOLDER, PHOTOS_FOLDER];

export interface BackupTable {
  name: string;
  /** The columns in the file, in order (a later version may add columns: they get their defaults). */
  columns: string[];
  rows: number;
}

export interface BackupFileEntry {
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  appVersion: string;
  postgresVersion: string;
  /** The schema the rows belong to: the migrations applied when the snapshot was taken, in order. */
  migrations: string[];
  /** In dependency order: a table comes after the tables its foreign keys point at. */
  tables: BackupTable[];
  /** The storage keys of every photo. */
  photos: string[];
  /** Every other file of the archive by its path, with its size and SHA-256. */
  files: Record<string, BackupFileEntry>;
}

export const tableFile = (table: string) => `${DATABASE_FOLDER}/${table}.tsv`;
export const photoFile = (key: string) => `${PHOTOS_FOLDER}/${key}`;

/** What a backup holds, in a line: "1,234 rows, 56 photos". */
export function totalRows(manifest: Pick<BackupManifest, 'tables'>): number {
  return manifest.tables.reduce((sum, table) => sum + table.rows, 0);
}
