/**
 * Work done every `intervalMs` in the background, not at start, that never holds the process open;
 * a run that fails (the database or the storage down) is reported and tried again at the next.
 */
export class RepeatingTask {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly failed: (error: unknown) => void,
  ) {}

  start(intervalMs: number): void {
    this.timer ??= setInterval(() => void this.run().catch(this.failed), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
