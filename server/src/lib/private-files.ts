import fs from 'node:fs/promises';
import path from 'node:path';

/** A file only the site's own user may read: customers' photos and details, secrets, backups. */
export const PRIVATE_FILE = 0o600;
/** A folder only the site's own user may enter. */
export const PRIVATE_FOLDER = 0o700;

/** Makes `dir` (and any missing parent) a folder only the site's own user may enter, tightened when it exists. */
export async function privateFolder(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
  await fs.chmod(dir, PRIVATE_FOLDER);
}

/** Takes group's and others' rights from everything under `dir`, at any depth. */
async function tightenTree(dir: string): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) await tightenTree(at);
    if (entry.isDirectory() || entry.isFile()) await fs.chmod(at, (await fs.stat(at)).mode & PRIVATE_FOLDER);
  }
}

/**
 * DATA_DIR holds customers' photos and details, the site's secrets and its database: nobody but the
 * site's own user may enter it (0700). When the site runs as root its embedded PostgreSQL runs as
 * the `postgres` user (`passableBy`: that user's group), which must pass through DATA_DIR to its own
 * folder there: DATA_DIR is then 0710 and of that group, which may pass but neither list it nor read
 * what it holds (each file is 0600, each folder 0700), the way /etc/ssl/private is of ssl-cert; the
 * rest of the machine may not even pass (0711 would let anyone open a file whose name they know).
 *
 * An install from before these modes (DATA_DIR 0755, photos 0644 in folders 0755) is tightened
 * whole at its next start; then DATA_DIR is closed to others, which marks the work done, so later
 * starts look at nothing else.
 */
export async function privateDataDir(dataDir: string, passableBy?: number): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  if (((await fs.stat(dataDir)).mode & 0o007) !== 0) await tightenTree(dataDir);
  if (passableBy !== undefined) await fs.chown(dataDir, -1, passableBy);
  await fs.chmod(dataDir, passableBy === undefined ? PRIVATE_FOLDER : 0o710);
}
