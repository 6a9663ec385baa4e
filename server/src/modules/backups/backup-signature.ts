import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { BackupSettings } from '../../config/env';
import { generatedSecret } from '../../lib/generated-secret';

/** The archive's second file: the manifest's HMAC, made with the site's backup key. */
export const SIGNATURE_FILE = 'manifest.sig';
/** Where the generated key is kept, beside the site's other secrets (mode 0600). */
export const BACKUP_KEY_FILE = 'backup-key';

const PREFIX = 'hmac-sha256:';

/**
 * The key this site signs its backups with: BACKUP_KEY, else one generated on first use into
 * DATA_DIR/backup-key. It never goes into a backup: an archive proves it was made by a site that
 * holds the key, not merely that it is whole (a SHA-256 anyone can recompute proves only that).
 */
export function backupKey(settings: Pick<BackupSettings, 'key'>, dataDir: string): string {
  return settings.key ?? generatedSecret(dataDir, BACKUP_KEY_FILE, () => randomBytes(32).toString('hex'));
}

/** The signature file's text for a manifest's exact bytes. */
export function signManifest(manifest: Buffer, key: string): string {
  return `${PREFIX}${createHmac('sha256', key).update(manifest).digest('hex')}\n`;
}

/** Whether `signature` (the signature file's text) was made for these manifest bytes with `key`. */
export function signatureMatches(manifest: Buffer, signature: string, key: string): boolean {
  const expected = Buffer.from(signManifest(manifest, key));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
