import type { DataSource } from 'typeorm';
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

/** Fixed-window counters in Postgres; one atomic statement per hit, so concurrent hits never get lost. */
export class RateLimitService {
  constructor(private readonly db: DataSource) {}

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
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
