export default async function globalTeardown() {
  await ((globalThis as Record<string, unknown>).__testPostgres15 as { stop(): Promise<void> }).stop();
}
