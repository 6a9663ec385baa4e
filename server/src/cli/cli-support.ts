import { DataSource } from 'typeorm';
import type { Config } from '../config/env';
import { entities } from '../database';
import { dataSourceOptions } from '../db/options';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded';
import { embeddedPostgresInUse } from '../db/postgres-lock';
import { onStopSignal } from '../lib/stop-signals';
import type { Logger } from '../logger';

/** The database a command works on: DATABASE_URL, or the embedded one under DATA_DIR. */
export interface CommandDatabase {
  url: string;
  /** Stops the embedded database if the command started it. */
  close(): Promise<void>;
}

/**
 * DATABASE_URL, or the embedded database: the running server's when `shareRunning` (a backup
 * reads it while the site serves), else started for the command (refused while a server holds it).
 */
export async function commandDatabase(config: Config, logger: Logger, { shareRunning = false } = {}): Promise<CommandDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  const running = shareRunning ? await embeddedPostgresInUse(config.dataDir) : null;
  if (running) return { url: running, close: async () => undefined };
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres(config.dataDir, logger);
  return { url: embedded.url, close: () => embedded.stop() };
}

/** A connection with the app's entities that runs no migration: a backup never changes the schema it reads. */
export function connectWithoutMigrating(url: string): Promise<DataSource> {
  return new DataSource(dataSourceOptions(url, entities)).initialize();
}

/** "database 3/9" on one line that rewrites itself, on a terminal only (a log gets the outcome alone). */
export function progressLine(label: string): (progress: { phase: string; done: number; total: number }) => void {
  if (!process.stdout.isTTY) return () => undefined;
  return ({ phase, done, total }) => process.stdout.write(`\r\x1b[K${label}: ${phase} ${done}/${total}`);
}

export function endProgressLine(): void {
  if (process.stdout.isTTY) process.stdout.write('\r\x1b[K');
}

/** Runs a command; a stop signal (Ctrl-C, SIGTERM from a process manager, a closed terminal) aborts it, which then cleans up and exits. */
export function runCommand(main: (signal: AbortSignal) => Promise<void>): void {
  const controller = new AbortController();
  onStopSignal((name) => {
    process.stderr.write(`\n${name}: stopping...\n`);
    controller.abort(new Error(`Stopped by ${name}`));
  });
  main(controller.signal).then(
    () => process.exit(0),
    (error) => {
      endProgressLine();
      process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
      process.exit(1);
    },
  );
}
