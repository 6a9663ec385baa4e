import 'reflect-metadata';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { createLogger } from '../logger';
import { describeExisting, existingData, holdsData, openBackup, restoreBackup, schemaOf, totalRows } from '../modules/backups';
import { createMediaStorage } from '../modules/media';
import { commandDatabase, endProgressLine, progressLine, runCommand } from './cli-support';

const USAGE = `Usage: npm run restore -- FILE [--force [--yes]]

Brings the site back to a backup made by \`npm run backup\` or the nightly backups: the whole
database and every photo. The archive is checked whole first; a damaged or foreign one is refused
and nothing is changed. A database that holds data is replaced only with --force, which says what
it replaces and asks first (--yes answers for scripts). Uses the server's settings: DATABASE_URL
and S3_*, or the embedded database and the photos under DATA_DIR (stop the server first).`;

async function confirmed(what: string, yes: boolean): Promise<boolean> {
  process.stdout.write(`The database and photos hold data that the restore replaces: ${what}.\n`);
  if (yes) return true;
  if (!process.stdin.isTTY) throw new Error('Not on a terminal: add --yes to confirm the replacement.');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return (await rl.question('Replace all of it with the backup? Type "yes": ')).trim().toLowerCase() === 'yes';
  } finally {
    rl.close();
  }
}

runCommand(async (signal) => {
  const args = process.argv.slice(2);
  if (args[0] === '--help') return void process.stdout.write(`${USAGE}\n`);
  const flags = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (files.length !== 1 || flags.some((flag) => !['--force', '--yes'].includes(flag))) throw new Error(USAGE);
  const force = flags.includes('--force');

  const config = loadConfig();
  const logger = createLogger('warn');
  const started = Date.now();
  process.stdout.write(`Checking ${files[0]}...\n`);
  const backup = await openBackup(path.resolve(files[0]));
  try {
    schemaOf(backup.manifest);
    signal.throwIfAborted();

    const database = await commandDatabase(config, logger);
    try {
      const storage = createMediaStorage(config);
      const existing = await existingData(database.url, storage);
      if (holdsData(existing)) {
        if (!force) throw new Error(`The database already holds data (${describeExisting(existing)}). Nothing was restored; to replace it with the backup, run again with --force.`);
        if (!(await confirmed(describeExisting(existing), flags.includes('--yes')))) throw new Error('Not confirmed: nothing was restored.');
      }
      signal.throwIfAborted();
      // From here the restore runs to its end: its database part is one transaction, and a stop
      // half-way through the photos would leave them short of the rows that name them.
      await restoreBackup({ url: database.url, storage, backup, onProgress: progressLine('Restoring') });
      await (await openDatabase(database.url, logger)).destroy(); // the migrations newer than the backup's
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
