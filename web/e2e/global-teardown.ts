export default async function globalTeardown() {
  await ((globalThis as Record<string, unknown>).__e2ePostgres as { stop(): Promise<void> }).stop();
}
