import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig, type Config } from '../config/env';
import { openAppDatabase } from '../database';
import { createLogger } from '../logger';
import {
  BACKUP_KEY_FILE,
  describeExisting,
  existingData,
  holdsData,
  openBackup,
  restoreBackup,
  schemaOf,
  totalRows,
} from '../modules/backups';
import { createMediaStorage } from '../modules/media';
import { commandDatabase, endProgressLine, progressLine, runCommand } from './cli-support';

const USAGE = `Usage: npm run restore -- FILE [--key-file=KEYFILE | --unsigned] [--force] [--yes]

Brings the site back to a backup made by \`npm run backup\` or the nightly backups: the whole
database and every photo. The archive is checked whole first; a damaged, foreign or altered one is
refused and nothing is changed. Its signature is checked with this site's backup key
(DATA_DIR/backup-key, or BACKUP_KEY); on a new machine give the key of the site that made it with
--key-file=KEYFILE (it is then kept as this site's key), or restore without that check with
--unsigned, after a warning. A database that holds data is replaced only with --force, which says
what it replaces and asks first (--yes answers for scripts). Uses the server's settings:
DATABASE_URL and S3_*, or the embedded database and the photos under DATA_DIR (stop the server first).`;

const UNSIGNED_WARNING = `WARNING: --unsigned restores the archive without checking who made it. Anyone who could change
the file could add a sign-in of their own to the admin area or a script to your pages. Go on only
with an archive you made yourself and kept where nobody else could change it.`;

/** Asks `question` on a terminal (answered "yes" by --yes); refuses off a terminal without --yes. */
async function confirmed(question: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY) throw new Error('Not on a terminal: add --yes to confirm.');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return (await rl.question(`${question} Type "yes": `)).trim().toLowerCase() === 'yes';
  } finally {
    rl.close();
  }
}

/**
 * The key the archive's signature is checked with: --key-file, BACKUP_KEY, or this site's own
 * DATA_DIR/backup-key; none on a new machine (a restore never makes one up).
 */
async function restoreKey(keyFile: string | undefined, config: Config): Promise<string | null> {
  if (keyFile) return (await fs.promises.readFile(path.resolve(keyFile), 'utf8')).trim();
  if (config.backups.key) return config.backups.key;
  return (await fs.promises.readFile(path.join(config.dataDir, BACKUP_KEY_FILE), 'utf8').catch(() => null))?.trim() ?? null;
}

runCommand(async (signal) => {
  const args = process.argv.slice(2);
  if (args[0] === '--help') return void process.stdout.write(`${USAGE}\n`);
  const flags = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const keyFile = flags.find((flag) => flag.startsWith('--key-file='))?.slice('--key-file='.length);
  const unknown = flags.filter((flag) => !['--force', '--yes', '--unsigned'].includes(flag) && !flag.startsWith('--key-file='));
  if (files.length !== 1 || unknown.length > 0 || (keyFile !== undefined && flags.includes('--unsigned'))) throw new Error(USAGE);
  const force = flags.includes('--force');
  const yes = flags.includes('--yes');

  const config = loadConfig();
  const logger = createLogger('warn');
  const started = Date.now();
  let key: string | null = null;
  if (flags.includes('--unsigned')) {
    process.stdout.write(`${UNSIGNED_WARNING}\n`);
    if (!(await confirmed('Restore it without checking its signature?', yes))) throw new Error('Not confirmed: nothing was restored.');
  } else {
    key = await restoreKey(keyFile, config);
    if (key === null) {
      throw new Error(
        `This machine has no backup key yet (${path.join(config.dataDir, BACKUP_KEY_FILE)}), so the archive's signature cannot be checked. ` +
          "Give the key of the site that made it with --key-file=KEYFILE (that site's DATA_DIR/backup-key) or BACKUP_KEY, or restore without the check with --unsigned.",
      );
    }
  }
  process.stdout.write(`Checking ${files[0]}...\n`);
  const backup = await openBackup(path.resolve(files[0]), { key });
  try {
    schemaOf(backup.manifest);
    signal.throwIfAborted();

    const database = await commandDatabase(config, logger);
    try {
      const storage = createMediaStorage(config);
      const existing = await existingData(database.url, storage);
      if (holdsData(existing)) {
        if (!force)
          throw new Error(
            `The database already holds data (${describeExisting(existing)}). Nothing was restored; to replace it with the backup, run again with --force.`,
          );
        process.stdout.write(`The database and photos hold data that the restore replaces: ${describeExisting(existing)}.\n`);
        if (!(await confirmed('Replace all of it with the backup?', yes))) throw new Error('Not confirmed: nothing was restored.');
      }
      signal.throwIfAborted();
      // From here the restore runs to its end: its database part is one transaction, and a stop
      // half-way through the photos would leave them short of the rows that name them.
      await restoreBackup({ url: database.url, storage, backup, onProgress: progressLine('Restoring') });
      await (await openAppDatabase(database.url, logger)).destroy(); // the migrations newer than the backup's
      // A key given for a new machine becomes this site's: its next backups are signed as the earlier ones were.
      if (keyFile && key && !config.backups.key)
        await fs.promises.writeFile(path.join(config.dataDir, BACKUP_KEY_FILE), key, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
      endProgressLine();
      const { manifest } = backup;
      process.stdout.write(
        `Restored ${path.basename(files[0])} (made ${manifest.createdAt} by version ${manifest.appVersion}): ` +
          `${totalRows(manifest)} rows, ${manifest.photos.length} photos in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await backup.close();
  }
});
