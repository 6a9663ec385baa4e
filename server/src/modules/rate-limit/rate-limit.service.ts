import type { DataSource } from 'typeorm';

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

  async reset(key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_counter WHERE key = $1`, [key]);
  }
}
