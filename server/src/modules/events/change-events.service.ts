import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import type { ChangeCollection } from '@plumbing/shared';
import type { Logger } from '../../logger';
import { ChangeEvent, ChangeOperation } from './change-event.types';

/** The Postgres channel every instance listens on. */
const CHANNEL = 'data_changed';
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

type Listener = (event: ChangeEvent) => void;

/** What goes through Postgres: the event, and the instance that wrote it. */
interface Notification extends ChangeEvent {
  origin: string;
}

/**
 * Spec §4 change events, fanned out through Postgres LISTEN/NOTIFY so that a write on any
 * instance reaches the subscribers of every instance. A notification sent inside a transaction
 * is delivered only when it commits, so subscribers never hear of a write that was rolled back.
 * The writing instance hears its own events as its transaction commits, not when Postgres echoes
 * them back a moment later: a request after a write never reads a copy kept from before it.
 */
export class ChangeEventService {
  private readonly listeners = new Set<Listener>();
  /** This instance's mark on its notifications, so that their echo is not heard twice. */
  private readonly origin = randomUUID();
  /** Per open transaction, the events published at each level of it: the transaction, then each savepoint inside. */
  private readonly uncommitted = new WeakMap<QueryRunner, ChangeEvent[][]>();
  private client?: Client;
  private stopped = true;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(
    private readonly db: DataSource,
    private readonly logger: Logger,
  ) {
    // TypeORM's transaction hooks; the data source is opened below the domains, so the hook joins it here.
    db.subscribers.push({
      afterTransactionStart: ({ queryRunner }) => void this.levels(queryRunner).push([]),
      afterTransactionCommit: ({ queryRunner }) => this.committed(queryRunner),
      // What was rolled back, the whole transaction or a savepoint, is never heard.
      afterTransactionRollback: ({ queryRunner }) => void this.levels(queryRunner).pop(),
    });
  }

  /** Publishes after commit when `manager` is a transaction's, at once otherwise. */
  async publish(
    collection: ChangeCollection,
    operation: ChangeOperation,
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    const event: ChangeEvent = { collection, operation, id };
    const notification: Notification = { ...event, origin: this.origin };
    await manager.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(notification)]);
    const level = manager.queryRunner && this.uncommitted.get(manager.queryRunner)?.at(-1);
    if (level) level.push(event);
    else this.dispatch(event);
  }

  /** Calls `listener` with every event of every collection from now on; answers the unsubscribe. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * Every event of `collection` heard from now on, until the iterator is returned, after a first
   * `subscribed` event that says the listener is in place.
   */
  subscribe(collection: string): AsyncIterableIterator<ChangeEvent> {
    const queue: ChangeEvent[] = [{ collection, operation: ChangeOperation.subscribed, id: '' }];
    let wake: (() => void) | undefined;
    let done = false;
    const stopListening = this.listen((event) => {
      if (event.collection !== collection) return;
      queue.push(event);
      wake?.();
    });
    const finish = () => {
      done = true;
      stopListening();
      wake?.();
    };
    const iterator: AsyncIterableIterator<ChangeEvent> = {
      async next() {
        while (!done && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        return done ? { done: true, value: undefined } : { done: false, value: queue.shift()! };
      },
      async return() {
        finish();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /** Opens the listening connection; it reconnects by itself when the database goes away. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { url } = this.db.options as PostgresDataSourceOptions;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (message) => this.heard(message.payload));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.reconnectDelay = RECONNECT_MIN_MS;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: Client, error?: unknown) {
    if (this.stopped || (this.client && this.client !== client)) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.reconnectTimer) return;
    this.logger.warn({ err: error, retryInMs: this.reconnectDelay }, 'change events: lost the database connection');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, this.reconnectDelay);
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }

  /** A savepoint's release hands its events to the level around it; the transaction's commit delivers them. */
  private committed(transaction: QueryRunner) {
    const levels = this.levels(transaction);
    const events = levels.pop() ?? [];
    const outer = levels.at(-1);
    if (outer) outer.push(...events);
    else for (const event of events) this.dispatch(event);
  }

  private levels(transaction: QueryRunner): ChangeEvent[][] {
    let levels = this.uncommitted.get(transaction);
    if (!levels) this.uncommitted.set(transaction, (levels = []));
    return levels;
  }

  /** Another instance's event; this instance's own were heard as they committed. */
  private heard(payload: string | undefined) {
    let notification: Notification;
    try {
      notification = JSON.parse(payload ?? '') as Notification;
    } catch {
      return;
    }
    const { origin, ...event } = notification;
    if (origin !== this.origin) this.dispatch(event);
  }

  /** Every listener hears the event; one that throws is logged and stops neither the others nor the write. */
  private dispatch(event: ChangeEvent) {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error({ err: error, event }, 'change events: a listener failed');
      }
    }
  }
}
