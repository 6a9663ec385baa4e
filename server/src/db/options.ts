import type { DataSourceOptions } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

/** The one place the PostgreSQL connection is described; migrations, never synchronize. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    // A pool that gives up on a dead database quickly, so /healthz can say so.
    extra: { max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 },
  };
}
