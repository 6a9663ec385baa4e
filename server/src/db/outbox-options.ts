/** How an outbox's worker sends and retries (OutboxQueue's options). */
export interface OutboxOptions {
  /** The longest the worker goes without looking for due rows (it also looks when the next one falls due, and when woken). */
  pollMs?: number;
  /** After this many failed tries a row is marked failed (the admin can resend an e-mail). */
  maxAttempts?: number;
  /** The clock rows fall due by (a reminder days ahead); tests move it. Unset: the database's. */
  now?: () => Date;
  /** How long to wait before the next try after `attempts` failed ones; unset: retryDelayMs. */
  retryDelayMs?: (attempts: number) => number;
  /** How many rows this instance sends at once. */
  concurrency?: number;
  /**
   * The column naming each row's own way out when rows leave by several (webhook_delivery.endpoint_id):
   * a slow or dead one takes at most `perWayOut` of the sends, and one that works again makes only
   * its own waiting rows due. Unset: the whole outbox leaves by one (SMTP).
   */
  wayOut?: string;
  perWayOut?: number;
  /**
   * The column naming who receives a row (outbox_email.to_address): a change sending its rows takes
   * that person's earlier rows not tried yet with it, first, so one person reads them in the order written.
   */
  inOrderOf?: string;
}

/** 30 s, 1 min, 2 min, ... at most an hour between tries. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
