import { Client } from 'pg';

/** Runs `work` with a client of the cluster's maintenance database. */
export async function withCluster<T>(clusterUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A test cluster need not survive a power cut: without fsync and synchronous commits, creating
 * databases and committing cost no disk flushes. (Never for a real database.)
 */
export async function withoutDurability(clusterUrl: string): Promise<void> {
  await withCluster(clusterUrl, async (client) => {
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) await client.query(`ALTER SYSTEM SET ${setting} = off`);
    await client.query('SELECT pg_reload_conf()');
  });
}
