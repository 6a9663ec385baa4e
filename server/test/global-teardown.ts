export default async function globalTeardown() {
  await ((globalThis as Record<string, unknown>).__testPostgres as { stop(): Promise<void> }).stop();
}
