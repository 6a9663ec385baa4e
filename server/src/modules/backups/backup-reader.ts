import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { BackupMessages } from '@plumbing/shared';
import { isObjectKey } from '../media';
import {
  ARCHIVE_TOPS,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  photoFile,
  tableFile,
  type BackupFileEntry,
  type BackupManifest,
} from './backup-manifest';
import { signatureMatches, SIGNATURE_FILE } from './backup-signature';
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
  /**
   * The key of the site that made the backup (backupKey): the manifest's signature must match it.
   * null: restore an archive whose origin is not checked, after the operator was warned (--unsigned).
   */
  key: string | null;
  /** Where the unpacked folder is made (the system's temp directory unless given). */
  tempParent?: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
/** A manifest is a few hundred KB even for a large site; more is not one of ours. */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;
/** Room kept free on the disk the archive is unpacked to, beyond what it needs. */
const SPARE_DISK_BYTES = 64 * 1024 * 1024;

/** Archive paths as the manifest names them. */
const archivePath = (entryPath: string) => entryPath.replace(/^\.\//, '');

/** An archive entry a backup may hold: a plain file or a folder under one of its tops; nothing else is read or unpacked. */
function isBackupEntry(entryPath: string, type: string | undefined, folders = true): boolean {
  const kindOk = type === undefined || type === 'File' || type === 'OldFile' || (folders && type === 'Directory');
  return kindOk && ARCHIVE_TOPS.includes(archivePath(entryPath).split('/')[0]);
}

/**
 * Checks the archive whole before anything is written, reading it once: it begins with this
 * site's manifest and its signature made with `key`, so what the manifest lists (every file's
 * size and SHA-256) is what the site wrote; each later file is checked against it as its header
 * is read, before its data (a file the manifest does not list, or of another size, stops the read
 * at once: a decompression bomb or a header claiming gigabytes is never inflated), and the read
 * goes to the archive's end (a cut one fails wherever the cut is). Only then, with the room it
 * needs on disk, is it unpacked into a folder of its own under `tempParent`. A truncated,
 * tampered, unsigned or foreign archive is refused (BackupRefused) with a clear reason and leaves
 * nothing behind.
 */
export async function openBackup(file: string, { key, tempParent = os.tmpdir() }: OpenBackupOptions): Promise<OpenedBackup> {
  const name = path.basename(file);
  const stat = await fs.promises.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new BackupRefused(`${file} does not exist or is not a file.`);
  const damaged = (error: unknown) =>
    new BackupRefused(`${name} is damaged or incomplete and was not restored (${(error as Error).message}).`);

  const { manifest, files } = await readArchive(file, name, key).catch((error: unknown) => {
    throw error instanceof BackupRefused ? error : damaged(error);
  });
  for (const [relative, expected] of Object.entries(manifest.files)) {
    const actual = files.get(relative);
    if (!actual) throw new BackupRefused(`${name} is incomplete: ${relative} is missing. Nothing was restored.`);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupRefused(`${name} is damaged: ${relative} does not match its checksum. Nothing was restored.`);
    }
  }

  const needed = Object.values(manifest.files).reduce((sum, entry) => sum + entry.size, 0);
  const disk = await fs.promises.statfs(tempParent);
  if (needed + SPARE_DISK_BYTES > disk.bavail * disk.bsize) {
    throw new BackupRefused(
      `${name} needs ${Math.ceil(needed / 1e6)} MB to unpack and ${tempParent} has ${Math.floor((disk.bavail * disk.bsize) / 1e6)} MB free: nothing was restored. Free some space (or set TMPDIR) and try again.`,
    );
  }
  const folder = await fs.promises.mkdtemp(path.join(tempParent, 'plumbing-restore-'));
  // Retried: a file the unpacking still closes can make a folder look not empty for a moment.
  const close = () => fs.promises.rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  try {
    await tar.x({
      file,
      cwd: folder,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => isBackupEntry(entryPath, 'type' in entry ? entry.type : undefined),
    });
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

/**
 * The archive read to its end without writing anything: its manifest, checked and verified first,
 * and each listed file's size and SHA-256 as read. Throws a BackupRefused for what is not this
 * site's; the parser's own errors for what is damaged.
 */
async function readArchive(
  file: string,
  name: string,
  key: string | null,
): Promise<{ manifest: BackupManifest; files: Map<string, BackupFileEntry> }> {
  const files = new Map<string, BackupFileEntry>();
  const parser = new tar.Parser({ strict: true });
  let refusal: BackupRefused | undefined;
  /** Stops the read at once (nothing more of the archive is inflated); the read rejects with `error`. */
  const refuse = (error: BackupRefused): undefined => {
    refusal ??= error;
    parser.abort(error);
    return undefined;
  };
  const head = { manifest: undefined as Buffer | undefined, signature: undefined as string | undefined };
  let manifest: BackupManifest | undefined;
  /** Once the manifest and its signature are read: the manifest, when they are this site's (else a refusal). */
  const verified = (): BackupManifest | undefined => {
    if (manifest || refusal) return manifest;
    if (!head.manifest || head.manifest.length > MANIFEST_MAX_BYTES)
      return refuse(foreign(name, `it does not begin with a readable ${MANIFEST_FILE}`));
    if (key !== null && head.signature === undefined) return refuse(new BackupRefused(BackupMessages.unsigned(name)));
    if (key !== null && !signatureMatches(head.manifest, head.signature!, key))
      return refuse(new BackupRefused(BackupMessages.notSignedByThisSite(name)));
    try {
      manifest = parseManifest(head.manifest.toString('utf8'), name);
    } catch (error) {
      return refuse(error as BackupRefused);
    }
    return manifest;
  };
  /** The whole (small) text of one of the first two entries, kept in `head`. */
  const keep = (entry: tar.ReadEntry, field: keyof typeof head) => {
    const chunks: Buffer[] = [];
    let size = 0;
    entry.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MANIFEST_MAX_BYTES) chunks.push(chunk);
    });
    entry.on('end', () => {
      const bytes = size <= MANIFEST_MAX_BYTES ? Buffer.concat(chunks) : Buffer.alloc(MANIFEST_MAX_BYTES + 1);
      if (field === 'manifest') head.manifest = bytes;
      else head.signature = bytes.toString('utf8');
    });
  };
  parser.on('entry', (entry: tar.ReadEntry) => {
    const relative = archivePath(entry.path);
    if (!manifest && !refusal && relative === MANIFEST_FILE && !head.manifest) return keep(entry, 'manifest');
    if (!manifest && !refusal && relative === SIGNATURE_FILE && head.manifest && head.signature === undefined)
      return keep(entry, 'signature');
    const listed = verified();
    if (!listed || entry.type === 'Directory') return entry.resume();
    // Checked by its header before a byte of it is read.
    const expected = isBackupEntry(relative, entry.type, false) ? listed.files[relative] : undefined;
    if (!expected || files.has(relative))
      return refuse(new BackupRefused(`${name} holds files its manifest does not list (${relative}): it was not restored.`));
    if (entry.size !== expected.size)
      return refuse(new BackupRefused(`${name} is damaged: ${relative} does not match its checksum. Nothing was restored.`));
    const measured = measure();
    entry.on('data', (chunk: Buffer) => measured.update(chunk));
    entry.on('end', () => files.set(relative, measured.entry()));
  });
  await pipeline(fs.createReadStream(file), parser);
  const listed = verified();
  if (!listed) throw refusal;
  return { manifest: listed, files };
}

const foreign = (name: string, why: string) => new BackupRefused(`${name} is not a backup of this site (${why}). Nothing was restored.`);

function parseManifest(text: string, name: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw foreign(name, `it has no readable ${MANIFEST_FILE}`);
  }
  if (manifest?.format !== BACKUP_FORMAT) throw foreign(name, 'its manifest names another format');
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `${name} was written in backup format ${manifest.formatVersion}, which this version of the site cannot read: update the site first.`,
    );
  }
  const listed = manifest.files && typeof manifest.files === 'object' ? manifest.files : {};
  const valid =
    Array.isArray(manifest.migrations) &&
    manifest.migrations.every((m) => typeof m === 'string') &&
    Array.isArray(manifest.tables) &&
    manifest.tables.every(
      (t) =>
        IDENTIFIER.test(t?.name) &&
        Array.isArray(t.columns) &&
        t.columns.every((c) => IDENTIFIER.test(c)) &&
        Number.isInteger(t.rows) &&
        tableFile(t.name) in listed,
    ) &&
    Array.isArray(manifest.photos) &&
    manifest.photos.every((key) => typeof key === 'string' && isObjectKey(key) && photoFile(key) in listed);
  if (!valid) throw foreign(name, 'its manifest is malformed');
  return manifest;
}
