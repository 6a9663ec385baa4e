import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../../logger';
import { listBackupFiles } from './backup-files';
import { TEMPORARY_PREFIX } from './backup-writer';
import { backupsToDelete, type RetentionRule } from './retention';

/** Temporary files older than this are a crashed run's leftovers. */
const LEFTOVER_AFTER_MS = 24 * 3600 * 1000;

/** Retention: removes the backups in `dir` the rule lets go. */
export async function pruneBackups(dir: string, rule: RetentionRule, logger: Logger): Promise<void> {
  for (const file of backupsToDelete(await listBackupFiles(dir), rule)) {
    await fs.promises.rm(path.join(dir, file.name), { force: true });
    logger.info({ file: file.name }, 'old backup removed (retention)');
  }
}

/** Removes a crashed run's temporary files from `dir`. */
export async function removeLeftovers(dir: string): Promise<void> {
  for (const name of await fs.promises.readdir(dir)) {
    if (!name.startsWith(TEMPORARY_PREFIX)) continue;
    const entry = path.join(dir, name);
    const stat = await fs.promises.stat(entry).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > LEFTOVER_AFTER_MS) await fs.promises.rm(entry, { recursive: true, force: true });
  }
}
