import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { isObjectKey } from '../media';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_FOLDER,
  MANIFEST_FILE,
  PHOTOS_FOLDER,
  photoFile,
  tableFile,
  type BackupFileEntry,
  type BackupManifest,
} from './backup-manifest';
import { measure } from './file-hash';

/** A backup that is refused before anything was touched: the message says why, for the owner. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** A verified backup, unpacked into a folder of its own, which `close()` removes. */
export interface OpenedBackup {
  file: string;
  folder: string;
  manifest: BackupManifest;
  close(): Promise<void>;
}

export interface OpenBackupOptions {
  /** Where the unpacked folder is made (the system's temp directory unless given). */
  tempParent?: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
/** A manifest is a few hundred KB even for a large site; more is not one of ours. */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/** Archive paths as the manifest names them. */
const archivePath = (entryPath: string) => entryPath.replace(/^\.\//, '');

/** An archive entry a backup may hold: a plain file or a folder under one of its three tops; nothing else is read or unpacked. */
function isBackupEntry(entryPath: string, type: string | undefined, folders = true): boolean {
  const kindOk = type === undefined || type === 'File' || type === 'OldFile' || (folders && type === 'Directory');
  return kindOk && [MANIFEST_FILE, DATABASE_FOLDER, PHOTOS_FOLDER].includes(archivePath(entryPath).split('/')[0]);
}

/**
 * Checks the archive whole before anything is written: it is read to its end (a cut or corrupt
 * archive fails here, wherever the cut is), its manifest is this site's, and every file it lists
 * is there with its size and SHA-256, and nothing else is. Only then is it unpacked into a folder
 * of its own under `tempParent`. A truncated, tampered or foreign archive is refused
 * (BackupRefused) with a clear reason and leaves nothing behind.
 */
export async function openBackup(file: string, { tempParent = os.tmpdir() }: OpenBackupOptions = {}): Promise<OpenedBackup> {
  const name = path.basename(file);
  const stat = await fs.promises.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupRefused(`${file} does not exist or is not a file.`);
  const damaged = (error: unknown) => new BackupRefused(`${name} is damaged or incomplete and was not restored (${(error as Error).message}).`);

  const { manifestText, files } = await readArchive(file).catch((error: unknown) => {
    throw error instanceof BackupRefused ? error : damaged(error);
  });
  const manifest = parseManifest(manifestText, name);
  for (const [relative, expected] of Object.entries(manifest.files)) {
    const actual = files.get(relative);
    if (!actual) throw new BackupRefused(`${name} is incomplete: ${relative} is missing. Nothing was restored.`);
    files.delete(relative);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupRefused(`${name} is damaged: ${relative} does not match its checksum. Nothing was restored.`);
    }
  }
  if (files.size > 0) throw new BackupRefused(`${name} holds files its manifest does not list (${[...files.keys()][0]}): it was not restored.`);

  const folder = await fs.promises.mkdtemp(path.join(tempParent, 'plumbing-restore-'));
  // Retried: a file the unpacking still closes can make a folder look not empty for a moment.
  const close = () => fs.promises.rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    await tar.x({ file, cwd: folder, strict: true, preserveOwner: false, filter: (entryPath, entry) => isBackupEntry(entryPath, 'type' in entry ? entry.type : undefined) });
    // The archive was checked as it was read; what was unpacked must be that (the file may have changed since).
    for (const [relative, expected] of Object.entries(manifest.files)) {
      const size = (await fs.promises.stat(path.join(folder, relative)).catch(() => undefined))?.size;
      if (size !== expected.size) throw new Error(`${relative} changed while it was unpacked`);
    }
  } catch (error) {
    await close();
    throw damaged(error);
  }
  return { file, folder, manifest, close };
}

/** The archive read to its end without writing anything: the manifest's text, and each backup file's size and SHA-256. */
async function readArchive(file: string): Promise<{ manifestText: string; files: Map<string, BackupFileEntry> }> {
  const files = new Map<string, BackupFileEntry>();
  let manifestText: string | undefined;
  await tar.t({
    file,
    strict: true,
    onReadEntry(entry) {
      const relative = archivePath(entry.path);
      if (!isBackupEntry(relative, entry.type, false)) return;
      const measured = measure();
      const chunks: Buffer[] = [];
      let manifestBytes = 0;
      entry.on('data', (chunk: Buffer) => {
        measured.update(chunk);
        if (relative !== MANIFEST_FILE) return;
        manifestBytes += chunk.length;
        if (manifestBytes <= MANIFEST_MAX_BYTES) chunks.push(chunk);
      });
      entry.on('end', () => {
        files.set(relative, measured.entry());
        if (relative === MANIFEST_FILE) manifestText = manifestBytes <= MANIFEST_MAX_BYTES ? Buffer.concat(chunks).toString('utf8') : '';
      });
    },
  });
  files.delete(MANIFEST_FILE);
  return { manifestText: manifestText ?? '', files };
}

function parseManifest(text: string, name: string): BackupManifest {
  const foreign = (why: string) => new BackupRefused(`${name} is not a backup of this site (${why}). Nothing was restored.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw foreign(`it has no readable ${MANIFEST_FILE}`);
  }
  if (manifest?.format !== BACKUP_FORMAT) throw foreign('its manifest names another format');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(`${name} was written in backup format ${manifest.formatVersion}, which this version of the site cannot read: update the site first.`);
  }
  const listed = manifest.files && typeof manifest.files === 'object' ? manifest.files : {};
  const valid =
    Array.isArray(manifest.migrations) &&
    manifest.migrations.every((m) => typeof m === 'string') &&
    Array.isArray(manifest.tables) &&
    manifest.tables.every(
      (t) => IDENTIFIER.test(t?.name) && Array.isArray(t.columns) && t.columns.every((c) => IDENTIFIER.test(c)) && Number.isInteger(t.rows) && tableFile(t.name) in listed,
    ) &&
    Array.isArray(manifest.photos) &&
    manifest.photos.every((key) => typeof key === 'string' && isObjectKey(key) && photoFile(key) in listed);
  if (!valid) throw foreign('its manifest is malformed');
  return manifest;
}
