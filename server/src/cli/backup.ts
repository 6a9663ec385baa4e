import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env';
import { createLogger } from '../logger';
import { PRIVATE_FOLDER, privateFolder } from '../lib/private-files';
import { backupKey, newBackupName, totalRows, writeBackup } from '../modules/backups';
import { createMediaStorage } from '../modules/media';
import { commandDatabase, connectWithoutMigrating, endProgressLine, progressLine, runCommand } from './cli-support';

const USAGE = `Usage: npm run backup [-- --out FILE]

Writes one .tar.gz holding the whole database and every photo (default: BACKUP_DIR, named
backup-<time>Z.tar.gz), while the site keeps serving. Uses the server's settings: DATABASE_URL
and S3_*, or the embedded database and the photos under DATA_DIR.`;

runCommand(async (signal) => {
  const args = process.argv.slice(2);
  if (args[0] === '--help') return void process.stdout.write(`${USAGE}\n`);
  if (args.length > 0 && !(args.length === 2 && args[0] === '--out')) throw new Error(USAGE);
  const config = loadConfig();
  const logger = createLogger('warn');
  const out = args[1] ? path.resolve(args[1]) : path.join(config.backups.dir, newBackupName(config.backups.dir, new Date()));
  // The site's own backups folder is kept private; a folder named with --out is made private when it is new.
  if (args[1]) await fs.promises.mkdir(path.dirname(out), { recursive: true, mode: PRIVATE_FOLDER });
  else await privateFolder(config.backups.dir);
  const database = await commandDatabase(config, logger, { shareRunning: true });
  try {
    const db = await connectWithoutMigrating(database.url);
    // A stop interrupts a table being read at once, not only between files.
    const interrupt = () => void db.destroy().catch(() => undefined);
    signal.addEventListener('abort', interrupt);
    try {
      const summary = await writeBackup({
        db,
        storage: createMediaStorage(config),
        file: out,
        key: backupKey(config.backups, config.dataDir),
        onProgress: progressLine('Backing up'),
        signal,
      });
      endProgressLine();
      const rows = totalRows(summary.manifest);
      process.stdout.write(
        `Backup written: ${out}\n  ${rows} rows in ${summary.manifest.tables.length} tables, ${summary.manifest.photos.length} photos, ` +
          `${(summary.size / 1024 / 1024).toFixed(1)} MB in ${(summary.ms / 1000).toFixed(1)} s\n`,
      );
    } catch (error) {
      throw signal.aborted ? new Error(`Backup stopped (${(signal.reason as Error).message}): nothing was written.`) : error;
    } finally {
      signal.removeEventListener('abort', interrupt);
      if (db.isInitialized) await db.destroy();
    }
  } finally {
    await database.close();
  }
});
