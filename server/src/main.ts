import 'reflect-metadata';
import { createApp, type App } from './app';
import { loadConfig } from './config/env';
import { openAppDatabase } from './database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded';
import { privateDataDir } from './lib/private-files';
import { onStopSignal } from './lib/stop-signals';
import { createLogger } from './logger';

const SHUTDOWN_TIMEOUT_MS = 20_000;

async function main() {
  const startedAt = Date.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let embedded: EmbeddedPostgres | undefined;
  let app: App | undefined;
  let db: Awaited<ReturnType<typeof openAppDatabase>> | undefined;

  let stopping = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down: finishing running requests');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      void embedded?.stop().finally(() => process.exit(1));
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app?.close();
      await db?.destroy();
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      exitCode = 1;
    } finally {
      await embedded?.stop();
      logger.info('stopped');
      process.exit(exitCode);
    }
  };
  onStopSignal((signal) => void shutdown(signal));

  try {
    // The embedded database makes DATA_DIR private as it needs it (passable by its own user when that is another).
    if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, logger, { avoidPorts: [config.port] });
    else await privateDataDir(config.dataDir);
    db = await openAppDatabase(config.databaseUrl ?? embedded!.url, logger);
    app = await createApp({ config, db, logger });
    await app.services.pages.seedExample();
    await new Promise<void>((resolve, reject) => {
      app!.httpServer.once('error', reject);
      app!.httpServer.listen(config.port, resolve);
    });
    logger.info(
      { url: config.publicUrl, port: config.port, database: embedded ? 'embedded' : 'DATABASE_URL', ms: Date.now() - startedAt },
      `site ready at ${config.publicUrl}`,
    );
    // What the admin screens warn of (e-mail not set up), said where whoever started the site looks.
    for (const { title, action } of await app.services.siteHealth.warnings()) logger.warn(`${title}. ${action}`);
    void app.services.projects.seedSamples(); // a fresh database gets a sample portfolio, in the background
  } catch (error) {
    logger.fatal({ err: error }, 'could not start');
    await shutdown('start-up failed', 1);
  }
}

void main();
