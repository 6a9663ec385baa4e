import { domainModule, type ModuleDeps } from '../domain-module';
import { RateLimitCounter } from './rate-limit-counter.entity';
import { RateLimitService } from './rate-limit.service';

/** Counters in PostgreSQL that limit what one client (or everyone together) may do per window. */
export const rateLimitModule = domainModule({
  name: 'rate-limit',
  entities: [RateLimitCounter],
  createServices: ({ db }: ModuleDeps) => ({ rateLimits: new RateLimitService(db) }),
});

export type { RateLimitRule, RateLimitService } from './rate-limit.service';
