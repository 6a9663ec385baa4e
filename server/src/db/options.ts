import { Client, type ClientConfig } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { migrations as allMigrations, type MigrationClass } from './migrations';

/** The tables' classes: the wiring above (server/src/database.ts) passes the registered domains' entities down. */
export type Entities = ReadonlyArray<new () => object>;

/**
 * A pooled connection that hears its own 'error' events from birth. PostgreSQL going away may say so
 * on a connection when neither the pool nor TypeORM listens (between their hands, or after the first
 * of two reasons), and an 'error' event nobody hears ends the process; the pool and TypeORM still
 * react to it where they listen (the connection is dropped, the query fails).
 */
class ListeningClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/**
 * The one place the PostgreSQL connection is described; migrations, never synchronize. `migrations`
 * is the app's list unless a caller needs a part of it (a restore rebuilds a backup's schema) or a
 * test adds one.
 */
export function dataSourceOptions(
  url: string,
  entities: Entities,
  migrations: readonly MigrationClass[] = allMigrations,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [...entities],
    migrations: [...migrations],
    migrationsRun: false,
    // Each migration commits or rolls back whole (PostgreSQL's DDL is transactional): one that fails
    // leaves the database as the migrations before it left it, and the next start tries it again.
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    // A pool that gives up on a dead database quickly, so /healthz can say so.
    extra: { max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, Client: ListeningClient },
  };
}
