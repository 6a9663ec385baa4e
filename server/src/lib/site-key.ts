import { randomBytes } from 'node:crypto';
import type { BackupSettings } from '../config/env';
import { generatedSecret } from './generated-secret';

/** Where the generated key is kept, beside the site's other secrets (mode 0600). */
export const BACKUP_KEY_FILE = 'backup-key';

/**
 * The site's own key: BACKUP_KEY, else one generated on first use into DATA_DIR/backup-key. It
 * signs backups (an archive then proves it was made by a site that holds the key, not merely that
 * it is whole) and, derived, encrypts secrets kept in the database; it never goes into a backup,
 * and a restore on a new machine brings it along (--key-file), so a restored site reads its secrets.
 */
export function backupKey(settings: Pick<BackupSettings, 'key'>, dataDir: string): string {
  return settings.key ?? generatedSecret(dataDir, BACKUP_KEY_FILE, () => randomBytes(32).toString('hex'));
}
