import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger';

export interface DatabaseMonitorOptions {
  /** How often the database is asked while nobody else asks. */
  intervalMs?: number;
}

type Listener = () => void;

/**
 * Whether the database answers, asked every few seconds (and by /healthz): since when it has
 * not, and a call to each `whileUp` listener after every look that found it answering (the spool
 * replays then, until it is empty: a replay cut short by a database that went away again is
 * taken up at the next look).
 */
export class DatabaseMonitor {
  private down: Date | null = null;
  private timer?: NodeJS.Timeout;
  private checking?: Promise<boolean>;
  private readonly upListeners: Listener[] = [];
  private readonly intervalMs: number;

  constructor(
    private readonly db: DataSource,
    private readonly logger: Logger,
    options: DatabaseMonitorOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 2_000;
  }

  /** Since when the database has not answered; null while it does. */
  get downSince(): Date | null {
    return this.down;
  }

  /** Called after every look that found the database answering. */
  whileUp(listener: Listener): void {
    this.upListeners.push(listener);
  }

  /** Asks the database now (one question at a time); answers whether it is up. */
  check(): Promise<boolean> {
    this.checking ??= this.db
      .query('SELECT 1')
      .then(
        () => {
          if (this.down) this.logger.warn({ downForMs: Date.now() - this.down.getTime() }, 'database reachable again');
          this.down = null;
          for (const listener of this.upListeners) listener();
          return true;
        },
        (error: unknown) => {
          if (!this.down) this.logger.error({ err: error }, 'database unreachable');
          this.down ??= new Date();
          return false;
        },
      )
      .finally(() => (this.checking = undefined));
    return this.checking;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.checking;
  }
}
