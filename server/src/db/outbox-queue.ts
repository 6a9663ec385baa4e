import type { DataSource, DeepPartial, EntityManager, EntityTarget } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { Logger } from '../logger';
import { oneStatementAtATime, OutboxClaims } from './outbox-claims';
import { OutboxWorker } from './outbox-worker';
import { DeliveryStatus, type OutboxRow } from './outbox-row';
import { retryDelayMs, type OutboxOptions } from './outbox-options';
import { Undeliverable, Withdrawn, type DeliveryReport, type Handed } from './outbox-outcomes';

/** The delivery columns to write, in the shape TypeORM's update takes for any outbox's table. */
const deliveryColumns = <Row extends OutboxRow>(columns: Partial<OutboxRow>) => columns as QueryDeepPartialEntity<Row>;

/** Failed tries in a row on one way out that say it was down (one alone may be its row's own). */
const DOWN_AFTER = 2;

/**
 * A transactional outbox: rows written in the same transaction as the change that causes them,
 * sent right after commit, retried with backoff by a worker. The worker holds each row it sends on
 * its own (OutboxClaims), so a slow recipient delays no other row, up to `concurrency` side by side;
 * any number of instances draining one table never send a row twice. It looks again when woken,
 * when the next row falls due (a retry on its schedule) and at least every `pollMs` (outbox-worker.ts).
 * When a way out that was failing works again, its rows waiting out a back-off go at once. An outbox
 * says how a row is sent (`send`) and what the log says of it (`describe`).
 */
export abstract class OutboxQueue<Row extends OutboxRow> {
  private readonly claims: OutboxClaims<Row>;
  private readonly worker: OutboxWorker<Row>;
  private readonly maxAttempts: number;
  /** The clock rows fall due by: the database's, which every instance shares, unless a test sets one. */
  private readonly testClock?: () => Date;
  /** The time by that clock, read in the application (the database's is about the same). */
  protected readonly now: () => Date;
  /** Since when every try on this instance has failed (the way out is down); null while rows go out. */
  private failing: Date | null = null;
  /** Tries failed in a row on each way out, on this instance. */
  private readonly failedInARow = new Map<string, number>();
  private readonly retryDelay: (attempts: number) => number;
  private readonly concurrency: number;
  private readonly inOrderOf?: string;
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
    this.maxAttempts = options.maxAttempts ?? 25;
    this.testClock = options.now;
    this.now = options.now ?? (() => new Date());
    this.retryDelay = options.retryDelayMs ?? retryDelayMs;
    this.concurrency = options.concurrency ?? 1;
    this.inOrderOf = options.inOrderOf;
    this.claims = new OutboxClaims(db, entity, options.wayOut);
    this.worker = new OutboxWorker({
      claims: this.claims,
      sendHeld: (row) => this.sendHeld(row),
      concurrency: this.concurrency,
      perWayOut: options.perWayOut ?? this.concurrency,
      pollMs: options.pollMs ?? 5_000,
      now: () => this.testClock?.() ?? null,
      failed: (error) => this.logger.warn({ err: error }, `outbox: could not drain ${what}`),
    });
  }

  /**
   * Hands one row to the outside world, throwing when it was not taken (Undeliverable when it never
   * will be), answering `recorded` when there is no outside world to hand it to. No other sender
   * holds the row meanwhile; `manager` is the transaction sending it (`deliver`) or, from the
   * worker, the data source's own (no transaction: each statement commits by itself).
   */
  protected abstract send(row: Row, manager: EntityManager): Promise<Handed>;

  /** The row's own facts for the log, beside its id. */
  protected abstract describe(row: Row): Record<string, unknown>;

  /** What an outbox keeps of a try beside the delivery columns, written in the transaction recording it. */
  protected async recorded(_row: Row, _manager: EntityManager): Promise<void> {}

  /** Adds rows inside the caller's transaction; nothing is sent before it commits. */
  enqueue(manager: EntityManager, rows: Array<DeepPartial<Row>>): Promise<Row[]> {
    const repository = manager.getRepository(this.entity);
    return repository.save(rows.map((row) => repository.create(row)));
  }

  /** Sends the given rows now (after their transaction committed) and says whether all went out. */
  async deliver(ids: string[]): Promise<DeliveryReport> {
    if (ids.length === 0) return { sent: true, recorded: false };
    const tried: Array<{ row: Row; worksAgain: boolean }> = [];
    const rows = await this.db.transaction(async (manager) => {
      const earlier = this.inOrderOf ? await this.claims.untriedBefore(manager, ids, this.inOrderOf, this.testClock?.() ?? null) : [];
      const all = [...new Set([...earlier, ...ids])];
      // Waits for a worker sending one of them, then sees what it did.
      await this.claims.holdForTransaction(manager, all);
      const held = await manager
        .getRepository(this.entity)
        .createQueryBuilder('row')
        .setLock('pessimistic_write')
        .where('row.id IN (:...all)', { all })
        .orderBy('row.created_at', 'ASC')
        .getMany();
      await this.sideBySide(
        manager,
        // An earlier row tried meanwhile (by its own change) waits out its back-off.
        held.filter((row) => row.status === DeliveryStatus.pending && (ids.includes(row.id) || row.attempts === 0)),
        async (row) => {
          tried.push({ row, worksAgain: await this.attempt(row, manager) });
          await this.record(manager, row);
        },
      );
      return held.filter((row) => ids.includes(row.id));
    });
    for (const { row, worksAgain } of tried) await this.afterAttempt(row, worksAgain);
    const failed = rows.find((row) => row.status !== DeliveryStatus.sent && row.status !== DeliveryStatus.recorded);
    if (failed) return { sent: false, recorded: false, error: failed.lastError ?? 'not sent yet' };
    if (rows.some((row) => row.status === DeliveryStatus.recorded)) return { sent: false, recorded: true };
    return { sent: true, recorded: false };
  }

  /** Sends what is due, and resolves to how many once they are done; any number of instances may run this at once. */
  drainDue(): Promise<number> {
    return this.worker.drainDue();
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

  /** Looks for due rows now (some were committed), after a look under way. Only while the worker runs. */
  wake(): void {
    this.worker.wake();
  }

  start(): void {
    this.worker.start();
  }

  /** Stops the worker and waits for the rows it is sending. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Sends a row the worker holds and records what became of it in a short transaction of its own. */
  private async sendHeld(row: Row): Promise<void> {
    try {
      const worksAgain = await this.attempt(row, this.db.manager);
      await this.db.transaction((manager) => this.record(manager, row));
      await this.afterAttempt(row, worksAgain);
    } catch (error) {
      // Not recorded (the database went away): it stays due, and goes again (at least once).
      this.logger.warn({ err: error, id: row.id }, `outbox: could not record a try of a ${this.what}`);
    }
  }

  /** Tries one row, noting the outcome on it; answers whether its way out, failing before, works again. */
  private async attempt(row: Row, manager: EntityManager): Promise<boolean> {
    const { what } = this;
    const facts = { id: row.id, ...this.describe(row) };
    const wayOut = this.claims.wayOutOf(row);
    row.attempts += 1;
    try {
      const handed = await this.send(row, manager);
      // Tries failed in a row before it, or it was kept itself: the rows kept meanwhile can go too.
      const worksAgain = (this.failedInARow.get(wayOut) ?? 0) >= DOWN_AFTER || row.attempts > 1;
      this.failedInARow.delete(wayOut);
      this.failing = null;
      Object.assign(row, { status: handed, sentAt: handed === DeliveryStatus.sent ? new Date() : null, lastError: null });
      this.logger.info(facts, handed === DeliveryStatus.sent ? `${what} sent` : `${what} recorded, not sent`);
      return worksAgain;
    } catch (error) {
      if (error instanceof Withdrawn) {
        Object.assign(row, { status: DeliveryStatus.cancelled, lastError: error.message });
        this.logger.info(facts, `${what} withdrawn: ${error.message}`);
        return false;
      }
      // A recipient gone for good says nothing of the way out; any other failure does.
      if (!(error instanceof Undeliverable)) {
        this.failing ??= new Date();
        this.failedInARow.set(wayOut, (this.failedInARow.get(wayOut) ?? 0) + 1);
      }
      const gaveUp = error instanceof Undeliverable || row.attempts >= this.maxAttempts;
      Object.assign(row, {
        status: gaveUp ? DeliveryStatus.failed : DeliveryStatus.pending,
        lastError: error instanceof Error ? error.message : String(error),
        nextAttemptAt: new Date(Date.now() + this.retryDelay(row.attempts)),
      });
      this.logger.warn({ ...facts, attempts: row.attempts, err: error }, gaveUp ? `${what} failed for good` : `${what} failed; will retry`);
      return false;
    }
  }

  private async record(manager: EntityManager, row: Row): Promise<void> {
    const { status, attempts, sentAt, lastError, nextAttemptAt } = row;
    const update = manager
      .createQueryBuilder()
      .update(this.entity)
      .set(deliveryColumns<Row>({ status, attempts, sentAt, lastError, nextAttemptAt }))
      .where('id = :id', { id: row.id });
    // A failed try undoes nothing done meanwhile (a reminder withdrawn); what went out did go out.
    if (status === DeliveryStatus.pending) update.andWhere('status = :pending', { pending: DeliveryStatus.pending });
    if ((await update.execute()).affected) await this.recorded(row, manager);
  }

  /** Looks again when a failed row's next try is due; when its way out works again, its kept rows go now. */
  private async afterAttempt(row: Row, worksAgain: boolean): Promise<void> {
    if (row.status === DeliveryStatus.pending) this.worker.lookIn(row.nextAttemptAt.getTime() - Date.now());
    if (!worksAgain) return;
    // Not made due now (the database went away meanwhile), they keep their back-off: what went out, went out.
    const count = await this.claims.dueNow(this.claims.wayOutOf(row), this.testClock?.() ?? null).catch((error: unknown) => {
      this.logger.warn({ err: error }, `outbox: could not make the ${this.what}s kept meanwhile due`);
      return 0;
    });
    if (count === 0) return;
    this.logger.info({ count, ...this.describe(row) }, `${this.what}: the way out works again; the ones kept meanwhile are due now`);
    this.worker.wake();
  }

  /** Sends rows of one transaction side by side, their statements taking turns on its one connection. */
  private async sideBySide(manager: EntityManager, rows: Row[], each: (row: Row) => Promise<void>): Promise<void> {
    if (this.concurrency > 1) oneStatementAtATime(manager.queryRunner);
    const waiting = [...rows];
    const worker = async () => {
      for (let row = waiting.shift(); row; row = waiting.shift()) await each(row);
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, worker));
  }
}
