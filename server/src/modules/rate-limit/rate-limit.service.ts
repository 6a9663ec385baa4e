import type { DataSource } from 'typeorm';
import { isDatabaseUnreachable } from '../../db/postgres-errors';
import { clientNetwork } from './client-network';

export interface RateLimitRule {
  /** Hits allowed within one window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  hits: number;
  /** Whether the key has used up its window. */
  exceeded: boolean;
  retryAfterSeconds: number;
}

/** Counters kept in memory at most; the oldest go first. */
const MAX_LOCAL_COUNTERS = 10_000;

/**
 * Fixed-window counters in Postgres; one atomic statement per hit, so concurrent hits never get
 * lost. While the database cannot be reached, the same rule counts in this process's memory, so
 * the forms that keep working through an outage (their requests kept on disk) stay limited.
 */
export class RateLimitService {
  private readonly local = new Map<string, { hits: number; startedAt: number }>();

  constructor(private readonly db: DataSource) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
    try {
      return await this.hitInDatabase(key, rule);
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      return this.hitInMemory(key, rule);
    }
  }

  private hitInMemory(key: string, rule: RateLimitRule): RateLimitState {
    const now = Date.now();
    const windowMs = rule.windowSeconds * 1000;
    let counter = this.local.get(key);
    if (!counter || counter.startedAt <= now - windowMs) {
      this.local.delete(key);
      counter = { hits: 0, startedAt: now };
      if (this.local.size >= MAX_LOCAL_COUNTERS) this.local.delete(this.local.keys().next().value!);
      this.local.set(key, counter);
    }
    counter.hits += 1;
    return {
      hits: counter.hits,
      exceeded: counter.hits > rule.limit,
      retryAfterSeconds: Math.max(1, Math.ceil((counter.startedAt + windowMs - now) / 1000)),
    };
  }

  private async hitInDatabase(key: string, rule: RateLimitRule): Promise<RateLimitState> {
    const [row] = await this.db.query(
      `INSERT INTO rate_limit_counter AS c (key, hits, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE c.hits + 1 END,
         window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE c.window_started_at END
       RETURNING hits, ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::int AS retry_after`,
      [key, rule.windowSeconds],
    );
    return { hits: row.hits, exceeded: row.hits > rule.limit, retryAfterSeconds: Math.max(1, row.retry_after) };
  }

  /** Counts a hit of `scope` against the client's network (its IPv4 address or IPv6 /64), so fresh addresses of one subscriber share it. */
  hitFromClient(scope: string, clientAddress: string, rule: RateLimitRule): Promise<RateLimitState> {
    return this.hit(clientKey(scope, clientAddress), rule);
  }

  async resetClient(scope: string, clientAddress: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_counter WHERE key = $1`, [clientKey(scope, clientAddress)]);
  }
}

function clientKey(scope: string, clientAddress: string): string {
  return `${scope}:${clientNetwork(clientAddress)}`;
}
