import { startPostgres15 } from './postgres15';

/** The server suite on Debian's PostgreSQL 15 instead of the embedded 18 (jest.postgres15.config.cjs). */
export default async function globalSetup() {
  const postgres = await startPostgres15();
  process.env.TEST_DATABASE_URL = postgres.url;
  (globalThis as Record<string, unknown>).__testPostgres15 = postgres;
}
