import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { AuthMessages, MIN_PASSWORD_LENGTH } from '@plumbing/shared';
import { loadConfig } from '../config/env';
import { openAppDatabase } from '../database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { createLogger } from '../logger';
import { createServices } from '../services';

const USAGE = `Usage: npm run admin -- reset-password [--email new@address]

Sets a new password for the site's administrator (asked on the terminal, or read from the
ADMIN_NEW_PASSWORD environment variable) and signs out every session. Uses the same settings
as the server (DATABASE_URL, or the embedded database under DATA_DIR: stop the server first).`;

async function askPassword(): Promise<string> {
  if (process.env.ADMIN_NEW_PASSWORD) return process.env.ADMIN_NEW_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_NEW_PASSWORD when not running in a terminal.');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    const first = await rl.question(`New password (at least ${MIN_PASSWORD_LENGTH} characters): `);
    const second = await rl.question('Repeat the new password: ');
    if (first !== second) throw new Error(AuthMessages.passwordsDiffer);
    return first;
  } finally {
    rl.close();
  }
}

async function main(args: string[]) {
  if (args[0] !== 'reset-password') {
    process.stdout.write(`${USAGE}\n`);
    process.exitCode = args[0] === '--help' || args[0] === undefined ? 0 : 1;
    return;
  }
  const emailFlag = args.indexOf('--email');
  const email = emailFlag >= 0 ? args[emailFlag + 1] : undefined;
  const config = loadConfig();
  const logger = createLogger('warn');
  let embedded: EmbeddedPostgres | undefined;
  try {
    if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, logger);
    const db = await openAppDatabase(config.databaseUrl ?? embedded!.url, logger);
    try {
      const password = await askPassword();
      const result = await createServices(db, config, logger).auth.resetPassword(password, email);
      process.stdout.write(`Password reset for ${result.email}. Every earlier session is signed out.\n`);
    } finally {
      await db.destroy();
    }
  } finally {
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
