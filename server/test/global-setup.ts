import { embeddedPostgresBin, startPostgresCluster } from '@plumbing/test-support';

/** One cluster of the PostgreSQL the server embeds for the whole run, in a temp directory (test-support's test cluster: no fsync). */
export default async function globalSetup() {
  const postgres = await startPostgresCluster(embeddedPostgresBin());
  process.env.TEST_DATABASE_URL = postgres.url;
  (globalThis as Record<string, unknown>).__testPostgres = postgres;
}
