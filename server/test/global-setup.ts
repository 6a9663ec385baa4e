import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { withoutDurability } from './test-cluster';

/** One PostgreSQL cluster for the whole run, under the system temp directory. */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbing-test-'));
  fs.chmodSync(dataDir, 0o755);
  const postgres = await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
  await withoutDurability(postgres.url);
  process.env.TEST_DATABASE_URL = postgres.url;
  (globalThis as Record<string, unknown>).__testPostgres = { postgres, dataDir };
}
