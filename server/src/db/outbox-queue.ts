import type { DataSource, DeepPartial, EntityManager, EntityTarget } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { Logger } from '../logger';
import { DeliveryStatus, type OutboxRow } from './outbox-row';

export interface OutboxOptions {
  /** How often the worker looks for due rows. */
  pollMs?: number;
  /** After this many failed tries a row is marked failed (the admin can resend an e-mail). */
  maxAttempts?: number;
  /** The clock rows fall due by (a reminder days ahead); tests move it. Unset: the database's. */
  now?: () => Date;
  /** How long to wait before the next try after `attempts` failed ones; unset: retryDelayMs. */
  retryDelayMs?: (attempts: number) => number;
  /** How many rows of a batch are handed over at once (a slow recipient then holds up fewer). */
  concurrency?: number;
}

export interface DeliveryReport {
  sent: boolean;
  /** Kept in the outbox only: the site has no way to send it (e-mail without SMTP_URL). */
  recorded: boolean;
  error?: string;
}

/** What became of a row handed over: out, or only recorded because there is no way out. */
export type Handed = typeof DeliveryStatus.sent | typeof DeliveryStatus.recorded;

/** A failure no retry can mend (the recipient is gone for good): the row is given up at once. */
export class Undeliverable extends Error {}

/** Not to be sent after all (its recipient opted out since it was written): the row is withdrawn (cancelled). */
export class Withdrawn extends Error {}

const BATCH = 20;

/** The delivery columns to write, in the shape TypeORM's update takes for any outbox's table. */
const deliveryColumns = <Row extends OutboxRow>(columns: Partial<OutboxRow>) => columns as QueryDeepPartialEntity<Row>;

/** 30 s, 1 min, 2 min, ... at most an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * A transactional outbox: rows written in the same transaction as the change that causes them,
 * sent right after commit, retried with backoff by a worker. Rows are claimed with FOR UPDATE
 * (SKIP LOCKED for the worker) and marked sent in the transaction that holds the lock, so any
 * number of instances draining one table never send a row twice. An outbox says how a row is
 * sent (`send`) and what the log says of it (`describe`).
 */
export abstract class OutboxQueue<Row extends OutboxRow> {
  private timer?: NodeJS.Timeout;
  private draining?: Promise<number>;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  /** The clock rows fall due by: the database's, which every instance shares, unless a test sets one. */
  private readonly testClock?: () => Date;
  /** The time by that clock, read in the application (the database's is about the same). */
  protected readonly now: () => Date;
  /** Since when every try on this instance has failed (the way out is down); null while rows go out. */
  private failing: Date | null = null;
  private readonly retryDelay: (attempts: number) => number;
  private readonly concurrency: number;
  /** A wake came while a drain was under way, which may have looked before the new rows committed: drain again after it. */
  private wokenMeanwhile = false;
  /** What `resend` makes due again: a row sent already stays sent unless an outbox says otherwise. */
  protected readonly resendable: readonly DeliveryStatus[] = [DeliveryStatus.failed, DeliveryStatus.pending, DeliveryStatus.recorded];

  constructor(
    private readonly db: DataSource,
    private readonly entity: EntityTarget<Row>,
    /** What a row is, in the log: "e-mail", "push". */
    private readonly what: string,
    private readonly logger: Logger,
    options: OutboxOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 5_000;
    this.maxAttempts = options.maxAttempts ?? 25;
    this.testClock = options.now;
    this.now = options.now ?? (() => new Date());
    this.retryDelay = options.retryDelayMs ?? retryDelayMs;
    this.concurrency = options.concurrency ?? 1;
  }

  /**
   * Hands one row to the outside world, throwing when it was not taken (Undeliverable when it never
   * will be), answering `recorded` when there is no outside world to hand it to. Runs inside the
   * transaction that holds the row's lock; `manager` is that transaction's.
   */
  protected abstract send(row: Row, manager: EntityManager): Promise<Handed>;

  /** The row's own facts for the log, beside its id. */
  protected abstract describe(row: Row): Record<string, unknown>;

  /** Adds rows inside the caller's transaction; nothing is sent before it commits. */
  enqueue(manager: EntityManager, rows: Array<DeepPartial<Row>>): Promise<Row[]> {
    const repository = manager.getRepository(this.entity);
    return repository.save(rows.map((row) => repository.create(row)));
  }

  /** Sends the given rows now (after their transaction committed) and says whether all went out. */
  async deliver(ids: string[]): Promise<DeliveryReport> {
    if (ids.length === 0) return { sent: true, recorded: false };
    const rows = await this.db.transaction(async (manager) => {
      // Waits for a worker that holds one of them, then sees what it did.
      const locked = await manager
        .getRepository(this.entity)
        .createQueryBuilder('row')
        .setLock('pessimistic_write')
        .where('row.id IN (:...ids)', { ids })
        .getMany();
      await this.sendLocked(
        manager,
        locked.filter((row) => row.status === DeliveryStatus.pending),
      );
      return locked;
    });
    const failed = rows.find((row) => row.status !== DeliveryStatus.sent && row.status !== DeliveryStatus.recorded);
    if (failed) return { sent: false, recorded: false, error: failed.lastError ?? 'not sent yet' };
    if (rows.some((row) => row.status === DeliveryStatus.recorded)) return { sent: false, recorded: true };
    return { sent: true, recorded: false };
  }

  /** Sends what is due; any number of instances may run this at once. */
  drainDue(): Promise<number> {
    this.draining ??= this.db
      .transaction(async (manager) => {
        const due = await manager
          .getRepository(this.entity)
          .createQueryBuilder('row')
          .setLock('pessimistic_write')
          .setOnLocked('skip_locked')
          .where('row.status = :pending AND row.next_attempt_at <= coalesce(CAST(:now AS timestamptz), now())', {
            pending: DeliveryStatus.pending,
            // The application's clock has milliseconds, the database's microseconds: a row made due
            // by the database's now() may look a fraction of a millisecond early to the other one.
            now: this.testClock?.() ?? null,
          })
          .orderBy('row.created_at', 'ASC')
          .limit(BATCH)
          .getMany();
        await this.sendLocked(manager, due);
        return due.length;
      })
      .finally(() => (this.draining = undefined));
    return this.draining;
  }

  /** Makes a failed, waiting or only recorded row due again and tries it at once. */
  async resend(id: string): Promise<DeliveryReport> {
    await this.db
      .createQueryBuilder()
      .update(this.entity)
      .set(deliveryColumns<Row>({ status: DeliveryStatus.pending, nextAttemptAt: new Date() }))
      .where('id = :id AND status IN (:...statuses)', { id, statuses: this.resendable })
      .execute();
    return this.deliver([id]);
  }

  /** Since when every try on this instance has failed; null while rows go out (or none was tried). */
  get failingSince(): Date | null {
    return this.failing;
  }

  /**
   * Drains now, without waiting for the next poll (rows were committed that are due at once): again
   * after a drain under way, and on while batches come full. Only while the worker runs.
   */
  wake(): void {
    if (!this.timer) return; // stopped (or never started): the app is closing
    if (this.draining) {
      this.wokenMeanwhile = true;
      return;
    }
    this.drainDue().then(
      (count) => {
        if (count === BATCH || this.wokenMeanwhile) {
          this.wokenMeanwhile = false;
          this.wake();
        }
      },
      (error) => this.logger.warn({ err: error }, `outbox: could not drain ${this.what}`),
    );
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.drainDue().catch((error) => this.logger.warn({ err: error }, `outbox: could not drain ${this.what}`));
    }, this.pollMs);
    this.timer.unref();
  }

  /** Stops the worker and waits for a drain under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.draining?.catch(() => undefined);
  }

  private async sendLocked(manager: EntityManager, rows: Row[]): Promise<void> {
    if (this.concurrency > 1) oneStatementAtATime(manager);
    const waiting = [...rows];
    const worker = async () => {
      for (let row = waiting.shift(); row; row = waiting.shift()) await this.sendOne(manager, row);
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, worker));
  }

  private async sendOne(manager: EntityManager, row: Row): Promise<void> {
    const { what } = this;
    const facts = { id: row.id, ...this.describe(row) };
    row.attempts += 1;
    try {
      const handed = await this.send(row, manager);
      this.failing = null;
      Object.assign(row, { status: handed, sentAt: handed === DeliveryStatus.sent ? new Date() : null, lastError: null });
      this.logger.info(facts, handed === DeliveryStatus.sent ? `${what} sent` : `${what} recorded, not sent`);
    } catch (error) {
      if (error instanceof Withdrawn) {
        Object.assign(row, { status: DeliveryStatus.cancelled, lastError: error.message });
        this.logger.info(facts, `${what} withdrawn: ${error.message}`);
        const { status, attempts, lastError } = row;
        await manager.getRepository(this.entity).update(row.id, deliveryColumns<Row>({ status, attempts, lastError }));
        return;
      }
      // A recipient gone for good says nothing of the way out; any other failure does.
      if (!(error instanceof Undeliverable)) this.failing ??= new Date();
      const gaveUp = error instanceof Undeliverable || row.attempts >= this.maxAttempts;
      Object.assign(row, {
        status: gaveUp ? DeliveryStatus.failed : DeliveryStatus.pending,
        lastError: error instanceof Error ? error.message : String(error),
        nextAttemptAt: new Date(Date.now() + this.retryDelay(row.attempts)),
      });
      this.logger.warn({ ...facts, attempts: row.attempts, err: error }, gaveUp ? `${what} failed for good` : `${what} failed; will retry`);
    }
    const { status, attempts, sentAt, lastError, nextAttemptAt } = row;
    await manager.getRepository(this.entity).update(row.id, deliveryColumns<Row>({ status, attempts, sentAt, lastError, nextAttemptAt }));
  }
}

/**
 * Lets rows sent side by side share their transaction's one connection: their statements take
 * turns, while their sending overlaps. pg 8 still queues a query sent while another runs, but
 * warns that it is deprecated and pg 9 drops it; TypeORM's query runner itself is re-entrant.
 */
function oneStatementAtATime(manager: EntityManager): void {
  const runner = manager.queryRunner;
  if (!runner) return;
  const query = runner.query.bind(runner);
  let turn: Promise<unknown> = Promise.resolve();
  runner.query = ((...args: Parameters<typeof query>) => {
    const result = turn.then(() => query(...args));
    turn = result.catch(() => undefined);
    return result;
  }) as typeof runner.query;
}
