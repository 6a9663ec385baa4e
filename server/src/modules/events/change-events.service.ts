import { Client } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import type { ChangeCollection } from '@plumbing/shared';
import type { Logger } from '../../logger';
import { ChangeEvent, ChangeOperation } from './change-event.types';

/** The Postgres channel every instance listens on. */
const CHANNEL = 'data_changed';
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

type Listener = (event: ChangeEvent) => void;

/**
 * Spec §4 change events, fanned out through Postgres LISTEN/NOTIFY so that a write on any
 * instance reaches the subscribers of every instance. A notification sent inside a transaction
 * is delivered only when it commits, so subscribers never hear of a write that was rolled back.
 */
export class ChangeEventService {
  private readonly listeners = new Set<Listener>();
  private client?: Client;
  private stopped = true;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(
    private readonly db: DataSource,
    private readonly logger: Logger,
  ) {}

  /** Publishes after commit when `manager` is a transaction's, at once otherwise. */
  async publish(
    collection: ChangeCollection,
    operation: ChangeOperation,
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<void> {
    const event: ChangeEvent = { collection, operation, id };
    await manager.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
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
    client.on('notification', (message) => this.dispatch(message.payload));
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

  private dispatch(payload: string | undefined) {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload ?? '') as ChangeEvent;
    } catch {
      return;
    }
    for (const listener of this.listeners) listener(event);
  }
}
