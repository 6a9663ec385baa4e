import fs from 'node:fs';
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
  type BackupManifest,
} from './backup-manifest';
import { measureFile } from './file-hash';

/** A backup that is refused before anything was touched: the message says why, for the owner. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** A verified backup, unpacked into `folder`. */
export interface OpenedBackup {
  file: string;
  folder: string;
  manifest: BackupManifest;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Unpacks the archive into `folder` (an empty folder the caller removes) and checks it whole: the
 * manifest is this site's, every file it lists is there with its size and SHA-256, and nothing
 * else is. A truncated, tampered or foreign archive is refused (BackupRefused) with a clear reason.
 */
export async function openBackup(file: string, folder: string): Promise<OpenedBackup> {
  const name = path.basename(file);
  const stat = await fs.promises.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupRefused(`${file} does not exist or is not a file.`);
  try {
    await tar.x({
      file,
      cwd: folder,
      strict: true,
      preserveOwner: false,
      // Only plain files and folders of the three kinds a backup holds; nothing else is unpacked.
      filter: (entryPath, entry) => {
        const type = 'type' in entry ? entry.type : undefined;
        const kindOk = type === undefined || type === 'File' || type === 'OldFile' || type === 'Directory';
        const top = entryPath.replace(/^\.\//, '').split('/')[0];
        return kindOk && [MANIFEST_FILE, DATABASE_FOLDER, PHOTOS_FOLDER].includes(top);
      },
    });
  } catch (error) {
    throw new BackupRefused(`${name} is damaged or incomplete and was not restored (${(error as Error).message}).`);
  }

  const manifest = await readManifest(folder, name);
  const present = new Set(await filesIn(folder));
  present.delete(MANIFEST_FILE);
  for (const [relative, expected] of Object.entries(manifest.files)) {
    if (!present.delete(relative)) throw new BackupRefused(`${name} is incomplete: ${relative} is missing. Nothing was restored.`);
    const actual = await measureFile(path.join(folder, relative));
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupRefused(`${name} is damaged: ${relative} does not match its checksum. Nothing was restored.`);
    }
  }
  if (present.size > 0) throw new BackupRefused(`${name} holds files its manifest does not list (${[...present][0]}): it was not restored.`);
  return { file, folder, manifest };
}

async function readManifest(folder: string, name: string): Promise<BackupManifest> {
  const foreign = (why: string) => new BackupRefused(`${name} is not a backup of this site (${why}). Nothing was restored.`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.promises.readFile(path.join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest;
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

/** Every file below `folder`, as archive paths (forward slashes). */
async function filesIn(folder: string): Promise<string[]> {
  const entries = await fs.promises.readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}
