import fs from 'node:fs';
import type { EmbeddedPostgres } from '../src/db/embedded';

export default async function globalTeardown() {
  const { postgres, dataDir } = (globalThis as Record<string, unknown>).__testPostgres as { postgres: EmbeddedPostgres; dataDir: string };
  await postgres.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
