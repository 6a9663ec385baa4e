import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { MANIFEST_FILE, type BackupManifest } from './backup-manifest';

/** backup-2026-11-22T0300Z.tar.gz: when it was made (UTC, to the minute); a second one in the same minute gets -2, -3... */
const BACKUP_NAME = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})Z(?:-(\d{1,4}))?\.tar\.gz$/;

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** The time a backup's name says it was made (to the minute). */
export function timeOfBackup(name: string): Date | null {
  const match = BACKUP_NAME.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:00Z`) : null;
}

/** A free name in `dir` for a backup made at `at`. */
export function newBackupName(dir: string, at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace(':', '');
  for (let n = 1; ; n++) {
    const name = `backup-${stamp}Z${n > 1 ? `-${n}` : ''}.tar.gz`;
    if (!fs.existsSync(path.join(dir, name))) return name;
  }
}

export interface BackupFile {
  name: string;
  createdAt: Date;
  size: number;
}

/** The backups in `dir`, newest first (files of other names are not ours and are left alone). */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const files: BackupFile[] = [];
  for (const name of names) {
    const createdAt = timeOfBackup(name);
    const stat = createdAt && (await fs.promises.stat(path.join(dir, name)).catch(() => undefined));
    if (createdAt && stat?.isFile()) files.push({ name, createdAt, size: stat.size });
  }
  // Names sort in time order (a same-minute suffix after the first).
  return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name, 'en', { numeric: true }));
}

/**
 * The manifest of an archive, read from its first entry without unpacking the rest; null when the
 * file is not a readable backup.
 */
export async function readBackupManifest(file: string): Promise<BackupManifest | null> {
  let text: string | null = null;
  const source = fs.createReadStream(file);
  const parser = new tar.Parser({
    onReadEntry: (entry) => {
      if (entry.path !== MANIFEST_FILE) {
        source.destroy(); // the manifest comes first: past it, there is nothing to look for
        return;
      }
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => {
        text = Buffer.concat(chunks).toString('utf8');
        source.destroy();
      });
    },
  });
  await pipeline(source, parser).catch(() => undefined);
  try {
    return text === null ? null : (JSON.parse(text) as BackupManifest);
  } catch {
    return null;
  }
}
