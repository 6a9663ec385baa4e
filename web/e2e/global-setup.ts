import { embeddedPostgresBin, startPostgresCluster } from '@plumbing/test-support';

/**
 * One cluster of the PostgreSQL the server embeds for every site of the run: a site gets a database
 * of its own on it (openSite), so only a test of the embedded database itself pays for a cluster.
 */
export default async function globalSetup() {
  const postgres = await startPostgresCluster(embeddedPostgresBin());
  process.env.E2E_DATABASE_URL = postgres.url;
  (globalThis as Record<string, unknown>).__e2ePostgres = postgres;
}
