import type { DataSource, EntityManager, EntityTarget, QueryRunner } from 'typeorm';
import { DeliveryStatus, type OutboxRow } from './outbox-row';

/** How many rows one claim may take: `max` in all, and per way out `perWayOut` with those held counted. */
export interface ClaimLimits {
  max: number;
  perWayOut: number;
  /** The clock rows fall due by; null: the database's. */
  now: Date | null;
}

export interface Claimed<Row> {
  rows: Row[];
  /** Rows were due beyond what was taken (no slot left, in all or on their way out): a slot freed may take them. */
  starved: boolean;
  /** In how many ms the next row falls due, by the clock that judged these due (none waits: null; not looked: undefined). */
  nextDueMs?: number | null;
}

/** A row's lock: its table's and its id's (hashed; two ids sharing a hash only take turns). */
const ROW_LOCK = 'hashtext($2), hashtext(id::text)';

/**
 * The rows this instance is sending, each held by a PostgreSQL advisory lock on one connection of
 * the outbox's own while it is sent: no transaction stays open for a slow recipient and no other row
 * waits for one, yet any number of instances never send one row twice (a crash or a lost connection
 * lets the rows go with it). A row is read again once held: another instance may have just sent it.
 * The connection is taken while rows are held and given back when none are.
 */
export class OutboxClaims<Row extends OutboxRow> {
  private session?: QueryRunner;
  /** Each held row's way out, and the session holding it. */
  private readonly held = new Map<string, { wayOut: string; session: QueryRunner }>();
  private claiming = false;
  private readonly table: string;
  private readonly wayOutProperty?: string;

  constructor(
    private readonly db: DataSource,
    private readonly entity: EntityTarget<Row>,
    /** The column naming a row's way out (webhook_delivery.endpoint_id); unset: one for all. */
    private readonly wayOutColumn?: string,
  ) {
    const metadata = db.getMetadata(entity);
    this.table = metadata.tableName;
    if (!wayOutColumn) return;
    const column = metadata.findColumnWithDatabaseName(wayOutColumn);
    if (!column) throw new Error(`${this.table} has no column ${wayOutColumn}`);
    this.wayOutProperty = column.propertyName;
  }

  get size(): number {
    return this.held.size;
  }

  /** Waits, inside the caller's transaction, until no instance holds any of the rows, then holds them until it ends. */
  async holdForTransaction(manager: EntityManager, ids: string[]): Promise<void> {
    // In one order everywhere: two callers holding some of the same rows wait for each other, never in a circle.
    await manager.query(`SELECT pg_advisory_xact_lock(${ROW_LOCK}) FROM unnest($1::uuid[]) AS id`, [[...ids].sort(), this.table]);
  }

  /**
   * The rows written before `ids` to the same recipients (`column`), due and not tried yet: their
   * own change is about to send them, and they go first. Rows waiting out a back-off or for their time are not waited for.
   */
  async untriedBefore(manager: EntityManager, ids: string[], column: string, now: Date | null): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT earlier.id FROM ${this.table} AS earlier JOIN ${this.table} AS later
         ON later.id = ANY($1::uuid[]) AND earlier.${column} = later.${column} AND earlier.created_at < later.created_at
       WHERE earlier.status = '${DeliveryStatus.pending}' AND earlier.attempts = 0
         AND earlier.next_attempt_at <= coalesce(CAST($2 AS timestamptz), now())`,
      [ids, now],
    );
    return rows.map(({ id }) => id);
  }

  /** The way out `row` leaves by ('' when the outbox has one). */
  wayOutOf(row: Row): string {
    return this.wayOutProperty ? String((row as Record<string, unknown>)[this.wayOutProperty]) : '';
  }

  /** Takes due rows, oldest first, within the limits; one claim at a time (the caller's turn). */
  async claim({ max, perWayOut, now }: ClaimLimits): Promise<Claimed<Row>> {
    if (max <= 0) return { rows: [], starved: true };
    this.claiming = true;
    try {
      return await this.take(max, perWayOut, now);
    } finally {
      this.claiming = false;
      if (this.held.size === 0) await this.close();
    }
  }

  /** Lets a row go once what became of it is committed; the connection goes back when none is held. */
  async release(id: string): Promise<void> {
    const holding = this.held.get(id);
    if (!holding) return;
    this.held.delete(id);
    // Held by a connection closed since: the lock went with it.
    if (holding.session === this.session) await this.unlock(holding.session, [id]).catch(() => undefined);
    if (this.held.size === 0 && !this.claiming) await this.close();
  }

  /**
   * Makes the rows of `wayOut` ('' with one way out) waiting out a back-off due now: their way out
   * works again. Not those due anyway (scheduled for later: never tried), nor those a sender holds.
   * Answers how many.
   */
  async dueNow(wayOut: string, now: Date | null): Promise<number> {
    const theirs = this.wayOutColumn ? `AND ${this.wayOutColumn} = $2` : '';
    const [, count] = (await this.db.query(
      `UPDATE ${this.table} SET next_attempt_at = coalesce(CAST($1 AS timestamptz), now()) WHERE id IN (
         SELECT id FROM ${this.table} WHERE status = '${DeliveryStatus.pending}' AND attempts > 0
           AND next_attempt_at > coalesce(CAST($1 AS timestamptz), now()) ${theirs} FOR UPDATE SKIP LOCKED)`,
      this.wayOutColumn ? [now, wayOut] : [now],
    )) as [unknown, number];
    return count;
  }

  private async take(max: number, perWayOut: number, now: Date | null): Promise<Claimed<Row>> {
    const counts = new Map<string, number>();
    for (const { wayOut } of this.held.values()) counts.set(wayOut, (counts.get(wayOut) ?? 0) + 1);
    const full = [...counts].filter(([, count]) => count >= perWayOut).map(([wayOut]) => wayOut);
    const way = this.wayOutColumn ? `${this.wayOutColumn}::text` : `''`;
    // Not the rows held here: a session's advisory locks are re-entrant, it would take them again. In
    // the same statement, so by the same now(), when the first row not due yet falls due: none is missed between.
    const found: Array<{ id: string | null; way: string; created_at: Date; next_due_ms: number | null }> = await this.db.query(
      `SELECT * FROM (SELECT id, ${way} AS way, created_at, NULL::float8 AS next_due_ms FROM ${this.table}
         WHERE status = '${DeliveryStatus.pending}' AND next_attempt_at <= coalesce(CAST($1 AS timestamptz), now())
           AND NOT (id::text = ANY($2::text[])) AND NOT (${way} = ANY($3::text[]))
         ORDER BY created_at LIMIT $4) AS due
       UNION ALL
       SELECT NULL, NULL, NULL, (extract(epoch FROM min(next_attempt_at) - coalesce(CAST($1 AS timestamptz), now())) * 1000)::float8
         FROM ${this.table} WHERE status = '${DeliveryStatus.pending}' AND next_attempt_at > coalesce(CAST($1 AS timestamptz), now())`,
      [now, [...this.held.keys()], full, max + 1], // one more: whether any is left over
    );
    const nextDueMs = found.find(({ id }) => id === null)?.next_due_ms ?? null;
    const candidates = found.filter(({ id }) => id !== null).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    const chosen: string[] = [];
    let starved = full.length > 0;
    for (const { id, way: wayOut } of candidates) {
      if (chosen.length === max || (counts.get(wayOut) ?? 0) >= perWayOut) starved = true;
      else {
        chosen.push(id!);
        counts.set(wayOut, (counts.get(wayOut) ?? 0) + 1);
      }
    }
    if (chosen.length === 0) return { rows: [], starved, nextDueMs };
    const session = await this.open();
    const locked: Array<{ id: string }> = await session.query(
      `SELECT id FROM unnest($1::uuid[]) AS id WHERE pg_try_advisory_lock(${ROW_LOCK})`,
      [chosen, this.table],
    );
    const rows = locked.length
      ? await session.manager
          .getRepository(this.entity)
          .createQueryBuilder('row')
          .where('row.id IN (:...ids) AND row.status = :pending AND row.next_attempt_at <= coalesce(CAST(:now AS timestamptz), now())', {
            ids: locked.map(({ id }) => id),
            pending: DeliveryStatus.pending,
            now,
          })
          .orderBy('row.created_at', 'ASC')
          .getMany()
      : [];
    for (const row of rows) this.held.set(row.id, { wayOut: this.wayOutOf(row), session });
    const gone = locked.map(({ id }) => id).filter((id) => !this.held.has(id));
    if (gone.length) await this.unlock(session, gone);
    return { rows, starved, nextDueMs };
  }

  private async unlock(session: QueryRunner, ids: string[]): Promise<void> {
    await session.query(`SELECT pg_advisory_unlock(${ROW_LOCK}) FROM unnest($1::uuid[]) AS id`, [ids, this.table]);
  }

  private async open(): Promise<QueryRunner> {
    // A connection lost (the database restarted) was released by TypeORM, and its locks by PostgreSQL.
    if (this.session && !this.session.isReleased) return this.session;
    const session = this.db.createQueryRunner();
    await session.connect();
    oneStatementAtATime(session);
    this.session = session;
    return session;
  }

  /** Gives the connection back once nothing is held on it (a lock a failed unlock left goes too). */
  private async close(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.session = undefined;
    if (session.isReleased) return;
    await session.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    await session.release();
  }
}

/**
 * Lets statements sent side by side share one connection: they take turns. pg 8 still queues a
 * query sent while another runs, but warns that it is deprecated and pg 9 drops it; TypeORM's query
 * runner itself is re-entrant.
 */
export function oneStatementAtATime(runner: QueryRunner | undefined): void {
  if (!runner) return;
  const query = runner.query.bind(runner);
  let turn: Promise<unknown> = Promise.resolve();
  runner.query = ((...args: Parameters<typeof query>) => {
    const result = turn.then(() => query(...args));
    turn = result.catch(() => undefined);
    return result;
  }) as typeof runner.query;
}
