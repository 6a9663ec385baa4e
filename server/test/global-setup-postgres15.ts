import { startPostgresCluster } from '@plumbing/test-support';

/** Debian's PostgreSQL 15 (`apt-get install postgresql`): the second PostgreSQL the suite runs on. */
const POSTGRES15_BIN = '/usr/lib/postgresql/15/bin';

/**
 * The server suite on Debian's PostgreSQL 15 instead of the embedded 18 (jest.postgres15.config.cjs),
 * in a throwaway cluster of its own. Every project's global setup runs in the one jest process, so
 * this cluster's URL has a name of its own; use-postgres15.ts hands it to this project's test files
 * as TEST_DATABASE_URL.
 */
export default async function globalSetup() {
  const postgres = await startPostgresCluster(POSTGRES15_BIN);
  process.env.TEST_DATABASE_URL_POSTGRES15 = postgres.url;
  (globalThis as Record<string, unknown>).__testPostgres15 = postgres;
}
