import type { OutboxClaims } from './outbox-claims';
import type { OutboxRow } from './outbox-row';

export interface OutboxWorkerSettings<Row extends OutboxRow> {
  claims: OutboxClaims<Row>;
  /** Sends a row the worker holds and records what became of it; never throws. */
  sendHeld: (row: Row) => Promise<void>;
  /** How many rows it sends at once, in all and on one way out. */
  concurrency: number;
  perWayOut: number;
  /** The longest it goes without looking for due rows. */
  pollMs: number;
  /** The clock rows fall due by; null: the database's. */
  now: () => Date | null;
  /** A look that failed (the database unreachable): the next one is planned anyway. */
  failed: (error: unknown) => void;
}

/**
 * An outbox's worker on this instance. It sends each row it claims on its own, up to `concurrency`
 * side by side (at most `perWayOut` on one way out), so a slow recipient holds up only its own
 * slot, and claims more as soon as a slot frees. It looks for due rows when woken (rows were
 * committed; a wake during a look makes another after it), when the next row falls due (a retry
 * on its schedule), and at least every `pollMs` (rows another instance made due).
 */
export class OutboxWorker<Row extends OutboxRow> {
  private running = false;
  private timer?: NodeJS.Timeout;
  /** When the timer fires (ms since the epoch). */
  private timerAt = Infinity;
  /** Claims take turns (a session's locks are re-entrant); a wake waiting for its turn is `woken`. */
  private turn: Promise<unknown> = Promise.resolve();
  private woken = false;
  /** The last claim left due rows for want of a slot: a slot freed looks again. */
  private starved = false;
  private readonly sending = new Set<Promise<void>>();

  constructor(private readonly settings: OutboxWorkerSettings<Row>) {}

  /** Sends what is due, and resolves to how many once they are done; any number of instances may run this at once. */
  async drainDue(): Promise<number> {
    const mine: Array<Promise<void>> = [];
    for (;;) {
      mine.push(...(await this.inTurn(() => this.claimDue())));
      if (this.settings.claims.size < this.settings.concurrency) break;
      await Promise.race(this.sending); // every slot taken: more may be due once one frees
    }
    await Promise.all(mine);
    return mine.length;
  }

  /** Looks for due rows now, after a look under way. Only while it runs. */
  wake(): void {
    if (!this.running || this.woken) return;
    this.woken = true;
    this.inTurn(() => {
      this.woken = false;
      return this.running ? this.claimDue() : [];
    }).catch(this.settings.failed);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.lookIn(this.settings.pollMs);
  }

  /** Stops it and waits for the rows it is sending. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timerAt = Infinity;
    await this.turn;
    await Promise.all(this.sending);
  }

  /** Looks for due rows in `ms` (at most pollMs), unless a look is planned sooner. */
  lookIn(ms: number): void {
    if (!this.running) return;
    const at = Date.now() + Math.max(0, Math.min(ms, this.settings.pollMs));
    if (at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timerAt = Infinity;
      this.lookIn(this.settings.pollMs); // again, even if this look fails
      this.wake();
    }, at - Date.now());
    this.timer.unref();
  }

  private inTurn<T>(claim: () => T | Promise<T>): Promise<T> {
    const run = this.turn.then(claim);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** Claims due rows into the free slots and starts sending each; answers their sends. */
  private async claimDue(): Promise<Array<Promise<void>>> {
    const { claims, concurrency, perWayOut, now } = this.settings;
    const started: Array<Promise<void>> = [];
    this.starved = false;
    let nextDueMs: number | null | undefined;
    for (;;) {
      const claimed = await claims.claim({ max: concurrency - claims.size, perWayOut, now: now() });
      this.starved ||= claimed.starved;
      if (claimed.nextDueMs !== undefined) nextDueMs = claimed.nextDueMs;
      started.push(...claimed.rows.map((row) => this.send(row)));
      if (claimed.rows.length === 0 || !claimed.starved) break;
    }
    if (nextDueMs !== undefined) this.lookIn(nextDueMs ?? Infinity);
    return started;
  }

  private send(row: Row): Promise<void> {
    const sent = this.settings.sendHeld(row).finally(async () => {
      await this.settings.claims.release(row.id);
      this.sending.delete(sent);
      if (this.starved) this.wake();
    });
    this.sending.add(sent);
    return sent;
  }
}
